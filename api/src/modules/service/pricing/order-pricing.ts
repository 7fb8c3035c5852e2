import type { PosSettings } from '../../identity/restaurants';
import { computeBillTotals, type BillTotals } from './compute-bill-totals';

export type OrderType = 'dine_in' | 'takeaway' | 'delivery';

/** The service charge (basis points) an order of this type takes: the restaurant's rate on the types it chose (default dine-in only). */
export const serviceChargeBpFor = (settings: PosSettings, orderType: string): number =>
  settings.serviceChargeOrderTypes.includes(orderType as OrderType) ? settings.serviceChargeBp : 0;

/**
 * The one price of an order before its bill exists, for every channel (the guest's quote and order,
 * the driver's cash to collect): its dishes and delivery fee with the service charge of its type
 * (never on the fee), tax and rounding, exactly as its bill will compute them.
 */
export function priceOrder(settings: PosSettings, orderType: string, itemsTotal: number, deliveryFee = 0): BillTotals {
  return computeBillTotals({
    subtotal: itemsTotal + deliveryFee,
    fees: deliveryFee,
    serviceChargeBp: serviceChargeBpFor(settings, orderType),
    taxBp: settings.taxBp,
    taxInclusive: settings.taxInclusive,
    roundingUnit: settings.bills.roundingUnit,
  });
}
