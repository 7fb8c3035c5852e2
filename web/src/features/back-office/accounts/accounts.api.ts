import type { Bill, CustomerLedger, CustomerPayment, Daybook, Expense, ExpenseCategory, OtherIncome, Payables, ProfitAndLoss, RecurringExpense, SupplierBill, SupplierLedger, SupplierPayment } from '@ros/shared-events';
import { api } from '../../../api/baseApi';
import { fetchAllPages, queryString, type List, type Page } from '../../../api/pages';
import type { ServerListQuery } from '../../../components/list/useServerList';

const at = (rid: string, path: string) => `/api/restaurants/${rid}/${path}`;
export type PayMethod = Expense['method'];
export interface ExpenseFilters { categoryId?: string; from?: string; to?: string }
export interface ExpenseInput {
  spentOn: string; categoryId: string; supplierId: string | null; payee: string | null; amount: number; tax: number; method: PayMethod;
  reference: string | null; receiptUrl: string | null; notes: string | null;
}
export interface RecurringInput {
  categoryId: string; supplierId: string | null; payee: string | null; amount: number; tax: number; method: PayMethod;
  frequency: 'weekly' | 'monthly'; startsOn: string; endsOn: string | null; isActive: boolean; notes: string | null;
}
type ExpensePage = Page<Expense> & { totals: { amount: number; tax: number; total: number } };

