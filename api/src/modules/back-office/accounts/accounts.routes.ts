import {
  ZDaybook, ZExpense, ZExpenseCategories, ZExpenseCategory, ZExpensePage, ZOtherIncome, ZOtherIncomePage, ZPayables, ZProfitAndLoss, ZRecurringExpense,
  ZRecurringExpenses, ZSupplierBill, ZSupplierBillPage, ZSupplierLedger, ZSupplierPayment, ZBill, ZCustomerLedger, ZCustomerPayment,
} from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { created, noContent } from '../../../kernel/replies';
import {
  ZCategoryBody, ZDaybookQuery, ZExpenseBody, ZExpenseListQuery, ZOtherIncomeBody, ZOtherIncomeQuery, ZPeriodQuery, ZRecurringBody, ZSupplierBillBody,
  ZSupplierBillQuery, ZSupplierPaymentBody, ZChargeToAccountBody, ZCustomerPaymentBody,
} from './accounts.schemas';
import * as accounts from './customer-accounts.service';
import * as expenses from './expenses.service';
import * as income from './income.service';
import * as payables from './payables.service';
import * as reports from './reports.service';

/** Accounts: expenses, supplier payables, other income, the daybook and profit & loss. */
export const accountsRoutes = defineRoutes('accounts', (r) => {
  const base = '/api/restaurants/:restaurantId';

  const categories = `${base}/expense-categories`;
  r.tenant('get', categories, { summary: 'Expense categories', reply: ZExpenseCategories }, (ctx) => expenses.listCategories(ctx));
  r.tenant('post', categories, { summary: 'Create an expense category', body: ZCategoryBody, reply: ZExpenseCategory }, async (ctx, { body }) => created(await expenses.createCategory(ctx, body.name)));
  r.tenant('put', `${categories}/:expenseCategoryId`, { summary: 'Rename an expense category', body: ZCategoryBody, reply: ZExpenseCategory }, (ctx, { params, body }) => expenses.renameCategory(ctx, params.expenseCategoryId, body.name));
  r.tenant('delete', `${categories}/:expenseCategoryId`, { summary: 'Delete an unused expense category' }, async (ctx, { params }) => {
    await expenses.deleteCategory(ctx, params.expenseCategoryId);
    return noContent();
  });

  const list = `${base}/expenses`;
  r.tenant('get', list, { summary: 'Expenses (search, category, period, method, sort, page) with totals', query: ZExpenseListQuery, reply: ZExpensePage }, (ctx, { query }) => expenses.listExpenses(ctx, query));
  r.tenant('post', list, { summary: 'Record an expense', body: ZExpenseBody, reply: ZExpense }, async (ctx, { body }) => created(await expenses.createExpense(ctx, body)));
  r.tenant('get', `${base}/recurring-expenses`, { summary: 'Recurring expenses', reply: ZRecurringExpenses }, (ctx) => expenses.listRecurring(ctx));
  r.tenant('post', `${base}/recurring-expenses`, { summary: 'Schedule a weekly or monthly expense', body: ZRecurringBody, reply: ZRecurringExpense }, async (ctx, { body }) => created(await expenses.createRecurring(ctx, body)));
  r.tenant('put', `${base}/recurring-expenses/:recurringId`, { summary: 'Change a recurring expense', body: ZRecurringBody, reply: ZRecurringExpense }, (ctx, { params, body }) => expenses.updateRecurring(ctx, params.recurringId, body));
  r.tenant('delete', `${base}/recurring-expenses/:recurringId`, { summary: 'Stop a recurring expense (its expenses stay)' }, async (ctx, { params }) => {
    await expenses.deleteRecurring(ctx, params.recurringId);
    return noContent();
  });
  r.tenant('get', `${list}/:expenseId`, { summary: 'One expense', reply: ZExpense }, (ctx, { params }) => expenses.getExpense(ctx, params.expenseId));
  r.tenant('put', `${list}/:expenseId`, { summary: 'Change an expense', body: ZExpenseBody, reply: ZExpense }, (ctx, { params, body }) => expenses.updateExpense(ctx, params.expenseId, body));
  r.tenant('delete', `${list}/:expenseId`, { summary: 'Delete an expense' }, async (ctx, { params }) => {
    await expenses.deleteExpense(ctx, params.expenseId);
    return noContent();
  });

  r.tenant('get', `${base}/supplier-bills`, { summary: 'Supplier bills (supplier, unpaid/overdue/paid, sort, page)', query: ZSupplierBillQuery, reply: ZSupplierBillPage }, (ctx, { query }) => payables.listBills(ctx, query));
  r.tenant('post', `${base}/supplier-bills`, { summary: 'Enter a supplier bill', body: ZSupplierBillBody, reply: ZSupplierBill }, async (ctx, { body }) => created(await payables.createBill(ctx, body)));
  r.tenant('post', `${base}/supplier-payments`, { summary: 'Pay a supplier bill (full or part)', body: ZSupplierPaymentBody, reply: ZSupplierPayment }, async (ctx, { body }) => created(await payables.paySupplier(ctx, body)));
  r.tenant('get', `${base}/payables`, { summary: 'What is owed to each supplier, with aging', reply: ZPayables }, (ctx) => payables.payables(ctx));
  r.tenant('get', `${base}/suppliers/:supplierId/ledger`, { summary: "A supplier's ledger, bills and aging", reply: ZSupplierLedger }, (ctx, { params }) => payables.supplierLedger(ctx, params.supplierId));

  r.tenant('post', `${base}/bills/:billId/charge-to-account`, { summary: "Charge an unpaid bill to a credit customer's account", body: ZChargeToAccountBody, reply: ZBill }, (ctx, { params, body }) => accounts.chargeToAccount(ctx, params.billId, body.customerId));
  r.tenant('get', `${base}/customers/:customerId/ledger`, { summary: "A credit customer's account: bills, payments, balance, aging", reply: ZCustomerLedger }, (ctx, { params }) => accounts.customerLedger(ctx, params.customerId));
  r.tenant('post', `${base}/customer-payments`, { summary: "Receive a payment on a customer's account (oldest bills first)", body: ZCustomerPaymentBody, reply: ZCustomerPayment }, async (ctx, { body }) => created(await accounts.receiveCustomerPayment(ctx, body)));

  r.tenant('get', `${base}/other-income`, { summary: 'Other income (catering, events)', query: ZOtherIncomeQuery, reply: ZOtherIncomePage }, (ctx, { query }) => income.listIncome(ctx, query));
  r.tenant('post', `${base}/other-income`, { summary: 'Record other income', body: ZOtherIncomeBody, reply: ZOtherIncome }, async (ctx, { body }) => created(await income.recordIncome(ctx, body)));
  r.tenant('delete', `${base}/other-income/:incomeId`, { summary: 'Delete other income' }, async (ctx, { params }) => {
    await income.deleteIncome(ctx, params.incomeId);
    return noContent();
  });

  r.tenant('get', `${base}/daybook`, { summary: "Every money movement of a business day, with opening and closing cash", query: ZDaybookQuery, reply: ZDaybook }, (ctx, { query }) => reports.daybook(ctx, query.date));
  r.tenant('get', `${base}/reports/profit-and-loss`, { summary: 'Profit & loss for a period, month by month', query: ZPeriodQuery, reply: ZProfitAndLoss }, (ctx, { query }) => reports.profitAndLoss(ctx, query.from, query.to));
});
