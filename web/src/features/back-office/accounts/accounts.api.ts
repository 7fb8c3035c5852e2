import type {
  Bill,
  CustomerLedger,
  CustomerPayment,
  Daybook,
  Expense,
  ExpenseCategory,
  OtherIncome,
  Payables,
  ProfitAndLoss,
  RecurringExpense,
  SupplierBill,
  SupplierLedger,
  SupplierPayment,
} from '@ros/shared-events';
import { routes, type operations } from '@ros/shared-events';
import { api } from '../../../api/baseApi';
import { urlOf, type BodyOf, type ReplyOf, type ViewOf } from '../../../api/operation';
import { fetchAllPages, type List, type Page } from '../../../api/pages';
import type { ServerListQuery } from '../../../components/list/useServerList';

export type PayMethod = Expense['method'];
export interface ExpenseFilters {
  categoryId?: string;
  from?: string;
  to?: string;
}
export interface ExpenseInput {
  spentOn: string;
  categoryId: string;
  supplierId: string | null;
  payee: string | null;
  amount: number;
  tax: number;
  method: PayMethod;
  reference: string | null;
  receiptUrl: string | null;
  notes: string | null;
}
export interface RecurringInput {
  categoryId: string;
  supplierId: string | null;
  payee: string | null;
  amount: number;
  tax: number;
  method: PayMethod;
  frequency: 'weekly' | 'monthly';
  startsOn: string;
  endsOn: string | null;
  isActive: boolean;
  notes: string | null;
}
type Op = typeof operations;
type ExpensePage = Page<Expense> & { totals: { amount: number; tax: number; total: number } };

