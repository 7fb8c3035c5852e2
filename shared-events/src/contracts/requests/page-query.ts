import { z } from 'zod';

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

