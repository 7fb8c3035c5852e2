import { z } from 'zod';
import { ZMoney, ZPercent } from './primitives';

/** Percent (12.5) ⇄ basis points (1250), the database's integer form. */
export const toBp = (percent: number) => Math.round(percent * 100);
export const fromBp = (bp: number) => bp / 100;

/** A discount as the API shows it: a fixed amount in minor units and/or a percent. */
export const ZDiscount = z.object({
  amount: ZMoney.default(0),
  percent: ZPercent.default(0),
});
