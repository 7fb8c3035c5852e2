import { sql, type Compilable, type SelectQueryBuilder } from 'kysely';
import { z } from 'zod';
import { pipelined, settleAll, type TenantTx } from '@ros/db';
import { forbidden } from './errors';
import { noteCheck } from './permission-checks';
import { ZMoney, ZPercent } from './primitives';
import type { TenantContext } from './tenant';
import type { PermissionKey } from '@ros/shared-events';

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

/** Names of the keys present in a PATCH body (for `*.updated` events). */
export const changedKeys = (patch: Record<string, unknown>) => Object.keys(patch).filter((k) => patch[k] !== undefined);

/** Throws 403 unless the member may `action` at least one of `keys`. */
export function authorizeAny(ctx: TenantContext, action: 'view' | 'edit', keys: PermissionKey[]): void {
  noteCheck(ctx, action, keys);
  if (!keys.some((k) => ctx.can(action, k))) throw forbidden();
}

/** Percent (12.5) ⇄ basis points (1250), the database's integer form. */
export const toBp = (percent: number) => Math.round(percent * 100);
export const fromBp = (bp: number) => bp / 100;

/** A discount as the API shows it: a fixed amount in minor units and/or a percent. */
export const ZDiscount = z.object({
  amount: ZMoney.default(0),
  percent: ZPercent.default(0),
});

/** jsonb values: one helper for the whole codebase. */
export { jsonb } from '@ros/db';

/** The sort position after the last of a restaurant's spaces, menus or stations (new ones go last). */
export async function nextSortOrder(trx: TenantTx, table: 'spaces' | 'menus' | 'stations', restaurantId: string): Promise<number> {
  const r = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.max<number | null>('sort_order').as('m'))
    .where('restaurant_id', '=', restaurantId)
    .executeTakeFirst();
  return r?.m == null ? 0 : Number(r.m) + 1;
}

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
