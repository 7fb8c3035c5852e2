import { z } from 'zod';
import { defineEvent } from './define';

const id = z.string().uuid();

/** The bill after the payment (the full bill travels; unknown keys pass through). */
const ZBillSnapshot = z.looseObject({ id, billNo: z.number().int(), status: z.string(), version: z.number().int() });

/** A payment or refund row. */
const ZPaymentSnapshot = z.looseObject({
  id,
  billId: id,
  kind: z.enum(['payment', 'refund']),
  method: z.enum(['cash', 'card', 'wallet', 'other']),
  amount: z.number().int(),
  status: z.enum(['completed', 'voided']),
});

const ZPaymentAndBill = z.object({ payment: ZPaymentSnapshot, bill: ZBillSnapshot });

/** Amounts read as decimals ("12.50"); the method picks the sentence's variant. */
const payment = (p: { payment: { method: string; amount: number }; bill: { billNo: number } }) => ({
  context: p.payment.method,
  values: { no: p.bill.billNo, amount: (p.payment.amount / 100).toFixed(2) },
});
const options = { read: 'payments', describe: payment } as const;

/** A payment was taken on a bill (partial or full). */
export const paymentRecorded = defineEvent('payment.recorded', ZPaymentAndBill, options);
/** Money was given back; `payment` is the refund row. */
export const paymentRefunded = defineEvent('payment.refunded', ZPaymentAndBill, options);
/** A payment was voided (taken by mistake). */
export const paymentVoided = defineEvent('payment.voided', ZPaymentAndBill, options);
