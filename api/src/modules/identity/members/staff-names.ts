import { sql } from 'kysely';
import type { RepoContext } from '../../../kernel/repo-context';

/**
 * Display names of staff for other modules' views (orders, tickets, receipts): the member's name
 * in this restaurant, else the user's full name or username.
 */
export async function staffNames(ctx: RepoContext, userIds: string[]): Promise<Map<string, string>> {
  const ids = [...new Set(userIds.filter(Boolean))];
  if (!ids.length) return new Map();
  return namesById(await selectStaffNames(ctx).where('u.id', 'in', ids).execute());
}

/** The users' display names as `staffNames` gives them, for the caller to narrow with `where` on `u.id` (a statement for a pipeline). */
export function selectStaffNames(ctx: RepoContext) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('users as u')
    .leftJoin('members as m', (j) => j.onRef('m.user_id', '=', 'u.id').on('m.restaurant_id', '=', restaurantId))
    .select(['u.id', sql<string>`coalesce(m.full_name, u.full_name, u.username)`.as('name')]);
}

/** `staffNames`' map from the rows of `selectStaffNames`. */
export const namesById = (rows: { id: string; name: string }[]) => new Map(rows.map((r) => [r.id, r.name]));
