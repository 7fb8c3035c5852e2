/** The reservations module's face: what the route list, the job list and other modules may use. */
export { guestBookingRoutes } from './guest-booking.routes';
export { localParts, rulesFrom } from './reservation-rules';
export { reservationJobs } from './reservations.jobs';
export { reservationsRoutes } from './reservations.routes';
export { getReservation, updateReservation } from './reservations.service';
