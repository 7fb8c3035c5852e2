import { z } from 'zod';
import { ZListQuery } from './page-query';
import { money } from './primitives';

const id = z.string().uuid();
const day = z.iso.date('Use a date (YYYY-MM-DD).');
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);
const method = z.enum(['cash', 'card', 'bank_transfer', 'other'], {
  error: 'Choose cash, card, bank transfer or other.',
});
const amount = money({ min: 1, required: 'Enter an amount.' });

export const ZCategoryBody = z.object({ name: z.string().trim().min(1, 'Name is required.').max(60) });

/** What an expense and a recurring expense both say: the category, who is paid, how much, how. */
const spending = {
  categoryId: id,
  supplierId: id.nullish().transform((v) => v ?? null),
  payee: optionalText(120),
  amount,
  tax: money().default(0),
  method,
};

const expenseFields = {
  spentOn: day,
  ...spending,
  reference: optionalText(80),
  receiptUrl: optionalText(500),
  notes: optionalText(1000),
};
export const ZExpenseBody = z.object(expenseFields);
export type ExpenseBody = z.infer<typeof ZExpenseBody>;

export const ZExpenseListQuery = ZListQuery(['spentOn', 'amount', 'createdAt'], 25).extend({
  categoryId: id.optional(),
  from: day.optional(),
  to: day.optional(),
  method: method.optional(),
});
export type ExpenseListQuery = z.infer<typeof ZExpenseListQuery>;

export const ZRecurringBody = z.object({
  ...spending,
  frequency: z.enum(['weekly', 'monthly'], { error: 'Choose weekly or monthly.' }),
  /** The first day an expense is created (then every week or month on the same day). */
  startsOn: day,
  endsOn: day.nullish().transform((v) => v ?? null),
  isActive: z.boolean().default(true),
  notes: optionalText(1000),
});
export type RecurringBody = z.infer<typeof ZRecurringBody>;

export const ZSupplierBillBody = z.object({
  supplierId: id,
  reference: optionalText(80),
  issuedOn: day,
  /** Defaults to issuedOn + the supplier's payment terms. */
  dueOn: day.nullish().transform((v) => v ?? null),
  amount,
  notes: optionalText(1000),
});
export type SupplierBillBody = z.infer<typeof ZSupplierBillBody>;

export const ZSupplierBillQuery = ZListQuery(['dueOn', 'issuedOn', 'amount'], 25).extend({
  supplierId: id.optional(),
  status: z.enum(['unpaid', 'overdue', 'paid']).optional(),
});
export type SupplierBillQuery = z.infer<typeof ZSupplierBillQuery>;

export const ZSupplierPaymentBody = z.object({
  billId: id,
  amount,
  method,
  paidOn: day,
  reference: optionalText(80),
  notes: optionalText(500),
});
export type SupplierPaymentBody = z.infer<typeof ZSupplierPaymentBody>;

export const ZOtherIncomeBody = z.object({
  receivedOn: day,
  kind: z.enum(['catering', 'events', 'other'], { error: 'Choose catering, events or other.' }),
  description: z.string().trim().min(1, 'Describe the income.').max(200),
  amount,
  method,
});
export type OtherIncomeBody = z.infer<typeof ZOtherIncomeBody>;
export const ZOtherIncomeQuery = ZListQuery(['receivedOn', 'amount'], 25).extend({
  from: day.optional(),
  to: day.optional(),
});
export type OtherIncomeQuery = z.infer<typeof ZOtherIncomeQuery>;

export const ZDaybookQuery = z.object({ date: day });
export const ZPeriodQuery = z
  .object({ from: day, to: day })
  .refine((q) => q.from <= q.to, { message: 'The end is before the start.', path: ['to'] });

export const ZChargeToAccountBody = z.object({ customerId: id });
export const ZCustomerPaymentBody = z.object({
  customerId: id,
  amount,
  method: z.enum(['cash', 'card', 'wallet', 'other'], { error: 'Choose cash, card, wallet or other.' }),
  reference: optionalText(200),
});
export type CustomerPaymentBody = z.infer<typeof ZCustomerPaymentBody>;

/** The period of a customer's account statement, both days included (the restaurant's business days). */
export const ZAccountStatementBody = z
  .object({ from: day, to: day })
  .refine((b) => b.from <= b.to, { path: ['to'], message: 'The last day is before the first.' });
export type AccountStatementBody = z.infer<typeof ZAccountStatementBody>;
