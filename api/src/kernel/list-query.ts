import { sql, type Compilable, type SelectQueryBuilder } from 'kysely';
import { pipelined, settleAll, type TenantTx } from '@ros/db';

/** Offset paging from a parsed list query. */
export const pageOf = (q: { page: number; perPage: number }) => ({
  limit: q.perPage,
  offset: (q.page - 1) * q.perPage,
});

/** A `%q%` ILIKE pattern with the wildcards of `q` escaped. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of a list query and how many rows the whole list has: the page and a count over the
 * same filters, issued together (one round trip). The page can take its order from an index and
 * stops at its last row; a window count (`count(*) over ()`) made PostgreSQL build every row of
 * the list, wide columns included, before cutting the page — a year of events or bills on every
 * page. `query` is the filtered, ordered select of `trx`.
 */
export async function paged<DB, TB extends keyof DB, O>(
  trx: TenantTx,
  query: SelectQueryBuilder<DB, TB, O>,
  page: { page: number; perPage: number },
): Promise<{ rows: O[]; total: number }> {
  const { limit, offset } = pageOf(page);
  const db = await pipelined(trx);
  const [rows, count] = await settleAll([
    db.rows(query.limit(limit).offset(offset)),
    db.first(
      query
        .clearSelect()
        .clearOrderBy()
        .select(sql<string>`count(*)`.as('n')) as unknown as Compilable<{ n: string }>,
    ),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}
