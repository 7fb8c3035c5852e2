import type { Pipeline, TenantTx } from '@ros/db';

/** The open orders now. */
export async function openOrders(trx: TenantTx, db: Pipeline, restaurantId: string) {
  const row = await db.first(
    trx
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('restaurant_id', '=', restaurantId)
      .where('status', '=', 'open'),
  );
  return Number(row!.n);
}
