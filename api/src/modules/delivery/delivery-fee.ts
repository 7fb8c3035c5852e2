import type { TenantTx } from '@ros/db';

/**
 * The fee a delivery order's bill carries (its zone's, set on its delivery record), with the zone's
 * name for the bill line; null for an order without a fee. A small query for the bills module.
 */
export async function deliveryFeeOf(trx: TenantTx, restaurantId: string, orderId: string) {
  const row = await trx.selectFrom('deliveries as d').leftJoin('delivery_zones as z', 'z.id', 'd.zone_id')
    .select(['d.id', 'd.fee', 'z.name as zone_name'])
    .where('d.restaurant_id', '=', restaurantId).where('d.order_id', '=', orderId).executeTakeFirst();
  return row && row.fee > 0 ? { deliveryId: row.id, fee: row.fee, zoneName: row.zone_name } : null;
}
