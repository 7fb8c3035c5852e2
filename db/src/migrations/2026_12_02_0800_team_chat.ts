import { sql, type Kysely } from 'kysely';
import { enableTenantRls } from './rls';
import { TENANT_COLUMNS as base, tenantKey as key, tenantLink as link } from './tenant-table';

/**
 * Issue 37, team chat. `chat_channels` are a restaurant's rooms: `everyone`, `pass` (kitchen and
 * floor), one per department (gone with it) and `direct` ones between two members (`member_a_id`
 * sorts before `member_b_id`, so a pair has one room). `chat_messages` are numbered by `position`
 * (one sequence for every channel: history pages backwards by it and read cursors compare to it);
 * an edited or deleted message keeps its row. `chat_reads` is each member's read cursor per channel,
 * from which the unread counts come. Existing restaurants get their channels here; new ones where
 * they and their departments are created.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const run = (q: string) => sql.raw(q).execute(db);
  await run(`create table chat_channels (${base},
    kind text not null check (kind in ('everyone', 'pass', 'department', 'direct')),
    department_id uuid,
    member_a_id uuid,
    member_b_id uuid,
    created_at timestamptz not null default now(),
    ${key('chat_channels')},
    check ((kind = 'department') = (department_id is not null)),
    check ((kind = 'direct') = (member_a_id is not null and member_b_id is not null and member_a_id < member_b_id)),
    ${link('chat_channels', 'department_id', 'departments', 'cascade')},
    ${link('chat_channels', 'member_a_id', 'members', 'cascade')},
    ${link('chat_channels', 'member_b_id', 'members', 'cascade')})`);
  await run(
    `create unique index chat_channels_kind_key on chat_channels (restaurant_id, kind) where kind in ('everyone', 'pass')`,
  );
  await run(
    `create unique index chat_channels_department_key on chat_channels (restaurant_id, department_id) where department_id is not null`,
  );
  await run(
    `create unique index chat_channels_direct_key on chat_channels (restaurant_id, member_a_id, member_b_id) where kind = 'direct'`,
  );
  await enableTenantRls(db, 'chat_channels');

  await run(`create table chat_messages (${base},
    channel_id uuid not null,
    position bigint generated always as identity,
    author_member_id uuid not null,
    body text not null check (length(body) <= 2000),
    image_url text check (length(image_url) <= 200),
    order_id uuid,
    mentions uuid[] not null default '{}',
    created_at timestamptz not null default now(),
    edited_at timestamptz,
    deleted_at timestamptz,
    ${key('chat_messages')},
    ${link('chat_messages', 'channel_id', 'chat_channels', 'cascade')},
    ${link('chat_messages', 'author_member_id', 'members', 'cascade')},
    ${link('chat_messages', 'order_id', 'orders', 'set null (order_id)')})`);
  await run(`create index chat_messages_history on chat_messages (restaurant_id, channel_id, position desc)`);
  await enableTenantRls(db, 'chat_messages');

  await run(`create table chat_reads (
    restaurant_id uuid not null references restaurants (id) on delete cascade,
    channel_id uuid not null,
    member_id uuid not null,
    last_position bigint not null default 0,
    primary key (restaurant_id, channel_id, member_id),
    ${link('chat_reads', 'channel_id', 'chat_channels', 'cascade')},
    ${link('chat_reads', 'member_id', 'members', 'cascade')})`);
  await enableTenantRls(db, 'chat_reads');

  await run(`insert into chat_channels (restaurant_id, kind)
    select r.id, k.kind from restaurants r cross join (values ('everyone'), ('pass')) as k (kind)`);
  await run(`insert into chat_channels (restaurant_id, kind, department_id)
    select restaurant_id, 'department', id from departments`);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists chat_reads`.execute(db);
  await sql`drop table if exists chat_messages`.execute(db);
  await sql`drop table if exists chat_channels`.execute(db);
}
