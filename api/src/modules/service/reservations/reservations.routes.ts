import { operations as op } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { created } from '../../../kernel/replies';
import * as reservations from './reservations.service';

/** Reservations (Premium): list, availability, book, edit/move, lifecycle (seating opens an order). */
export const reservationsRoutes = defineRoutes('reservations', (r) => {
  r.tenant(op.listReservations, { summary: 'Reservations in a range' }, (ctx, { query }) =>
    reservations.listReservations(ctx, query),
  );
  r.tenant(op.availability, { summary: 'Free tables and slots for a party size' }, (ctx, { query }) =>
    reservations.availability(ctx, query),
  );
  r.tenant(op.createReservation, { summary: 'Create a reservation' }, async (ctx, { body }) =>
    created(await reservations.createReservation(ctx, body)),
  );
  r.tenant(op.getReservation, { summary: 'One reservation' }, (ctx, { params }) =>
    reservations.getReservation(ctx, params.reservationId),
  );
  r.tenant(op.updateReservation, { summary: 'Change a reservation' }, (ctx, { params, body }) =>
    reservations.updateReservation(ctx, params.reservationId, body),
  );
  r.tenant(
    op.setReservationStatus,
    { summary: 'Confirm, seat, cancel or mark a reservation no-show' },
    (ctx, { params, body }) => reservations.setReservationStatus(ctx, params.reservationId, body),
  );
});
