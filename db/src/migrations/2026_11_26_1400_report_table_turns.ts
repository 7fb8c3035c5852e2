import { sql, type Kysely } from 'kysely';

/**
 * Issue 15: table turn times join the daily dimensions (`table_turn`: per table, seconds from an
 * order's placing to its bill's payment, and the number of turns).
 */
const DIMS = ['dish', 'category', 'method', 'staff', 'order_type', 'station_ready', 'station_bumped'];

const allow = (dims: string[]) =>
  sql.raw(`alter table report_daily_dims drop constraint report_daily_dims_dim_check,
    add constraint report_daily_dims_dim_check check (dim in (${dims.map((d) => `'${d}'`).join(', ')}))`);

export async function up(db: Kysely<any>): Promise<void> {
  await allow([...DIMS, 'table_turn']).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from report_daily_dims where dim = 'table_turn'`.execute(db);
  await allow(DIMS).execute(db);
}
