/** This module's request schemas are shared with the web: `@ros/shared-events` (contracts/requests/purchases.ts). */
export {
  type CreatePurchaseBody,
  type UpdatePurchaseBody,
  type ReceiveBody,
  type PurchaseListQuery,
} from '@ros/shared-events';
