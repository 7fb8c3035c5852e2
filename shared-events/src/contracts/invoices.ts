import { z } from 'zod';
import { ZBill } from './bills';
import { ZPage } from './common';

/** Reply shapes of the invoices operations (see common.ts). */

export const ZInvoicePage = ZPage(ZBill);

export const ZIncomeTotals = z.object({
  bills: z.number(),
  subtotal: z.number(),
  discount: z.number(),
  serviceCharge: z.number(),
  tax: z.number(),
  tip: z.number(),
  grandTotal: z.number(),
  byMethod: z.record(z.string(), z.number()),
});

export const ZIncome = z.object({
  data: z.array(ZBill),
  total: z.number(),
  totals: ZIncomeTotals,
});
export type Income = z.infer<typeof ZIncome>;
