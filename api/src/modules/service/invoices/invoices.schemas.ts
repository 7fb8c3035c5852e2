/** This module's request schemas are shared with the web: `@ros/shared-events` (contracts/requests/invoices.ts). */
export { type InvoiceListQuery, type IncomeQuery } from '@ros/shared-events';
