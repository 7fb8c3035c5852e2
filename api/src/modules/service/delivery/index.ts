/** The delivery module's face: what the route list, the job list and other modules may use. */
export { belowMinimumMessage, deliveryFeeFrom, deliveryPrice, selectDeliveryFee } from './delivery-fee';
export { deliveryRoutes } from './delivery.routes';
export { ensureDeliveryForOrder, setZoneOfNewDelivery } from './delivery.service';
