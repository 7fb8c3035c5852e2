/** This module's request schemas are shared with the web: `@ros/shared-events` (contracts/requests/bills.ts). */
export { type CreateBillBody, type UpdateBillBody, type SplitBillBody, type CompBillBody } from '@ros/shared-events';