/** Accounts: expenses and their schedules, supplier bills and payments, other income, the daybook and P&L. Live by `account.*` and money events (tag Accounts). */
export const accountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listExpenseCategories: build.query<ViewOf<Op['getExpenseCategories'], List<ExpenseCategory>>, string>({
      query: (rid) => urlOf(routes.getExpenseCategories, { restaurantId: rid }),
      providesTags: ['Accounts'],
    }),
    saveExpenseCategory: build.mutation<
      ViewOf<Op['postExpenseCategories'], ExpenseCategory>,
      { rid: string; id?: string } & BodyOf<Op['postExpenseCategories']>
    >({
      query: ({ rid, id, name }) => ({
        url: id
          ? urlOf(routes.renameCategory, { restaurantId: rid, expenseCategoryId: id })
          : urlOf(routes.postExpenseCategories, { restaurantId: rid }),
        method: id ? 'PUT' : 'POST',
        body: { name } satisfies BodyOf<Op['renameCategory']>,
      }),
      invalidatesTags: ['Accounts'],
    }),
    deleteExpenseCategory: build.mutation<unknown, { rid: string; id: string }>({
      query: ({ rid, id }) => ({
        url: urlOf(routes.deleteExpenseCategories, { restaurantId: rid, expenseCategoryId: id }),
        method: 'DELETE',
      }),
      invalidatesTags: ['Accounts'],
    }),

    listExpenses: build.query<
      ViewOf<Op['listExpenses'], ExpensePage>,
      { rid: string; query: Partial<ServerListQuery> & ExpenseFilters }
    >({
      query: ({ rid, query }) => urlOf(routes.listExpenses, { restaurantId: rid }, query),
      providesTags: ['Accounts'],
    }),
    saveExpense: build.mutation<ViewOf<Op['createExpense'], Expense>, { rid: string; id?: string; body: ExpenseInput }>(
      {
        query: ({ rid, id, body }) => ({
          url: id
            ? urlOf(routes.updateExpense, { restaurantId: rid, expenseId: id })
            : urlOf(routes.createExpense, { restaurantId: rid }),
          method: id ? 'PUT' : 'POST',
          body: body satisfies BodyOf<Op['createExpense']>,
        }),
        invalidatesTags: ['Accounts'],
      },
    ),
    deleteExpense: build.mutation<unknown, { rid: string; id: string }>({
      query: ({ rid, id }) => ({
        url: urlOf(routes.deleteExpense, { restaurantId: rid, expenseId: id }),
        method: 'DELETE',
      }),
      invalidatesTags: ['Accounts'],
    }),
    listRecurring: build.query<ViewOf<Op['listRecurring'], List<RecurringExpense>>, string>({
      query: (rid) => urlOf(routes.listRecurring, { restaurantId: rid }),
      providesTags: ['Accounts'],
    }),
    saveRecurring: build.mutation<
      ViewOf<Op['createRecurring'], RecurringExpense>,
      { rid: string; id?: string; body: RecurringInput }
    >({
      query: ({ rid, id, body }) => ({
        url: id
          ? urlOf(routes.updateRecurring, { restaurantId: rid, recurringId: id })
          : urlOf(routes.createRecurring, { restaurantId: rid }),
        method: id ? 'PUT' : 'POST',
        body: body satisfies BodyOf<Op['createRecurring']>,
      }),
      invalidatesTags: ['Accounts'],
    }),
    deleteRecurring: build.mutation<unknown, { rid: string; id: string }>({
      query: ({ rid, id }) => ({
        url: urlOf(routes.deleteRecurring, { restaurantId: rid, recurringId: id }),
        method: 'DELETE',
      }),
      invalidatesTags: ['Accounts'],
    }),

    payables: build.query<ViewOf<Op['payables'], Payables>, string>({
      query: (rid) => urlOf(routes.payables, { restaurantId: rid }),
      providesTags: ['Accounts'],
    }),
    listSupplierBills: build.query<
      ViewOf<Op['listBills'], Page<SupplierBill>>,
      { rid: string; query: Partial<ServerListQuery> & { supplierId?: string; status?: 'unpaid' | 'overdue' | 'paid' } }
    >({
      query: ({ rid, query }) => urlOf(routes.listBills, { restaurantId: rid }, query),
      providesTags: ['Accounts'],
    }),
    supplierLedger: build.query<ViewOf<Op['supplierLedger'], SupplierLedger>, { rid: string; supplierId: string }>({
      query: ({ rid, supplierId }) => urlOf(routes.supplierLedger, { restaurantId: rid, supplierId }),
      providesTags: ['Accounts'],
    }),
    createSupplierBill: build.mutation<
      ViewOf<Op['postSupplierBills'], SupplierBill>,
      { rid: string; body: BodyOf<Op['postSupplierBills']> }
    >({
      query: ({ rid, body }) => ({ url: urlOf(routes.postSupplierBills, { restaurantId: rid }), method: 'POST', body }),
      invalidatesTags: ['Accounts'],
    }),
    /** A payment moves money: the key makes a retried click pay once. */
    paySupplier: build.mutation<
      ViewOf<Op['paySupplier'], SupplierPayment>,
      { rid: string; key: string; body: BodyOf<Op['paySupplier']> }
    >({
      query: ({ rid, key, body }) => ({
        url: urlOf(routes.paySupplier, { restaurantId: rid }),
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }),
      invalidatesTags: ['Accounts'],
    }),

    listOtherIncome: build.query<
      ViewOf<Op['getOtherIncome'], Page<OtherIncome>>,
      { rid: string; from: string; to: string }
    >({
      query: ({ rid, from, to }) =>
        urlOf(
          routes.getOtherIncome,
          { restaurantId: rid },
          { from, to, perPage: 100, sortColumn: 'receivedOn', sort: 'desc' },
        ),
      providesTags: ['Accounts'],
    }),
    recordOtherIncome: build.mutation<
      ViewOf<Op['recordIncome'], OtherIncome>,
      { rid: string; body: BodyOf<Op['recordIncome']> }
    >({
      query: ({ rid, body }) => ({ url: urlOf(routes.recordIncome, { restaurantId: rid }), method: 'POST', body }),
      invalidatesTags: ['Accounts'],
    }),

    customerLedger: build.query<ViewOf<Op['customerLedger'], CustomerLedger>, { rid: string; customerId: string }>({
      query: ({ rid, customerId }) => urlOf(routes.customerLedger, { restaurantId: rid, customerId }),
      providesTags: ['Accounts', 'Bill', 'Customer'],
    }),
    /** Emails a credit customer their statement of a period: a 400 on `to` when they have no address. */
    emailCustomerStatement: build.mutation<
      ReplyOf<Op['emailCustomerStatement']>,
      { rid: string; customerId: string; body: BodyOf<Op['emailCustomerStatement']> }
    >({
      query: ({ rid, customerId, body }) => ({
        url: urlOf(routes.emailCustomerStatement, { restaurantId: rid, customerId }),
        method: 'POST',
        body,
      }),
    }),
    /** The key makes a retried click receive once. */
    receiveCustomerPayment: build.mutation<
      ViewOf<Op['receiveCustomerPayment'], CustomerPayment>,
      { rid: string; key: string; body: BodyOf<Op['receiveCustomerPayment']> }
    >({
      query: ({ rid, key, body }) => ({
        url: urlOf(routes.receiveCustomerPayment, { restaurantId: rid }),
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }),
      invalidatesTags: ['Accounts', 'Bill', 'Customer'],
    }),
    chargeToAccount: build.mutation<
      ViewOf<Op['chargeToAccount'], Bill>,
      { rid: string; billId: string } & BodyOf<Op['chargeToAccount']>
    >({
      query: ({ rid, billId, customerId }) => ({
        url: urlOf(routes.chargeToAccount, { restaurantId: rid, billId }),
        method: 'POST',
        body: { customerId } satisfies BodyOf<Op['chargeToAccount']>,
      }),
      invalidatesTags: ['Accounts', 'Bill', 'Customer'],
    }),

    daybook: build.query<ViewOf<Op['daybook'], Daybook>, { rid: string; date: string }>({
      query: ({ rid, date }) => urlOf(routes.daybook, { restaurantId: rid }, { date }),
      providesTags: ['Accounts'],
    }),
    profitAndLoss: build.query<ViewOf<Op['profitAndLoss'], ProfitAndLoss>, { rid: string; from: string; to: string }>({
      query: ({ rid, from, to }) => urlOf(routes.profitAndLoss, { restaurantId: rid }, { from, to }),
      providesTags: ['Accounts'],
    }),
  }),
});

