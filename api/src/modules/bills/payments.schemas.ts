import { z } from 'zod';

export const PAYMENT_METHODS = ['cash', 'card', 'wallet', 'other'] as const;

export const ZRecordPaymentBody = z.object({
  method: z.enum(PAYMENT_METHODS, { error: 'Choose cash, card, wallet or other.' }),
  amount: z.number().int('Use minor units (whole cents)').min(1, 'The amount must be positive.'),
  tendered: z.number().int().min(0).optional(),
  reference: z.string().trim().max(200).nullish(),
});
export type RecordPaymentBody = z.infer<typeof ZRecordPaymentBody>;

export const ZRefundBody = z.object({
  amount: z.number().int().min(1).optional(),
  reason: z.string().trim().min(1, 'A reason is required.').max(500),
});
export const ZVoidPaymentBody = z.object({ reason: z.string().trim().min(1, 'A reason is required.').max(500) });
