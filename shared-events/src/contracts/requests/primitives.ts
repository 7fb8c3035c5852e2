import { z } from 'zod';

/**
 * The number schemas every request body uses, with bounds that match the columns behind them, so
 * an out-of-range number is a 400 naming its field rather than a database error.
 *
 * Money is integer minor units (cents) in bigint columns. One amount may be at most 10^10 (100
 * million in a two-decimal currency); a total computed from such amounts (price × quantity × items,
 * charges, tip) is checked against `MAX_TOTAL`, which keeps every sum exact in a JS number (< 2^53).
 */

/** The largest single amount a request may carry, in minor units (100,000,000.00). */
export const MAX_MONEY = 100_000_000_00;
/** The largest total (bill, order) the app computes and stores; far inside 2^53, so sums stay exact. */
export const MAX_TOTAL = 1_000_000_000_000_000;
/** The largest quantity of one line. */
export const MAX_QUANTITY = 9999;
/** What a 32-bit integer column holds (sort orders, versions, counters). */
export const INT32_MAX = 2_147_483_647;

export const WHOLE_CENTS = 'Use minor units (whole cents)';
const TOO_LARGE = `The amount cannot be more than ${MAX_MONEY} minor units.`;

interface MoneyOptions {
  /** The smallest amount allowed (0 by default; 1 for amounts that must be positive). */
  min?: number;
  /** Message when the value is missing or not a number. */
  required?: string;
}

/** An amount in minor units, `min`..`MAX_MONEY`. */
export function money({ min = 0, required }: MoneyOptions = {}) {
  const base = required ? z.number({ error: required }) : z.number();
  return base
    .int(WHOLE_CENTS)
    .min(min, min > 0 ? 'The amount must be positive.' : 'The amount cannot be negative.')
    .max(MAX_MONEY, TOO_LARGE);
}

/** A non-negative amount in minor units (price, fee, float, tip, salary). */
export const ZMoney = money();

/** A signed amount in minor units (a modifier's price change), −`MAX_MONEY`..`MAX_MONEY`. */
export const ZSignedMoney = z
  .number()
  .int(WHOLE_CENTS)
  .min(-MAX_MONEY, `The amount cannot be less than -${MAX_MONEY} minor units.`)
  .max(MAX_MONEY, TOO_LARGE);

/** How many of one line: a whole number 1..9999. */
export const ZQuantity = z
  .number()
  .int('Quantity must be a whole number.')
  .min(1, 'Quantity must be at least 1.')
  .max(MAX_QUANTITY, `Quantity cannot be more than ${MAX_QUANTITY}.`);

/** A percentage 0..100 (stored as basis points, so at most 10,000). */
export const ZPercent = z.number().min(0, 'Must be between 0 and 100.').max(100, 'Must be between 0 and 100.');

/** A time of day, `HH:MM` (00:00–23:59). */
export const ZClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM.');

/** A discount as the API shows it: a fixed amount in minor units and/or a percent. */
export const ZDiscount = z.object({
  amount: ZMoney.default(0),
  percent: ZPercent.default(0),
});