/** Every expense matching the search and filters (the CSV export). */
export const fetchAllExpenses = (rid: string, query: Partial<ServerListQuery> & ExpenseFilters) =>
  fetchAllPages<Expense>(
    urlOf(
      routes.listExpenses,
      { restaurantId: rid },
      {
        q: query.q,
        sort: query.sort,
        sortColumn: query.sortColumn,
        categoryId: query.categoryId,
        from: query.from,
        to: query.to,
      },
    ),
    500,
  );

export const receiptUploadUrl = (rid: string) => urlOf(routes.storeReceipt, { restaurantId: rid });

export const {
  useListExpenseCategoriesQuery,
  useSaveExpenseCategoryMutation,
  useDeleteExpenseCategoryMutation,
  useListExpensesQuery,
  useSaveExpenseMutation,
  useDeleteExpenseMutation,
  useListRecurringQuery,
  useSaveRecurringMutation,
  useDeleteRecurringMutation,
  usePayablesQuery,
  useListSupplierBillsQuery,
  useSupplierLedgerQuery,
  useCreateSupplierBillMutation,
  usePaySupplierMutation,
  useListOtherIncomeQuery,
  useRecordOtherIncomeMutation,
  useDaybookQuery,
  useProfitAndLossQuery,
  useCustomerLedgerQuery,
  useReceiveCustomerPaymentMutation,
  useEmailCustomerStatementMutation,
  useChargeToAccountMutation,
} = accountsApi;
