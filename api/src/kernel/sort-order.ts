import type { TenantTx } from '@ros/db';

/** The sort position after the last of a restaurant's spaces, menus or stations (new ones go last). */
export async function nextSortOrder(
  trx: TenantTx,
  table: 'spaces' | 'menus' | 'stations',
  restaurantId: string,
): Promise<number> {
  const r = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.max<number | null>('sort_order').as('m'))
    .where('restaurant_id', '=', restaurantId)
    .executeTakeFirst();
  return r?.m == null ? 0 : Number(r.m) + 1;
}
