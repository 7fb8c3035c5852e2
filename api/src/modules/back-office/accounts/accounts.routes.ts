import { operations as op } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { created, noContent } from '../../../kernel/replies';
import * as accounts from './customer-accounts.service';
import { emailStatement } from './email-statement';
import * as expenses from './expenses.service';
import * as income from './income.service';
import * as payables from './payables.service';
import * as reports from './reports.service';

/** Accounts: expenses, supplier payables, other income, the daybook and profit & loss. */
export const accountsRoutes = defineRoutes('accounts', (r, deps) => {
  r.tenant(op.getExpenseCategories, { summary: 'Expense categories' }, (ctx) => expenses.listCategories(ctx));
  r.tenant(op.postExpenseCategories, { summary: 'Create an expense category' }, async (ctx, { body }) =>
    created(await expenses.createCategory(ctx, body.name)),
  );
  r.tenant(op.renameCategory, { summary: 'Rename an expense category' }, (ctx, { params, body }) =>
    expenses.renameCategory(ctx, params.expenseCategoryId, body.name),
  );
  r.tenant(op.deleteExpenseCategories, { summary: 'Delete an unused expense category' }, async (ctx, { params }) => {
    await expenses.deleteCategory(ctx, params.expenseCategoryId);
    return noContent();
  });
  r.tenant(
    op.listExpenses,
    { summary: 'Expenses (search, category, period, method, sort, page) with totals' },
    (ctx, { query }) => expenses.listExpenses(ctx, query),
  );
  r.tenant(op.createExpense, { summary: 'Record an expense' }, async (ctx, { body }) =>
    created(await expenses.createExpense(ctx, body)),
  );
  r.tenant(op.listRecurring, { summary: 'Recurring expenses' }, (ctx) => expenses.listRecurring(ctx));
  r.tenant(op.createRecurring, { summary: 'Schedule a weekly or monthly expense' }, async (ctx, { body }) =>
    created(await expenses.createRecurring(ctx, body)),
  );
  r.tenant(op.updateRecurring, { summary: 'Change a recurring expense' }, (ctx, { params, body }) =>
    expenses.updateRecurring(ctx, params.recurringId, body),
  );
  r.tenant(op.deleteRecurring, { summary: 'Stop a recurring expense (its expenses stay)' }, async (ctx, { params }) => {
    await expenses.deleteRecurring(ctx, params.recurringId);
    return noContent();
  });
  r.tenant(op.getExpense, { summary: 'One expense' }, (ctx, { params }) => expenses.getExpense(ctx, params.expenseId));
  r.tenant(op.updateExpense, { summary: 'Change an expense' }, (ctx, { params, body }) =>
    expenses.updateExpense(ctx, params.expenseId, body),
  );
  r.tenant(op.deleteExpense, { summary: 'Delete an expense' }, async (ctx, { params }) => {
    await expenses.deleteExpense(ctx, params.expenseId);
    return noContent();
  });

  r.tenant(op.listBills, { summary: 'Supplier bills (supplier, unpaid/overdue/paid, sort, page)' }, (ctx, { query }) =>
    payables.listBills(ctx, query),
  );
  r.tenant(op.postSupplierBills, { summary: 'Enter a supplier bill' }, async (ctx, { body }) =>
    created(await payables.createBill(ctx, body)),
  );
  r.tenant(op.paySupplier, { summary: 'Pay a supplier bill (full or part)' }, async (ctx, { body }) =>
    created(await payables.paySupplier(ctx, body)),
  );
  r.tenant(op.payables, { summary: 'What is owed to each supplier, with aging' }, (ctx) => payables.payables(ctx));
  r.tenant(op.supplierLedger, { summary: "A supplier's ledger, bills and aging" }, (ctx, { params }) =>
    payables.supplierLedger(ctx, params.supplierId),
  );

  r.tenant(
    op.chargeToAccount,
    { summary: "Charge an unpaid bill to a credit customer's account" },
    (ctx, { params, body }) => accounts.chargeToAccount(ctx, params.billId, body.customerId),
  );
  r.tenant(
    op.customerLedger,
    { summary: "A credit customer's account: bills, payments, balance, aging" },
    (ctx, { params }) => accounts.customerLedger(ctx, params.customerId),
  );
  r.tenant(
    op.emailCustomerStatement,
    { summary: 'Email a credit customer their account statement for a period' },
    (ctx, { params, body }) => emailStatement(ctx, params.customerId, body, deps.config.linkBase),
  );
  r.tenant(
    op.receiveCustomerPayment,
    { summary: "Receive a payment on a customer's account (oldest bills first)" },
    async (ctx, { body }) => created(await accounts.receiveCustomerPayment(ctx, body)),
  );

  r.tenant(op.getOtherIncome, { summary: 'Other income (catering, events)' }, (ctx, { query }) =>
    income.listIncome(ctx, query),
  );
  r.tenant(op.recordIncome, { summary: 'Record other income' }, async (ctx, { body }) =>
    created(await income.recordIncome(ctx, body)),
  );
  r.tenant(op.deleteIncome, { summary: 'Delete other income' }, async (ctx, { params }) => {
    await income.deleteIncome(ctx, params.incomeId);
    return noContent();
  });

  r.tenant(
    op.daybook,
    { summary: 'Every money movement of a business day, with opening and closing cash' },
    (ctx, { query }) => reports.daybook(ctx, query.date),
  );
  r.tenant(op.profitAndLoss, { summary: 'Profit & loss for a period, month by month' }, (ctx, { query }) =>
    reports.profitAndLoss(ctx, query.from, query.to),
  );
});
