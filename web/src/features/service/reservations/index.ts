/** What other features use of this feature; the route table imports its pages directly (lazily). */
export { DayReservations } from './DayReservations';
export { ReservationDialog } from './ReservationDialog';
export { WaitlistPanel } from './WaitlistPanel';
export { useLazyGetReservationQuery, useListReservationsQuery, useListWaitlistQuery } from './reservations.api';
export { type Reservation } from './reservations.types';
