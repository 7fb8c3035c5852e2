import { z } from 'zod';
import { ZListQuery } from './page-query';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD');

export const ZInvoiceListQuery = ZListQuery([
  'createdAt',
  'billNo',
  'grandTotal',
  'status',
  'customer',
] as const).extend({
  sort: z.enum(['asc', 'desc']).default('desc'),
  status: z.enum(['draft', 'sent', 'downloaded', 'partial_payment', 'paid', 'past_due', 'split', 'void']).optional(),
  from: day.optional(),
  to: day.optional(),
});
export type InvoiceListQuery = z.infer<typeof ZInvoiceListQuery>;

export const ZIncomeQuery = ZListQuery(['paidAt', 'billNo', 'grandTotal'] as const).extend({
  sort: z.enum(['asc', 'desc']).default('desc'),
  from: day.optional(),
  to: day.optional(),
  method: z.enum(['cash', 'card', 'wallet', 'other']).optional(),
});
export type IncomeQuery = z.infer<typeof ZIncomeQuery>;
