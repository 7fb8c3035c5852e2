/** What other features use of this feature; the route table imports its pages directly (lazily). */
export { OtherIncomeCard } from './OtherIncomeCard';
export { AgingTable } from './SupplierLedgerDrawer';
export { useChargeToAccountMutation, useCustomerLedgerQuery, useReceiveCustomerPaymentMutation } from './accounts.api';
export { useAccountsT } from './i18n';
