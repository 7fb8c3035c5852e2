import { sql, type Kysely } from 'kysely';

/**
 * An online guest order's track link is no longer kept: `track_path` held the guest's order token in
 * the clear (whoever reads the table could open and act on every order). The token is derived again
 * from the order's Idempotency-Key and the api's secret when a message needs it ("ready for
 * pickup"), and the database keeps only its hash (`token_hash`). Down adds the column back empty:
 * the paths dropped are not restored.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table guest_orders drop column if exists track_path`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table guest_orders add column if not exists track_path text`.execute(db);
}
