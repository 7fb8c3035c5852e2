/** This module's request schemas are shared with the web: `@ros/shared-events` (contracts/requests/customers.ts). */
export {
  ZAddress,
  ZCreateCustomerBody,
  ZUpdateCustomerBody,
  ZMergeCustomersBody,
  ZCustomerListQuery,
  ZCustomerHistoryQuery,
  type CreateCustomerBody,
  type UpdateCustomerBody,
  type MergeCustomersBody,
  type CustomerListQuery,
  type CustomerHistoryQuery,
} from '@ros/shared-events';
