import { z } from 'zod';

/** The most rows one page of any list may ask for. */
export const PAGE_CAP = 500;

/**
 * The one page query of every list (`?page=&perPage=`, pages from 1). A list that keeps a lower cap
 * than `PAGE_CAP` names it (`maxPerPage`); one that needs more fields extends it (`ZListQuery`).
 */
export function ZPageQuery(defaultPerPage = 10, maxPerPage = PAGE_CAP) {
  return z.object({
    page: z.coerce.number().int().min(1).default(1),
    perPage: z.coerce.number().int().min(1).max(Math.min(maxPerPage, PAGE_CAP)).default(defaultPerPage),
  });
}

/**
 * The list contract of docs/CONTRACTS.md (`?q=&page=&perPage=&sort=&sortColumn=`), shared by the
 * catalogue, floor and customer lists. `columns` are the sortable API column names.
 */
export function ZListQuery<const C extends readonly [string, ...string[]]>(columns: C, defaultPerPage = 10) {
  return ZPageQuery(defaultPerPage).extend({
    q: z.string().trim().max(200).optional(),
    sort: z.enum(['asc', 'desc']).default('asc'),
    sortColumn: z.enum(columns).default(columns[0]),
  });
}

/** A `true`/`false` query-string flag. */
export const ZQueryBool = z.enum(['true', 'false']).transform((v) => v === 'true');
