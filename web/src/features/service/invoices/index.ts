/** What other features use of this feature; the route table imports its pages directly (lazily). */
export { BillDrawer } from './BillDrawer';
export { statusIntent } from './invoiceStatus';
export { grandTotalOf, useGetSummaryQuery, useListInvoicesQuery } from './invoices.api';
