import type { Insertable, Updateable } from 'kysely';
import type { Stations, TenantTx } from '@ros/db';
import { likePattern, paged } from '../../../kernel/list-query';
import type { StationListQuery } from '@ros/shared-events';
import type { RepoContext } from '../../../kernel/repo-context';

const SORT = { sortOrder: 'sort_order', name: 'name' } as const;

export async function listStations(ctx: RepoContext, query: StationListQuery) {
  const { trx, restaurantId } = ctx;
  let q = trx.selectFrom('stations').where('restaurant_id', '=', restaurantId);
  if (query.q) q = q.where('name', 'ilike', likePattern(query.q));
  return paged(trx, q.selectAll().orderBy(SORT[query.sortColumn], query.sort).orderBy('id'), query);
}

export function findStation(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('stations')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findDefaultStation(ctx: RepoContext) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('stations')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('is_default', '=', true)
    .executeTakeFirst();
}

export function insertStation(trx: TenantTx, values: Insertable<Stations>) {
  return trx.insertInto('stations').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateStation(ctx: RepoContext, id: string, values: Updateable<Stations>) {
  const { trx, restaurantId } = ctx;
  return trx
    .updateTable('stations')
    .set({ ...values, updated_at: new Date() })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Clears the default flag so another station can take it (one default per restaurant). */
export function clearDefault(ctx: RepoContext) {
  const { trx, restaurantId } = ctx;
  return trx
    .updateTable('stations')
    .set({ is_default: false })
    .where('restaurant_id', '=', restaurantId)
    .where('is_default', '=', true)
    .execute();
}

export function deleteStation(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return trx.deleteFrom('stations').where('restaurant_id', '=', restaurantId).where('id', '=', id).executeTakeFirst();
}
