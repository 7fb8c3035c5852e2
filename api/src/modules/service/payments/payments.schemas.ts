/** This module's request schemas are shared with the web: `@ros/shared-events` (contracts/requests/payments.ts). */
export { type RecordPaymentBody, type RefundBody, type VoidPaymentBody } from '@ros/shared-events';
