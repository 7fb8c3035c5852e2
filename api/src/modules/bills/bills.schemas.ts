import { z } from 'zod';
import { INT32_MAX, ZMoney, ZPercent } from '../../http/primitives';

const ZDiscountInput = z.object({
  amount: ZMoney.optional(),
  percent: ZPercent.optional(),
});
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD');

export const ZCreateBillBody = z.object({
  discount: ZDiscountInput.optional(),
  serviceChargePercent: ZPercent.optional(),
  tip: ZMoney.optional(),
  customerId: z.string().uuid().nullish(),
  dueDate: day.nullish(),
  remarks: z.string().trim().max(1000).nullish(),
});
export type CreateBillBody = z.infer<typeof ZCreateBillBody>;

export const ZUpdateBillBody = ZCreateBillBody.extend({
  version: z.number().int().min(1).max(INT32_MAX),
  status: z.enum(['sent', 'draft']).optional(),
});
export type UpdateBillBody = z.infer<typeof ZUpdateBillBody>;

export const ZSplitBillBody = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('items'), parts: z.array(z.object({ itemIds: z.array(z.string().uuid()).min(1) })).min(2) }),
  z.object({ mode: z.literal('seats') }),
  z.object({ mode: z.literal('even'), n: z.number().int().min(2).max(50) }),
]);
export type SplitBillBody = z.infer<typeof ZSplitBillBody>;
