/** This module's request schemas are shared with the web: `@ros/shared-events` (contracts/requests/customers.ts). */
export {
  type CreateCustomerBody,
  type UpdateCustomerBody,
  type MergeCustomersBody,
  type CustomerListQuery,
  type CustomerHistoryQuery,
} from '@ros/shared-events';