/** Accounts: expenses and their schedules, supplier bills and payments, other income, the daybook and P&L. Live by `account.*` and money events (tag Accounts). */
export const accountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listExpenseCategories: build.query<List<ExpenseCategory>, string>({ query: (rid) => at(rid, 'expense-categories'), providesTags: ['Accounts'] }),
    saveExpenseCategory: build.mutation<ExpenseCategory, { rid: string; id?: string; name: string }>({
      query: ({ rid, id, name }) => ({ url: at(rid, id ? `expense-categories/${id}` : 'expense-categories'), method: id ? 'PUT' : 'POST', body: { name } }),
      invalidatesTags: ['Accounts'],
    }),
    deleteExpenseCategory: build.mutation<unknown, { rid: string; id: string }>({ query: ({ rid, id }) => ({ url: at(rid, `expense-categories/${id}`), method: 'DELETE' }), invalidatesTags: ['Accounts'] }),

    listExpenses: build.query<ExpensePage, { rid: string; query: Partial<ServerListQuery> & ExpenseFilters }>({
      query: ({ rid, query }) => `${at(rid, 'expenses')}?${queryString(query)}`,
      providesTags: ['Accounts'],
    }),
    saveExpense: build.mutation<Expense, { rid: string; id?: string; body: ExpenseInput }>({
      query: ({ rid, id, body }) => ({ url: at(rid, id ? `expenses/${id}` : 'expenses'), method: id ? 'PUT' : 'POST', body }),
      invalidatesTags: ['Accounts'],
    }),
    deleteExpense: build.mutation<unknown, { rid: string; id: string }>({ query: ({ rid, id }) => ({ url: at(rid, `expenses/${id}`), method: 'DELETE' }), invalidatesTags: ['Accounts'] }),
    listRecurring: build.query<List<RecurringExpense>, string>({ query: (rid) => at(rid, 'recurring-expenses'), providesTags: ['Accounts'] }),
    saveRecurring: build.mutation<RecurringExpense, { rid: string; id?: string; body: RecurringInput }>({
      query: ({ rid, id, body }) => ({ url: at(rid, id ? `recurring-expenses/${id}` : 'recurring-expenses'), method: id ? 'PUT' : 'POST', body }),
      invalidatesTags: ['Accounts'],
    }),
    deleteRecurring: build.mutation<unknown, { rid: string; id: string }>({ query: ({ rid, id }) => ({ url: at(rid, `recurring-expenses/${id}`), method: 'DELETE' }), invalidatesTags: ['Accounts'] }),

    payables: build.query<Payables, string>({ query: (rid) => at(rid, 'payables'), providesTags: ['Accounts'] }),
    listSupplierBills: build.query<Page<SupplierBill>, { rid: string; query: Partial<ServerListQuery> & { supplierId?: string; status?: 'unpaid' | 'overdue' | 'paid' } }>({
      query: ({ rid, query }) => `${at(rid, 'supplier-bills')}?${queryString(query)}`,
      providesTags: ['Accounts'],
    }),
    supplierLedger: build.query<SupplierLedger, { rid: string; supplierId: string }>({ query: ({ rid, supplierId }) => at(rid, `suppliers/${supplierId}/ledger`), providesTags: ['Accounts'] }),
    createSupplierBill: build.mutation<SupplierBill, { rid: string; body: { supplierId: string; reference: string | null; issuedOn: string; dueOn: string | null; amount: number; notes: string | null } }>({
      query: ({ rid, body }) => ({ url: at(rid, 'supplier-bills'), method: 'POST', body }),
      invalidatesTags: ['Accounts'],
    }),
    /** A payment moves money: the key makes a retried click pay once. */
    paySupplier: build.mutation<SupplierPayment, { rid: string; key: string; body: { billId: string; amount: number; method: PayMethod; paidOn: string; reference: string | null; notes: string | null } }>({
      query: ({ rid, key, body }) => ({ url: at(rid, 'supplier-payments'), method: 'POST', body, headers: { 'Idempotency-Key': key } }),
      invalidatesTags: ['Accounts'],
    }),

    listOtherIncome: build.query<Page<OtherIncome>, { rid: string; from: string; to: string }>({
      query: ({ rid, from, to }) => `${at(rid, 'other-income')}?${queryString({ from, to, perPage: 100, sortColumn: 'receivedOn', sort: 'desc' })}`,
      providesTags: ['Accounts'],
    }),
    recordOtherIncome: build.mutation<OtherIncome, { rid: string; body: { receivedOn: string; kind: OtherIncome['kind']; description: string; amount: number; method: PayMethod } }>({
      query: ({ rid, body }) => ({ url: at(rid, 'other-income'), method: 'POST', body }),
      invalidatesTags: ['Accounts'],
    }),

    customerLedger: build.query<CustomerLedger, { rid: string; customerId: string }>({
      query: ({ rid, customerId }) => at(rid, `customers/${customerId}/ledger`),
      providesTags: ['Accounts', 'Bill', 'Customer'],
    }),
    /** The key makes a retried click receive once. */
    receiveCustomerPayment: build.mutation<CustomerPayment, { rid: string; key: string; body: { customerId: string; amount: number; method: 'cash' | 'card' | 'wallet' | 'other'; reference: string | null } }>({
      query: ({ rid, key, body }) => ({ url: at(rid, 'customer-payments'), method: 'POST', body, headers: { 'Idempotency-Key': key } }),
      invalidatesTags: ['Accounts', 'Bill', 'Customer'],
    }),
    chargeToAccount: build.mutation<Bill, { rid: string; billId: string; customerId: string }>({
      query: ({ rid, billId, customerId }) => ({ url: at(rid, `bills/${billId}/charge-to-account`), method: 'POST', body: { customerId } }),
      invalidatesTags: ['Accounts', 'Bill', 'Customer'],
    }),

    daybook: build.query<Daybook, { rid: string; date: string }>({ query: ({ rid, date }) => `${at(rid, 'daybook')}?date=${date}`, providesTags: ['Accounts'] }),
    profitAndLoss: build.query<ProfitAndLoss, { rid: string; from: string; to: string }>({
      query: ({ rid, from, to }) => `${at(rid, 'reports/profit-and-loss')}?${queryString({ from, to })}`,
      providesTags: ['Accounts'],
    }),
  }),
});

/** Every expense matching the search and filters (the CSV export). */
export const fetchAllExpenses = (rid: string, query: Partial<ServerListQuery> & ExpenseFilters) =>
  fetchAllPages<Expense>(`${at(rid, 'expenses')}?${queryString({ q: query.q, sort: query.sort, sortColumn: query.sortColumn, categoryId: query.categoryId, from: query.from, to: query.to })}`, 500);

export const receiptUploadUrl = (rid: string) => at(rid, 'uploads/receipts');

export const {
  useListExpenseCategoriesQuery, useSaveExpenseCategoryMutation, useDeleteExpenseCategoryMutation,
  useListExpensesQuery, useSaveExpenseMutation, useDeleteExpenseMutation, useListRecurringQuery, useSaveRecurringMutation, useDeleteRecurringMutation,
  usePayablesQuery, useListSupplierBillsQuery, useSupplierLedgerQuery, useCreateSupplierBillMutation, usePaySupplierMutation,
  useListOtherIncomeQuery, useRecordOtherIncomeMutation, useDaybookQuery, useProfitAndLossQuery,
  useCustomerLedgerQuery, useReceiveCustomerPaymentMutation, useChargeToAccountMutation,
} = accountsApi;
