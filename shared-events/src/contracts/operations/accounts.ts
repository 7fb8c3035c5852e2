/** The operations of the api's `accounts` module: method, path, request and reply schemas (read by the api's routes, its OpenAPI document, and the web's types). */
import {
  ZCustomerLedger,
  ZCustomerPayment,
  ZDaybook,
  ZExpense,
  ZExpenseCategories,
  ZExpenseCategory,
  ZExpensePage,
  ZOtherIncome,
  ZOtherIncomePage,
  ZPayables,
  ZProfitAndLoss,
  ZRecurringExpense,
  ZRecurringExpenses,
  ZSupplierBill,
  ZSupplierBillPage,
  ZSupplierLedger,
  ZSupplierPayment,
} from '../accounts';
import { ZBill } from '../bills';
import { ZEmailQueued } from '../common';
import {
  ZAccountStatementBody,
  ZCategoryBody,
  ZChargeToAccountBody,
  ZCustomerPaymentBody,
  ZDaybookQuery,
  ZExpenseBody,
  ZExpenseListQuery,
  ZOtherIncomeBody,
  ZOtherIncomeQuery,
  ZRecurringBody,
  ZSupplierBillBody,
  ZSupplierBillQuery,
  ZSupplierPaymentBody,
} from '../requests/accounts';
import { ZPeriodQuery } from '../requests/accounts';
import * as route from './routes';

export const getExpenseCategories = { ...route.getExpenseCategories, reply: ZExpenseCategories } as const;
export const postExpenseCategories = {
  ...route.postExpenseCategories,
  body: ZCategoryBody,
  reply: ZExpenseCategory,
} as const;
export const renameCategory = { ...route.renameCategory, body: ZCategoryBody, reply: ZExpenseCategory } as const;
export const deleteExpenseCategories = { ...route.deleteExpenseCategories } as const;
export const listExpenses = { ...route.listExpenses, query: ZExpenseListQuery, reply: ZExpensePage } as const;
export const createExpense = { ...route.createExpense, body: ZExpenseBody, reply: ZExpense } as const;
export const listRecurring = { ...route.listRecurring, reply: ZRecurringExpenses } as const;
export const createRecurring = { ...route.createRecurring, body: ZRecurringBody, reply: ZRecurringExpense } as const;
export const updateRecurring = { ...route.updateRecurring, body: ZRecurringBody, reply: ZRecurringExpense } as const;
export const deleteRecurring = { ...route.deleteRecurring } as const;
export const getExpense = { ...route.getExpense, reply: ZExpense } as const;
export const updateExpense = { ...route.updateExpense, body: ZExpenseBody, reply: ZExpense } as const;
export const deleteExpense = { ...route.deleteExpense } as const;
export const listBills = { ...route.listBills, query: ZSupplierBillQuery, reply: ZSupplierBillPage } as const;
export const postSupplierBills = { ...route.postSupplierBills, body: ZSupplierBillBody, reply: ZSupplierBill } as const;
export const paySupplier = { ...route.paySupplier, body: ZSupplierPaymentBody, reply: ZSupplierPayment } as const;
export const payables = { ...route.payables, reply: ZPayables } as const;
export const supplierLedger = { ...route.supplierLedger, reply: ZSupplierLedger } as const;
export const chargeToAccount = { ...route.chargeToAccount, body: ZChargeToAccountBody, reply: ZBill } as const;
export const customerLedger = { ...route.customerLedger, reply: ZCustomerLedger } as const;
export const emailCustomerStatement = {
  ...route.emailCustomerStatement,
  body: ZAccountStatementBody,
  reply: ZEmailQueued,
} as const;
export const receiveCustomerPayment = {
  ...route.receiveCustomerPayment,
  body: ZCustomerPaymentBody,
  reply: ZCustomerPayment,
} as const;
export const getOtherIncome = { ...route.getOtherIncome, query: ZOtherIncomeQuery, reply: ZOtherIncomePage } as const;
export const recordIncome = { ...route.recordIncome, body: ZOtherIncomeBody, reply: ZOtherIncome } as const;
export const deleteIncome = { ...route.deleteIncome } as const;
export const daybook = { ...route.daybook, query: ZDaybookQuery, reply: ZDaybook } as const;
export const profitAndLoss = { ...route.profitAndLoss, query: ZPeriodQuery, reply: ZProfitAndLoss } as const;
