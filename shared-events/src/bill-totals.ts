import { z } from 'zod';

/** Bill totals in minor units, as `computeBillTotals` gives them (a bill's, and a guest's order priced as its bill will be). */
export const ZBillTotals = z.object({
  subtotal: z.number().int(),
  discount: z.number().int(),
  serviceCharge: z.number().int(),
  tax: z.number().int(),
  tip: z.number().int(),
  rounding: z.number().int(),
  grandTotal: z.number().int(),
});
