import { sql } from 'kysely';
import type { TenantTable } from '@ros/db';
import type { RepoContext } from '../../../kernel/repo-context';

/** Rows read per statement: each batch is its own short transaction (PGlite's one connection stays free between them). */
export const ROW_BATCH = 500;

/** One row as the export writes it (`to_jsonb`: timestamps ISO, numbers numbers) and its key, to go on after it. */
interface ExportedRow {
  row: Record<string, unknown>;
  key: string[];
}

/** The `restaurants` row itself, as a table of one row whose key is `id`. */
export const RESTAURANTS_TABLE: TenantTable = {
  name: 'restaurants',
  columns: [],
  key: [{ column: 'id', type: 'uuid' }],
};

/** A table without a primary key is paged by its row position. */
const keyOf = (table: TenantTable) => (table.key.length ? table.key : [{ column: 'ctid', type: 'tid' }]);

/**
 * The next batch of the restaurant's rows of `table` in key order, after the key `after` (none: from
 * the start), without the columns `leftOut`. Filtered by the restaurant here, and by row-level
 * security under it.
 */
export async function rowBatch(
  ctx: RepoContext,
  table: TenantTable,
  leftOut: string[],
  after: string[] | null,
  limit = ROW_BATCH,
): Promise<ExportedRow[]> {
  const key = keyOf(table);
  const keyColumns = sql.join(key.map((k) => sql`t.${sql.id(k.column)}`));
  const owner = table.name === RESTAURANTS_TABLE.name ? sql`t.id` : sql`t.restaurant_id`;
  const from = after
    ? sql`and (${keyColumns}) > (${sql.join(after.map((v, i) => sql`cast(${v} as ${sql.raw(key[i]!.type)})`))})`
    : sql``;
  const { rows } = await sql<ExportedRow>`
    select to_jsonb(t) - array[${sql.join(leftOut.length ? leftOut : [''])}]::text[] as row,
      json_build_array(${sql.join(key.map((k) => sql`t.${sql.id(k.column)}::text`))}) as key
    from ${sql.table(table.name)} t
    where ${owner} = ${ctx.restaurantId} ${from}
    order by ${keyColumns}
    limit ${limit}`.execute(ctx.trx);
  return rows;
}
