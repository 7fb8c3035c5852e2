import type { BillTotals } from '@ros/shared-events';
import { assertTotalInRange, MAX_TOTAL } from '../../../kernel/primitives';

/** What a bill's totals are computed from (minor units; percentages in basis points, 1000 = 10 %). */
export interface BillTotalsInput {
  /** Σ rate × qty of the bill's lines (voided and cancelled items already left out). */
  subtotal: number;
  /** A percent (`bp`) wins over a fixed `amount`; the discount never exceeds the subtotal. */
  discount?: { amount?: number; bp?: number };
  serviceChargeBp?: number;
  /** The part of `subtotal` that is fees (a delivery fee): no service charge is taken on it. */
  fees?: number;
  taxBp?: number;
  /** Prices include tax: the tax is extracted (shown) rather than added. */
  taxInclusive?: boolean;
  tip?: number;
  /** Round the grand total to the nearest multiple (e.g. 5); 0 or 1 = no rounding. */
  roundingUnit?: number;
}

export type { BillTotals };

/** ⌊a / b⌋ for BigInts (BigInt division truncates toward zero). */
function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

/** round(a × num / den), half up, exact in integers: in BigInt, since a × num may pass 2^53. */
export function mulDiv(a: number, num: number, den: number): number {
  return Number(floorDiv(2n * BigInt(a) * BigInt(num) + BigInt(den), 2n * BigInt(den)));
}

/**
 * The one place a bill's money is computed. Order of operations:
 *  1. subtotal (Σ rate × qty)
 *  2. discount: percent of the subtotal if a percent is set, else the amount (capped at the subtotal)
 *  3. service charge: percent of the discounted subtotal less its fees (never on a delivery fee)
 *  4. tax on (discounted subtotal + service charge): exclusive adds it; inclusive extracts it
 *     (amount − amount / (1 + rate)) and does not add it
 *  5. tip is added
 *  6. rounding: the total goes to the nearest multiple of `roundingUnit` (half up); the
 *     difference is the `rounding` line (may be negative)
 * Every percentage step rounds half up to the minor unit. A subtotal or grand total above
 * `MAX_TOTAL` is refused (422 naming `items`, or `tip` when the tip pushed it over).
 */
export function computeBillTotals(input: BillTotalsInput): BillTotals {
  assertTotalInRange(input.subtotal, 'items', 'The bill subtotal');
  const subtotal = Math.max(0, Math.round(input.subtotal));
  const bp = input.discount?.bp ?? 0;
  const discount =
    bp > 0
      ? Math.min(subtotal, mulDiv(subtotal, bp, 10_000))
      : Math.min(subtotal, Math.max(0, input.discount?.amount ?? 0));
  const discounted = subtotal - discount;
  const serviceCharge = mulDiv(
    Math.max(0, discounted - Math.max(0, input.fees ?? 0)),
    input.serviceChargeBp ?? 0,
    10_000,
  );
  const taxable = discounted + serviceCharge;
  const taxBp = input.taxBp ?? 0;
  const tax = input.taxInclusive ? taxable - mulDiv(taxable, 10_000, 10_000 + taxBp) : mulDiv(taxable, taxBp, 10_000);
  const tip = Math.max(0, input.tip ?? 0);
  const total = taxable + (input.taxInclusive ? 0 : tax) + tip;
  const unit = input.roundingUnit ?? 0;
  const rounding = unit > 1 ? mulDiv(total, 1, unit) * unit - total : 0;
  assertTotalInRange(total + rounding, total - tip <= MAX_TOTAL && tip > 0 ? 'tip' : 'items', 'The bill total');
  return { subtotal, discount, serviceCharge, tax, tip, rounding, grandTotal: total + rounding };
}

/** Splits `total` into `n` integer parts that sum exactly; the remainder goes to the first parts. */
export function splitEvenly(total: number, n: number): number[] {
  const base = Math.floor(total / n);
  const rest = total - base * n;
  return Array.from({ length: n }, (_, i) => base + (i < rest ? 1 : 0));
}

/**
 * Shares `total` in proportion to `weights` (integers summing exactly; remainder to the largest
 * remainders, then first). In BigInt: total × weight may pass 2^53.
 */
export function splitProportionally(total: number, weights: number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (sum === 0) return splitEvenly(total, weights.length);
  const bigSum = BigInt(sum);
  const scaled = weights.map((w) => BigInt(total) * BigInt(w));
  const floors = scaled.map((x) => floorDiv(x, bigSum));
  const parts = floors.map(Number);
  let rest = total - parts.reduce((s, p) => s + p, 0);
  const remainders = scaled.map((x, i) => x - floors[i]! * bigSum);
  const order = remainders
    .map((r, i) => [r, i] as const)
    .sort((a, b) => (a[0] === b[0] ? a[1] - b[1] : a[0] > b[0] ? -1 : 1));
  for (const [, i] of order) {
    if (rest-- <= 0) break;
    parts[i]! += 1;
  }
  return parts;
}
