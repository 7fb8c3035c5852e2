/** This module's request schemas are shared with the web: `@ros/shared-events` (contracts/requests/orders.ts). */
export {
  type NewItem,
  type CreateOrderBody,
  type UpdateOrderBody,
  type AddItemsBody,
  type UpdateItemBody,
  type VoidItemBody,
  type OrderListQuery,
} from '@ros/shared-events';
