import { z } from 'zod';
import { defineEvent } from './define';

const id = z.string().uuid();
const ZMoneyRef = z.object({ id, amount: z.number().int(), name: z.string(), day: z.string() });
const money = (p: { amount: number; name: string }) => ({
  values: { amount: (p.amount / 100).toFixed(2), name: p.name },
});

/** An expense was recorded (by hand or by its recurring schedule), changed or deleted. */
export const expenseRecorded = defineEvent('account.expense_recorded', ZMoneyRef, {
  read: 'expenses',
  describe: money,
});
export const expenseUpdated = defineEvent('account.expense_updated', ZMoneyRef, { read: 'expenses', describe: money });
export const expenseDeleted = defineEvent('account.expense_deleted', ZMoneyRef, { read: 'expenses', describe: money });
/** A supplier bill was recorded (from a received purchase order, or by hand). */
export const supplierBilled = defineEvent('account.supplier_billed', ZMoneyRef.extend({ supplierId: id }), {
  read: 'expenses',
  describe: money,
});
/** A payment to a supplier was recorded against one of its bills. */
export const supplierPaid = defineEvent('account.supplier_paid', ZMoneyRef.extend({ supplierId: id, billId: id }), {
  read: 'expenses',
  describe: money,
});
/** Other income (catering, events) was recorded. */
export const incomeRecorded = defineEvent('account.income_recorded', ZMoneyRef, { read: 'income', describe: money });
/** Expense categories changed (created, renamed, deleted). */
export const categoriesChanged = defineEvent(
  'account.categories_changed',
  z.object({ id, name: z.string(), action: z.enum(['created', 'updated', 'deleted']) }),
  {
    read: 'expenses',
    describe: (p) => ({ context: p.action, values: { name: p.name } }),
  },
);
/** A bill charged to a customer's account passed its due date unpaid (announced once, by the workers). */
export const billPastDue = defineEvent(
  'account.bill_past_due',
  ZMoneyRef.extend({ billNo: z.number().int(), customerId: id.nullable() }),
  {
    read: 'income',
    describe: (p) => ({ values: { amount: (p.amount / 100).toFixed(2), name: p.name, no: p.billNo } }),
  },
);
