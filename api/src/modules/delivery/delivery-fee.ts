import type { TenantTx } from '@ros/db';

/**
 * The delivery record of an order with its zone's name, for the fee its bill carries (a small
 * query for the bills module, a statement for a pipeline; read it with `deliveryFeeFrom`).
 */
export function selectDeliveryFee(trx: TenantTx, restaurantId: string, orderId: string) {
  return trx.selectFrom('deliveries as d').leftJoin('delivery_zones as z', 'z.id', 'd.zone_id')
    .select(['d.id', 'd.fee', 'z.name as zone_name'])
    .where('d.restaurant_id', '=', restaurantId).where('d.order_id', '=', orderId);
}

/** The fee a delivery order's bill carries, from `selectDeliveryFee`'s row; null for an order without a fee. */
export function deliveryFeeFrom(row: { id: string; fee: number; zone_name: string | null } | undefined) {
  return row && row.fee > 0 ? { deliveryId: row.id, fee: row.fee, zoneName: row.zone_name } : null;
}
