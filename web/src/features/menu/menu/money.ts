import type { Discount } from './menu.types';

export { formatMoney, parseMoney } from '../../../components/money';

/** The price after its discount: percent of the price if set, else the amount. */
export function discounted(price: number, discount: Discount | null | undefined): number {
  if (!discount) return price;
  if (discount.percent > 0) return Math.max(0, Math.round(price * (1 - discount.percent / 100)));
  return Math.max(0, price - (discount.amount ?? 0));
}
