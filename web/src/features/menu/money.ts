import type { Discount } from './menu.types';

/** Minor units (cents) → "12.50". */
export const formatMoney = (minor: number): string => (minor / 100).toFixed(2);

/** "12.5" → 1250; NaN for text that is not a number. */
export const parseMoney = (text: string): number => Math.round(Number.parseFloat(text.replace(',', '.')) * 100);

/** The price after its discount: percent of the price if set, else the amount. */
export function discounted(price: number, discount: Discount | null | undefined): number {
  if (!discount) return price;
  if (discount.percent > 0) return Math.max(0, Math.round(price * (1 - discount.percent / 100)));
  return Math.max(0, price - (discount.amount ?? 0));
}
