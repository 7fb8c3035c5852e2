/** The notes and coins of a currency, in minor units, largest first (the count sheet's rows). */
const BY_CURRENCY: Record<string, readonly number[]> = {
  USD: [10000, 5000, 2000, 1000, 500, 100, 25, 10, 5, 1],
  CAD: [10000, 5000, 2000, 1000, 500, 200, 100, 25, 10, 5],
  GBP: [5000, 2000, 1000, 500, 200, 100, 50, 20, 10, 5, 2, 1],
};
const DEFAULT = [20000, 10000, 5000, 2000, 1000, 500, 200, 100, 50, 20, 10, 5, 2, 1];

export const denominationsOf = (currency: string | null | undefined): readonly number[] =>
  BY_CURRENCY[currency ?? ''] ?? DEFAULT;

/** The cash a count sheet adds up to: Σ denomination × pieces. */
export const countedTotal = (pieces: Record<number, number>): number =>
  Object.entries(pieces).reduce((sum, [value, n]) => sum + Number(value) * (Number.isFinite(n) ? n : 0), 0);
