/** The orders module's face: what the route list, the job list and other modules may use. */
export { loadOrder, type OrderDto, type PersonRef } from './order-view';
export { ordersRoutes } from './orders.routes';
export {
  addItems,
  completeOrder,
  createOrder,
  getOrder,
  lockOrderWithItems,
  openOrderAtTable,
  unitDiscountOf,
} from './orders.service';
export { type OrderToComplete, readOrderToComplete } from './orders.repo';
export { assertInScope, driverOfOrder, orderReadScope } from './read-scope';
export { createAndSendOrder, sendOrder } from './send-order';
