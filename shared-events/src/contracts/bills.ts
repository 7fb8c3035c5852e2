import { z } from 'zod';
import { ZPage, ZPersonRef } from './common';

/** Reply shapes of the bills operations (see common.ts). */

export const ZBillLine = z.object({
  orderItemId: z.string(),
  particular: z.string(),
  rate: z.number(),
  qty: z.number(),
  subTotal: z.number(),
  seat: z.number().nullable(),
  /** A fee (the delivery fee), not a dish: no service charge on it. */
  isFee: z.boolean().optional(),
});

export const ZPayment = z.object({
  id: z.string(),
  billId: z.string(),
  kind: z.enum(['payment', 'refund']),
  method: z.enum(['cash', 'card', 'wallet', 'other']),
  amount: z.number(),
  tendered: z.number().nullable(),
  changeDue: z.number().nullable(),
  reference: z.string().nullable(),
  status: z.enum(['completed', 'voided']),
  refundOfId: z.string().nullable(),
  reason: z.string().nullable(),
  drawerSessionId: z.string().nullable(),
  createdBy: ZPersonRef,
  approvedBy: ZPersonRef.nullable(),
  createdAt: z.string(),
  voidedAt: z.string().nullable(),
});
export type Payment = z.infer<typeof ZPayment>;

export const ZBill = z.object({
  id: z.string(),
  billNo: z.number(),
  /** The number shown: the bill's own number, or for a part of a split the order's number and the part's ("4-1", "4-2"). */
  number: z.string(),
  orderId: z.string(),
  orderDisplayNo: z.number(),
  orderType: z.enum(['dine_in', 'takeaway', 'delivery']),
  target: z.string(),
  guests: z.number().nullable(),
  parentBillId: z.string().nullable(),
  splitMode: z.string().nullable(),
  splitIndex: z.number().nullable(),
  /** A part of an even split: its place and the number of parts (its lines are the whole bill's; it pays a share). */
  share: z.object({ index: z.number(), of: z.number() }).nullable(),
  status: z.enum(['draft', 'sent', 'downloaded', 'partial_payment', 'paid', 'past_due', 'split', 'void']),
  statusLabel: z.string(),
  customer: z
    .object({
      id: z.string(),
      name: z.string(),
    })
    .nullable(),
  customerName: z.string().nullable(),
  lines: z.array(ZBillLine),
  discount: z.object({
    amount: z.number(),
    percent: z.number(),
  }),
  serviceChargePercent: z.number(),
  taxPercent: z.number(),
  taxInclusive: z.boolean(),
  roundingUnit: z.number(),
  totals: z.object({
    subtotal: z.number(),
    discount: z.number(),
    serviceCharge: z.number(),
    tax: z.number(),
    tip: z.number(),
    rounding: z.number(),
    grandTotal: z.number(),
  }),
  paid: z.number(),
  refunded: z.number(),
  balanceDue: z.number(),
  payments: z.array(ZPayment),
  methods: z.array(z.string()),
  dueDate: z.string().nullable(),
  remarks: z.string().nullable(),
  /** Given away: a comp or a staff meal, why, and who allowed it (null for a bill to be paid). */
  comp: z.object({ kind: z.enum(['comp', 'staff_meal']), reason: z.string(), approvedBy: ZPersonRef }).nullable(),
  businessDate: z.string(),
  createdBy: ZPersonRef,
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  paidAt: z.string().nullable(),
  /** When the invoice PDF was first downloaded (by staff or the guest); a draft or sent bill then reads Downloaded. */
  downloadedAt: z.string().nullable(),
});
export type Bill = z.infer<typeof ZBill>;

export const ZOrderBills = ZPage(ZBill);

export const ZSplitBill = z.object({
  parent: ZBill,
  bills: z.array(ZBill),
});
export type SplitBill = z.infer<typeof ZSplitBill>;

export const ZReceiptData = z.object({
  width: z.number(),
  currency: z.string(),
  restaurant: z.object({
    name: z.string(),
    address: z.string().nullable(),
    contact: z.string().nullable(),
    email: z.string().nullable(),
  }),
  billNo: z.number(),
  /** As the bill's `number` ("4-1" for a part of a split). */
  number: z.string(),
  orderDisplayNo: z.number(),
  target: z.string(),
  server: z.string().nullable(),
  customer: z.string().nullable(),
  /** The invoice's bill-to: the customer on file (null for a walk-in or a name typed on the order). */
  billTo: z.object({ name: z.string(), company: z.string().nullable(), country: z.string().nullable() }).nullable(),
  /** Where to pay by transfer: the restaurant's bank details (null when none are set). */
  paymentDetails: z
    .object({ bankName: z.string().nullable(), iban: z.string().nullable(), swiftBic: z.string().nullable() })
    .nullable(),
  createdAt: z.string(),
  split: z
    .object({
      mode: z.string(),
      index: z.number().nullable(),
    })
    .nullable(),
  lines: z.array(
    z.object({
      particular: z.string(),
      qty: z.number(),
      rate: z.number(),
      subTotal: z.number(),
    }),
  ),
  totals: z.object({
    subtotal: z.number(),
    discount: z.number(),
    serviceCharge: z.number(),
    tax: z.number(),
    tip: z.number(),
    rounding: z.number(),
    grandTotal: z.number(),
  }),
  serviceChargePercent: z.number(),
  taxPercent: z.number(),
  taxInclusive: z.boolean(),
  payments: z.array(
    z.object({
      kind: z.enum(['payment', 'refund']),
      method: z.enum(['cash', 'card', 'wallet', 'other']),
      amount: z.number(),
      tendered: z.number().nullable(),
      changeDue: z.number().nullable(),
    }),
  ),
  status: z.string(),
  balanceDue: z.number(),
  footer: z.string(),
});
export type ReceiptData = z.infer<typeof ZReceiptData>;

export const ZPaymentResult = z.object({
  payment: ZPayment,
  bill: ZBill,
});
export type PaymentResult = z.infer<typeof ZPaymentResult>;
