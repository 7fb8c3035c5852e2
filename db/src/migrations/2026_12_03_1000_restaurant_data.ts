import { sql, type Kysely } from 'kysely';

/**
 * Issue 38, a restaurant's own data: the owner's full export (a zip of every tenant table and the
 * uploads) is one more kind of report export, and a deleted restaurant leaves one audit row that
 * outlives it. That row names the restaurant in `former_restaurant_id`, on purpose not
 * `restaurant_id`: the tenant tables are found by that column name, and this row must be neither
 * exported with a restaurant nor deleted with it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table report_exports drop constraint report_exports_kind_check,
    add constraint report_exports_kind_check check (kind in ('sales', 'product-mix', 'bills', 'restaurant-data'))`.execute(
    db,
  );
  await sql`alter table report_exports drop constraint report_exports_format_check,
    add constraint report_exports_format_check check (format in ('csv', 'xlsx', 'pdf', 'zip'))`.execute(db);
  await sql`create table deleted_restaurants (
    id uuid primary key default gen_random_uuid(),
    former_restaurant_id uuid not null unique,
    name text not null,
    owner_id uuid references users (id) on delete set null,
    deleted_by uuid references users (id) on delete set null,
    rows_deleted jsonb not null,
    files_deleted integer not null,
    deleted_at timestamptz not null default now())`.execute(db);
  await sql`create index deleted_restaurants_owner_idx on deleted_restaurants (owner_id, deleted_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists deleted_restaurants`.execute(db);
  await sql`delete from report_exports where kind = 'restaurant-data'`.execute(db);
  await sql`alter table report_exports drop constraint report_exports_kind_check,
    add constraint report_exports_kind_check check (kind in ('sales', 'product-mix', 'bills'))`.execute(db);
  await sql`alter table report_exports drop constraint report_exports_format_check,
    add constraint report_exports_format_check check (format in ('csv', 'xlsx', 'pdf'))`.execute(db);
}
