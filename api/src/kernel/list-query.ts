import { sql, type Compilable, type Kysely, type SelectQueryBuilder } from 'kysely';
import { pipelined, settleAll, type TenantTx } from '@ros/db';

/** Offset paging from a parsed list query. */
export const pageOf = (q: { page: number; perPage: number }) => ({
  limit: q.perPage,
  offset: (q.page - 1) * q.perPage,
});

/** A `%q%` ILIKE pattern with the wildcards of `q` escaped. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Rows a list of history (bills, orders, events, movements) counts past the start of its page
 * before it stops: the reply then says `capped` ("1,000+"). An exact count read every row the
 * filters let through, so the page slowed as the year filled; a capped count reads at most this many
 * more, whatever the table holds. See docs/decisions/2026-12-03-year-of-history.md.
 */
export const COUNT_CAP = 1000;

/**
 * One page of a list query and how many rows the whole list has: the page and a count over the
 * same filters, issued together (one round trip). The page can take its order from an index and
 * stops at its last row; a window count (`count(*) over ()`) made PostgreSQL build every row of
 * the list, wide columns included, before cutting the page — a year of events or bills on every
 * page. `query` is the filtered, ordered select of `trx`.
 *
 * With `cap` (lists of history: `COUNT_CAP`), the count stops `cap` rows past the page's start, in
 * the page's order: `total` is then at most `offset + cap` and `capped` says there are more. Each
 * next page counts on from its own start, so paging on never hits a wall.
 */
export async function paged<DB, TB extends keyof DB, O>(
  trx: TenantTx,
  query: SelectQueryBuilder<DB, TB, O>,
  page: { page: number; perPage: number },
  options: { cap?: number } = {},
): Promise<{ rows: O[]; total: number; capped: boolean }> {
  const { limit, offset } = pageOf(page);
  const db = await pipelined(trx);
  const stop = options.cap === undefined ? null : offset + options.cap;
  // A capped count reads the page's own query from its first row (PostgreSQL drops the columns
  // nobody reads), so it walks the index the page walks, in its order: without the order it may
  // scan the table from its start, through other restaurants' rows, to find a restaurant's first 1,001.
  const count =
    stop === null
      ? (query
          .clearSelect()
          .clearOrderBy()
          .select(sql<string>`count(*)`.as('n')) as unknown as CountQuery)
      : (trx as unknown as Kysely<Record<string, never>>)
          .selectFrom((query.limit(stop + 1) as unknown as AliasableQuery).as('c'))
          .select(sql<string>`count(*)`.as('n'));
  const [rows, n] = await settleAll([db.rows(query.limit(limit).offset(offset)), db.first(count)]);
  const total = Number(n?.n ?? 0);
  return stop !== null && total > stop ? { rows, total: stop, capped: true } : { rows, total, capped: false };
}
type AliasableQuery = SelectQueryBuilder<Record<string, never>, never, object>;
type CountQuery = Compilable<{ n: string }>;
