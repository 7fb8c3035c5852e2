import { sql, type Compilable, type SelectQueryBuilder } from 'kysely';
import { z } from 'zod';
import { pipelined, settleAll, type TenantTx } from '@ros/db';

/**
 * The list contract of docs/CONTRACTS.md (`?q=&page=&perPage=&sort=&sortColumn=`), shared by the
 * catalogue, floor and customer lists. `columns` are the sortable API column names.
 */
export function ZListQuery<const C extends readonly [string, ...string[]]>(columns: C, defaultPerPage = 10) {
  return z.object({
    q: z.string().trim().max(200).optional(),
    page: z.coerce.number().int().min(1).default(1),
    perPage: z.coerce.number().int().min(1).max(500).default(defaultPerPage),
    sort: z.enum(['asc', 'desc']).default('asc'),
    sortColumn: z.enum(columns).default(columns[0]),
  });
}

/** A `true`/`false` query-string flag. */
export const ZQueryBool = z.enum(['true', 'false']).transform((v) => v === 'true');

/** Offset paging from a parsed list query. */
export const pageOf = (q: { page: number; perPage: number }) => ({ limit: q.perPage, offset: (q.page - 1) * q.perPage });

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
    db.first(query.clearSelect().clearOrderBy().select(sql<string>`count(*)`.as('n')) as unknown as Compilable<{ n: string }>),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}
