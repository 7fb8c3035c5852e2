/** This module's request schemas are shared with the web: `@ros/shared-events` (contracts/requests/delivery.ts). */
export {
  type DeliveryStatus,
  type ZoneBody,
  type UpdateZoneBody,
  type CreateDeliveryBody,
  type UpdateDeliveryBody,
  type AssignBody,
  type DeliveryStatusBody,
  type DeliveryListQuery,
} from '@ros/shared-events';
