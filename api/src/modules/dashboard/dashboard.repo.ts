import type { TenantTx } from '@ros/db';

/** The open orders now. */
export async function openOrders(trx: TenantTx, restaurantId: string) {
  const row = await trx.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('restaurant_id', '=', restaurantId).where('status', '=', 'open').executeTakeFirstOrThrow();
  return Number(row.n);
}
