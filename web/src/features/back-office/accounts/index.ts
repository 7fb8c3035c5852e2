/** What other features use of this feature; the route table imports its pages directly (lazily). */
export { OtherIncomeCard } from './OtherIncomeCard';
export { AgingTable } from './SupplierLedgerDrawer';
export {
  useChargeToAccountMutation,
  useCustomerLedgerQuery,
  useEmailCustomerStatementMutation,
  useReceiveCustomerPaymentMutation,
} from './accounts.api';
export { todayIso, useAccountsT } from './i18n';
