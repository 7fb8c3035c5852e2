import { z } from 'zod';
import { ZList, ZPage, ZPersonRef } from './common';

/** Reply shapes of accounts: expenses, supplier payables, other income, the daybook and profit & loss. Money in minor units. */

export const ZPayMethod = z.enum(['cash', 'card', 'bank_transfer', 'other']);

export const ZExpenseCategory = z.object({ id: z.string(), name: z.string(), expenseCount: z.number() });
export type ExpenseCategory = z.infer<typeof ZExpenseCategory>;
export const ZExpenseCategories = ZList(ZExpenseCategory);

export const ZExpense = z.object({
  id: z.string(),
  spentOn: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  supplierId: z.string().nullable(),
  supplierName: z.string().nullable(),
  /** The supplier's name, or the free-text payee. */
  payee: z.string().nullable(),
  amount: z.number(),
  tax: z.number(),
  total: z.number(),
  method: ZPayMethod,
  reference: z.string().nullable(),
  receiptUrl: z.string().nullable(),
  notes: z.string().nullable(),
  recurringId: z.string().nullable(),
  createdBy: ZPersonRef,
  createdAt: z.string(),
});
export type Expense = z.infer<typeof ZExpense>;
export const ZExpensePage = ZPage(ZExpense).extend({
  totals: z.object({ amount: z.number(), tax: z.number(), total: z.number() }),
});

export const ZRecurringExpense = z.object({
  id: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  supplierId: z.string().nullable(),
  payee: z.string().nullable(),
  amount: z.number(),
  tax: z.number(),
  method: ZPayMethod,
  frequency: z.enum(['weekly', 'monthly']),
  /** The day the next expense is created. */
  nextOn: z.string(),
  endsOn: z.string().nullable(),
  isActive: z.boolean(),
  notes: z.string().nullable(),
});
export type RecurringExpense = z.infer<typeof ZRecurringExpense>;
export const ZRecurringExpenses = ZList(ZRecurringExpense);

export const ZAging = z.object({
  current: z.number(),
  days30: z.number(),
  days60: z.number(),
  days90: z.number(),
  over90: z.number(),
});
export type Aging = z.infer<typeof ZAging>;

export const ZSupplierBill = z.object({
  id: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  purchaseOrderId: z.string().nullable(),
  poNo: z.number().nullable(),
  reference: z.string().nullable(),
  issuedOn: z.string(),
  dueOn: z.string(),
  amount: z.number(),
  paid: z.number(),
  balance: z.number(),
  status: z.enum(['open', 'partly_paid', 'paid', 'overdue']),
  /** Days past the due date (0 when not overdue). */
  daysOverdue: z.number(),
  notes: z.string().nullable(),
});
export type SupplierBill = z.infer<typeof ZSupplierBill>;
export const ZSupplierBillPage = ZPage(ZSupplierBill);

export const ZSupplierPayment = z.object({
  id: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  billId: z.string(),
  amount: z.number(),
  method: ZPayMethod,
  paidOn: z.string(),
  reference: z.string().nullable(),
  notes: z.string().nullable(),
  createdBy: ZPersonRef,
  createdAt: z.string(),
});
export type SupplierPayment = z.infer<typeof ZSupplierPayment>;

/** What is owed to each supplier, with its aging (by days past due). */
export const ZPayables = z.object({
  data: z.array(
    z.object({
      supplierId: z.string(),
      name: z.string(),
      balance: z.number(),
      overdue: z.number(),
      openBills: z.number(),
      aging: ZAging,
    }),
  ),
  totals: z.object({ balance: z.number(), overdue: z.number(), aging: ZAging }),
});
export type Payables = z.infer<typeof ZPayables>;

export const ZSupplierLedger = z.object({
  supplier: z.object({
    id: z.string(),
    name: z.string(),
    paymentTermsDays: z.number(),
    address: z.string().nullable(),
  }),
  entries: z.array(
    z.object({
      date: z.string(),
      kind: z.enum(['bill', 'payment']),
      id: z.string(),
      reference: z.string().nullable(),
      billId: z.string(),
      debit: z.number(),
      credit: z.number(),
      balance: z.number(),
    }),
  ),
  bills: z.array(ZSupplierBill),
  balance: z.number(),
  aging: ZAging,
});
export type SupplierLedger = z.infer<typeof ZSupplierLedger>;

