import { sql, type Kysely } from 'kysely';

/**
 * Row-level security helpers used by migrations. Frozen like the migrations themselves: a new
 * policy shape gets a new helper, this one never changes.
 */
export const TENANT_ROLE = 'ros_tenant';

/** Creates the non-owner role tenant transactions switch to, so RLS applies to them. */
export async function ensureTenantRole(db: Kysely<any>): Promise<void> {
  await sql`
    do $$ begin
      create role ros_tenant nologin;
    exception when duplicate_object or unique_violation then null;
    end $$`.execute(db);
  await sql`grant usage on schema public to ros_tenant`.execute(db);
  await sql`alter default privileges in schema public grant select, insert, update, delete on tables to ros_tenant`.execute(
    db,
  );
  await sql`alter default privileges in schema public grant usage, select on sequences to ros_tenant`.execute(db);
}

/** Turns on RLS for a tenant table: rows are visible only when `app.restaurant_id` matches. */
export async function enableTenantRls(db: Kysely<any>, table: string, column = 'restaurant_id'): Promise<void> {
  await sql`alter table ${sql.table(table)} enable row level security`.execute(db);
  await sql`
    create policy tenant_isolation on ${sql.table(table)}
    using (${sql.ref(column)} = nullif(current_setting('app.restaurant_id', true), '')::uuid)
    with check (${sql.ref(column)} = nullif(current_setting('app.restaurant_id', true), '')::uuid)`.execute(db);
  await sql`grant select, insert, update, delete on ${sql.table(table)} to ros_tenant`.execute(db);
}
