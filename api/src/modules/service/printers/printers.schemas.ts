/** This module's request schemas are shared with the web: `@ros/shared-events` (contracts/requests/printers.ts). */
export {
  type CreatePrinterBody,
  type UpdatePrinterBody,
  type PrinterListQuery,
  type PrintJobListQuery,
  type ReprintBody,
  type PrintReceiptBody,
} from '@ros/shared-events';
