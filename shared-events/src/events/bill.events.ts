import { z } from 'zod';
import { ZBillTotals } from '../bill-totals';
import { defineEvent } from './define';

const id = z.string().uuid();

/** A whole bill as `GET …/bills/:id` returns it. */
const ZBillSnapshot = z.looseObject({
  id,
  billNo: z.number().int(),
  orderId: id,
  status: z.string(),
  totals: ZBillTotals,
  version: z.number().int(),
});

/** "bill #7": the number on the printed bill. */
const billNo = (p: { bill: { billNo: number } }) => ({ values: { no: p.bill.billNo } });

/** A bill was made from an order. */
export const billCreated = defineEvent('bill.created', z.object({ bill: ZBillSnapshot }), {
  read: 'orders',
  describe: billNo,
});
/** A bill's discount, service charge, tip, customer or status changed, or it was refreshed from its order. */
export const billUpdated = defineEvent('bill.updated', z.object({ bill: ZBillSnapshot }), {
  read: 'orders',
  describe: billNo,
});
/** A bill was split into part bills. */
export const billSplit = defineEvent('bill.split', z.object({ parent: ZBillSnapshot, bills: z.array(ZBillSnapshot) }), {
  read: 'orders',
  describe: (p) => ({ values: { no: p.parent.billNo, count: p.bills.length } }),
});
/** A bill was paid in full: what moves the dashboard's revenue (read with `income`). */
export const billPaid = defineEvent(
  'bill.paid',
  z.object({
    billId: id,
    billNo: z.number().int(),
    orderId: id,
    totals: ZBillTotals,
    paidAt: z.string(),
    methods: z.record(z.string(), z.number().int()),
  }),
  { read: 'income', describe: (p) => ({ values: { no: p.billNo, amount: (p.totals.grandTotal / 100).toFixed(2) } }) },
);
