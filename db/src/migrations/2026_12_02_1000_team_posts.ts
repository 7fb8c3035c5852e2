import { sql, type Kysely } from 'kysely';
import { enableTenantRls } from './rls';
import { TENANT_COLUMNS as base, tenantKey as key, tenantLink as link } from './tenant-table';

/**
 * Issue 37, the team's posts and the guests'.
 * - `guest_posts`: specials and events shown on the digital menu and the online ordering page from
 *   `starts_on` to `ends_on`, days of the restaurant's time zone (both included).
 * - `announcements`: the team's posts and guides, written in Markdown and kept with the sanitised
 *   HTML made from it when saved (read far more often than written); meant for everyone, one
 *   department or one role. A post whose department or role goes away is meant for everyone again.
 * - `announcement_reads`: one row per member who opened a post (the key counts each reader once).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `create table guest_posts (${base},
    kind text not null check (kind in ('special', 'event')),
    title text not null check (length(title) between 1 and 120),
    body text not null default '' check (length(body) <= 2000),
    image_url text check (length(image_url) <= 300),
    starts_on date not null,
    ends_on date not null check (ends_on >= starts_on),
    created_by uuid references users (id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    ${key('guest_posts')})`,
    )
    .execute(db);
  await sql.raw(`create index guest_posts_days on guest_posts (restaurant_id, ends_on, starts_on)`).execute(db);
  await enableTenantRls(db, 'guest_posts');

  await sql
    .raw(
      `create table announcements (${base},
    title text not null check (length(title) between 1 and 160),
    category text not null check (category in ('announcement', 'training_guide', 'menu_change')),
    body_markdown text not null check (length(body_markdown) <= 20000),
    body_html text not null,
    cover_image_url text check (length(cover_image_url) <= 300),
    pinned boolean not null default false,
    audience text not null default 'all' check (audience in ('all', 'department', 'role')),
    department_id uuid,
    role_id uuid,
    author_id uuid references users (id) on delete set null,
    author_name text not null,
    published_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    ${key('announcements')},
    ${link('announcements', 'department_id', 'departments', 'set null (department_id)')},
    ${link('announcements', 'role_id', 'roles', 'set null (role_id)')})`,
    )
    .execute(db);
  await sql
    .raw(`create index announcements_feed on announcements (restaurant_id, pinned desc, published_at desc)`)
    .execute(db);
  await enableTenantRls(db, 'announcements');

  await sql
    .raw(
      `create table announcement_reads (
    restaurant_id uuid not null references restaurants (id) on delete cascade,
    announcement_id uuid not null,
    member_id uuid not null,
    read_at timestamptz not null default now(),
    primary key (restaurant_id, announcement_id, member_id),
    ${link('announcement_reads', 'announcement_id', 'announcements', 'cascade')},
    ${link('announcement_reads', 'member_id', 'members', 'cascade')})`,
    )
    .execute(db);
  await sql.raw(`create index announcement_reads_member on announcement_reads (restaurant_id, member_id)`).execute(db);
  await enableTenantRls(db, 'announcement_reads');
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists announcement_reads`.execute(db);
  await sql`drop table if exists announcements`.execute(db);
  await sql`drop table if exists guest_posts`.execute(db);
}
