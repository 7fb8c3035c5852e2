/** This module's request schemas are shared with the web: `@ros/shared-events` (contracts/requests/accounts.ts). */
export {
  type ExpenseBody,
  type ExpenseListQuery,
  type RecurringBody,
  type SupplierBillBody,
  type SupplierBillQuery,
  type SupplierPaymentBody,
  type OtherIncomeBody,
  type OtherIncomeQuery,
  type CustomerPaymentBody,
} from '@ros/shared-events';
