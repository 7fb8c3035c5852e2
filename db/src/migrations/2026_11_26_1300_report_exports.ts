import { sql, type Kysely } from 'kysely';
import { enableTenantRls } from './rls';

/**
 * Issue 15, exports: a report or the bills of a period, built by the workers as CSV, XLSX or PDF
 * with progress, kept (file included) for 7 days for the member who asked.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `create table report_exports (
    id uuid primary key default gen_random_uuid(),
    restaurant_id uuid not null references restaurants (id) on delete cascade,
    requested_by uuid not null references users (id) on delete cascade,
    kind text not null check (kind in ('sales', 'product-mix', 'bills')),
    format text not null check (format in ('csv', 'xlsx', 'pdf')),
    params jsonb not null,
    status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
    progress smallint not null default 0 check (progress between 0 and 100),
    file_name text, size_bytes integer, content bytea, error text,
    created_at timestamptz not null default now(),
    finished_at timestamptz,
    expires_at timestamptz not null,
    constraint report_exports_restaurant_id_id_key unique (restaurant_id, id))`,
    )
    .execute(db);
  await sql`create index report_exports_requester_idx on report_exports (restaurant_id, requested_by, created_at)`.execute(
    db,
  );
  await enableTenantRls(db, 'report_exports');
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists report_exports`.execute(db);
}
