import { sql, type Kysely } from 'kysely';
import { enableTenantRls } from './rls';
import { TENANT_COLUMNS as base, tenantKey as key } from './tenant-table';

/**
 * Notifications in the app: one row per person and thing to know (low stock, a printer down, a
 * time-off request), read or not. `dedupe_key` makes a repeated cause (a job run twice, a level
 * crossed again before it was read) notify once per person.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `create table notifications (${base},
    user_id uuid not null references users (id) on delete cascade,
    kind text not null check (length(kind) between 1 and 40),
    title text not null check (length(title) between 1 and 200),
    body text not null default '' check (length(body) <= 2000),
    link text check (link is null or link like '/%'),
    related_id uuid,
    dedupe_key text,
    read_at timestamptz,
    created_at timestamptz not null default now(),
    ${key('notifications')})`,
    )
    .execute(db);
  await sql`create unique index notifications_dedupe_key on notifications (restaurant_id, user_id, dedupe_key) where dedupe_key is not null`.execute(
    db,
  );
  await sql`create index notifications_user_idx on notifications (restaurant_id, user_id, created_at desc)`.execute(db);
  await sql`create index notifications_unread_idx on notifications (restaurant_id, user_id) where read_at is null`.execute(
    db,
  );
  await enableTenantRls(db, 'notifications');
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists notifications`.execute(db);
}
