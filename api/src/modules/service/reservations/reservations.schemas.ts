/** This module's request schemas are shared with the web: `@ros/shared-events` (contracts/requests/reservations.ts). */
export {
  type ReservationStatus,
  type CreateReservationBody,
  type UpdateReservationBody,
  type ReservationStatusBody,
  type ReservationListQuery,
  type AvailabilityQuery,
} from '@ros/shared-events';
