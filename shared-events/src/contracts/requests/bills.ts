import { z } from 'zod';
import { INT32_MAX, ZMoney, ZPercent } from './primitives';
import { ZManagerOverride } from './common';

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
  z.object({
    mode: z.literal('items'),
    parts: z.array(z.object({ itemIds: z.array(z.string().uuid()).min(1) })).min(2),
  }),
  z.object({ mode: z.literal('seats') }),
  z.object({ mode: z.literal('even'), n: z.number().int().min(2).max(50) }),
]);
export type SplitBillBody = z.infer<typeof ZSplitBillBody>;

/** Gives a bill away in full (a comp, or a staff meal): a reason always; a manager's override for a role without discounts or voids. */
export const ZCompBillBody = z.object({
  version: z.number().int().min(1).max(INT32_MAX),
  kind: z.enum(['comp', 'staff_meal'], { error: 'Choose a comp or a staff meal.' }),
  reason: z.string().trim().min(1, 'A reason is required.').max(500),
  override: ZManagerOverride.optional(),
});
export type CompBillBody = z.infer<typeof ZCompBillBody>;
