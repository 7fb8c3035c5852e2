import { z } from 'zod';
import { money, ZMoney } from './primitives';
import { ZManagerOverride } from './common';

export const PAYMENT_METHODS = ['cash', 'card', 'wallet', 'other'] as const;

/** The terminal's cash drawer (its name, as the drawer was opened): where its cash goes. */
const ZDrawerName = z.string().trim().min(1, 'Name the cash drawer.').max(60, 'At most 60 characters.');

export const ZRecordPaymentBody = z.object({
  method: z.enum(PAYMENT_METHODS, { error: 'Choose cash, card, wallet or other.' }),
  amount: money({ min: 1 }),
  tendered: ZMoney.optional(),
  reference: z.string().trim().max(200).nullish(),
  drawer: ZDrawerName.optional(),
});
export type RecordPaymentBody = z.infer<typeof ZRecordPaymentBody>;

export const ZRefundBody = z.object({
  amount: money({ min: 1 }).optional(),
  reason: z.string().trim().min(1, 'A reason is required.').max(500),
  drawer: ZDrawerName.optional(),
  /** A manager's approval, for a member without `payments.refund`. */
  override: ZManagerOverride.optional(),
});
export type RefundBody = z.infer<typeof ZRefundBody>;
export const ZVoidPaymentBody = z.object({
  reason: z.string().trim().min(1, 'A reason is required.').max(500),
  override: ZManagerOverride.optional(),
});
export type VoidPaymentBody = z.infer<typeof ZVoidPaymentBody>;
