import type { RepoContext } from '../../../kernel/repo-context';

/** A delivery zone's price rule (minor units); `freeOver` null = the fee is always charged. */
export interface ZoneRule {
  name: string;
  fee: number;
  minimumOrder: number;
  freeOver: number | null;
}

/** What a delivery costs for an order's dishes: the fee charged, and the zone's minimum when the dishes are below it. */
export interface DeliveryPrice {
  fee: number;
  belowMinimum: number | null;
}

/**
 * The one delivery price rule, for every channel (the POS, the guest's page, the driver's cash to
 * collect): the zone's fee unless the dishes reach its free-over threshold; the zone's minimum is
 * reported when the dishes are below it (a guest is refused, the staff are warned).
 */
export function deliveryPrice(zone: ZoneRule | null, itemsTotal: number): DeliveryPrice {
  if (!zone) return { fee: 0, belowMinimum: null };
  const isFree = zone.freeOver !== null && itemsTotal >= zone.freeOver;
  return { fee: isFree ? 0 : zone.fee, belowMinimum: itemsTotal < zone.minimumOrder ? zone.minimumOrder : null };
}

/** The guest's refusal (and the staff's warning) for an order below a zone's minimum. */
export const belowMinimumMessage = (zoneName: string, minimum: number) =>
  `The minimum order for delivery to ${zoneName} is ${(minimum / 100).toFixed(2)}.`;

/**
 * The delivery record of an order with its zone's rule, for the fee its bill carries (a small
 * query for the bills module, a statement for a pipeline; read it with `deliveryFeeFrom`).
 */
export function selectDeliveryFee(ctx: RepoContext, orderId: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('deliveries as d')
    .leftJoin('delivery_zones as z', 'z.id', 'd.zone_id')
    .select(['d.id', 'd.fee', 'z.name as zone_name', 'z.minimum_order', 'z.free_over'])
    .where('d.restaurant_id', '=', restaurantId)
    .where('d.order_id', '=', orderId);
}

type FeeRow = {
  id: string;
  fee: number;
  zone_name: string | null;
  minimum_order: number | null;
  free_over: number | null;
};

/** The zone rule of a delivery record: the fee it was given, the zone's minimum and free-over threshold. */
export const zoneRuleOf = (row: Omit<FeeRow, 'id'>): ZoneRule => ({
  name: row.zone_name ?? '',
  fee: row.fee,
  minimumOrder: row.minimum_order ?? 0,
  freeOver: row.free_over,
});

/** The fee a delivery order's bill carries for these dishes, from `selectDeliveryFee`'s row; null for an order without a fee. */
export function deliveryFeeFrom(row: FeeRow | undefined, itemsTotal: number) {
  if (!row) return null;
  const { fee } = deliveryPrice(zoneRuleOf(row), itemsTotal);
  return fee > 0 ? { deliveryId: row.id, fee, zoneName: row.zone_name } : null;
}
