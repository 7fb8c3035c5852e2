import { ZAvailability, ZReservation, ZReservationPage } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { created } from '../../../kernel/replies';
import {
  ZAvailabilityQuery, ZCreateReservationBody, ZReservationListQuery, ZReservationStatusBody, ZUpdateReservationBody,
} from './reservations.schemas';
import * as reservations from './reservations.service';

/** Reservations (Premium): list, availability, book, edit/move, lifecycle (seating opens an order). */
export const reservationsRoutes = defineRoutes('reservations', (r) => {
  const base = '/api/restaurants/:restaurantId/reservations';
  r.tenant('get', base, { summary: 'Reservations in a range', query: ZReservationListQuery, reply: ZReservationPage }, (ctx, { query }) => reservations.listReservations(ctx, query));
  r.tenant('get', `${base}/availability`, { summary: 'Free tables and slots for a party size', query: ZAvailabilityQuery, reply: ZAvailability }, (ctx, { query }) => reservations.availability(ctx, query));
  r.tenant('post', base, { summary: 'Create a reservation', body: ZCreateReservationBody, reply: ZReservation }, async (ctx, { body }) => created(await reservations.createReservation(ctx, body)));
  r.tenant('get', `${base}/:reservationId`, { summary: 'One reservation', reply: ZReservation }, (ctx, { params }) => reservations.getReservation(ctx, params.reservationId));
  r.tenant('patch', `${base}/:reservationId`, { summary: 'Change a reservation', body: ZUpdateReservationBody, reply: ZReservation }, (ctx, { params, body }) => reservations.updateReservation(ctx, params.reservationId, body));
  r.tenant('post', `${base}/:reservationId/status`, { summary: 'Confirm, seat, cancel or mark a reservation no-show', body: ZReservationStatusBody, reply: ZReservation }, (ctx, { params, body }) => reservations.setReservationStatus(ctx, params.reservationId, body));
});
