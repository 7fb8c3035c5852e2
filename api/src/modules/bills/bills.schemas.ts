import { z } from 'zod';

const ZDiscountInput = z.object({
  amount: z.number().int('Use minor units (whole cents)').min(0).optional(),
  percent: z.number().min(0).max(100).optional(),
});
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD');

export const ZCreateBillBody = z.object({
  discount: ZDiscountInput.optional(),
  serviceChargePercent: z.number().min(0).max(100).optional(),
  tip: z.number().int().min(0).optional(),
  customerId: z.string().uuid().nullish(),
  dueDate: day.nullish(),
  remarks: z.string().trim().max(1000).nullish(),
});
export type CreateBillBody = z.infer<typeof ZCreateBillBody>;

export const ZUpdateBillBody = ZCreateBillBody.extend({
  version: z.number().int().min(1),
  status: z.enum(['sent', 'draft']).optional(),
});
export type UpdateBillBody = z.infer<typeof ZUpdateBillBody>;

export const ZSplitBillBody = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('items'), parts: z.array(z.object({ itemIds: z.array(z.string().uuid()).min(1) })).min(2) }),
  z.object({ mode: z.literal('seats') }),
  z.object({ mode: z.literal('even'), n: z.number().int().min(2).max(50) }),
]);
export type SplitBillBody = z.infer<typeof ZSplitBillBody>;