export const ZOtherIncome = z.object({
  id: z.string(),
  receivedOn: z.string(),
  kind: z.enum(['catering', 'events', 'other']),
  description: z.string(),
  amount: z.number(),
  method: ZPayMethod,
  createdBy: ZPersonRef,
  createdAt: z.string(),
});
export type OtherIncome = z.infer<typeof ZOtherIncome>;
export const ZOtherIncomePage = ZPage(ZOtherIncome);

/** Every money movement of one business day, in and out, with the cash at the start and the end. */
export const ZDaybook = z.object({
  date: z.string(),
  entries: z.array(
    z.object({
      at: z.string(),
      kind: z.enum(['payment', 'refund', 'pay_in', 'pay_out', 'expense', 'supplier_payment', 'other_income']),
      description: z.string(),
      method: z.string(),
      in: z.number(),
      out: z.number(),
    }),
  ),
  totals: z.object({ in: z.number(), out: z.number(), net: z.number() }),
  byMethod: z.array(z.object({ method: z.string(), in: z.number(), out: z.number() })),
  /** The opening floats of the day's drawer sessions. */
  openingCash: z.number(),
  /** Opening cash + cash in − cash out. */
  closingCash: z.number(),
});
export type Daybook = z.infer<typeof ZDaybook>;

const ZPnlFigures = z.object({
  sales: z.number(),
  discounts: z.number(),
  serviceCharge: z.number(),
  refunds: z.number(),
  netRevenue: z.number(),
  otherIncome: z.number(),
  cogs: z.number(),
  grossMargin: z.number(),
  expenses: z.number(),
  net: z.number(),
});
export const ZProfitAndLoss = z.object({
  from: z.string(),
  to: z.string(),
  figures: ZPnlFigures.extend({
    /** Collected for others, outside revenue: sales tax and tips. */
    tax: z.number(),
    tips: z.number(),
    grossMarginPercent: z.number().nullable(),
  }),
  expensesByCategory: z.array(z.object({ categoryId: z.string(), name: z.string(), amount: z.number() })),
  months: z.array(ZPnlFigures.extend({ month: z.string() })),
});
export type ProfitAndLoss = z.infer<typeof ZProfitAndLoss>;

/** A credit customer's account: bills charged to it and what was paid, with the running balance and aging. */
export const ZCustomerLedger = z.object({
  customer: z.object({
    id: z.string(),
    name: z.string(),
    creditLimit: z.number().nullable(),
    paymentTermsDays: z.number(),
  }),
  entries: z.array(
    z.object({
      date: z.string(),
      kind: z.enum(['bill', 'payment', 'refund']),
      id: z.string(),
      reference: z.string(),
      billId: z.string(),
      debit: z.number(),
      credit: z.number(),
      balance: z.number(),
    }),
  ),
  bills: z.array(
    z.object({
      id: z.string(),
      billNo: z.number(),
      businessDate: z.string(),
      dueDate: z.string(),
      amount: z.number(),
      paid: z.number(),
      balance: z.number(),
      status: z.enum(['sent', 'partial_payment', 'paid', 'past_due']),
      daysOverdue: z.number(),
    }),
  ),
  balance: z.number(),
  /** What can still be charged (limit − balance); null without a limit. */
  available: z.number().nullable(),
  aging: ZAging,
});
export type CustomerLedger = z.infer<typeof ZCustomerLedger>;

/** A payment received on a customer's account, split over the oldest open bills. */
export const ZCustomerPayment = z.object({
  id: z.string(),
  customerId: z.string(),
  amount: z.number(),
  method: z.string(),
  reference: z.string().nullable(),
  allocations: z.array(z.object({ billId: z.string(), billNo: z.number(), amount: z.number(), paymentId: z.string() })),
  createdAt: z.string(),
});
export type CustomerPayment = z.infer<typeof ZCustomerPayment>;
