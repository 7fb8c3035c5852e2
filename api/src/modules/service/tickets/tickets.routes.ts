import { ZKdsBoard, ZTicket } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { ZKdsQuery, ZReadyBody, ZRecallBody } from './tickets.schemas';
import * as tickets from './tickets.service';

/** Kitchen display: the board, ticket actions, recall, reprint. */
export const ticketsRoutes = defineRoutes('tickets', (r) => {
  const base = '/api/restaurants/:restaurantId';
  r.tenant('get', `${base}/kds`, { summary: 'Kitchen display board (one station or all)', query: ZKdsQuery, reply: ZKdsBoard }, (ctx, { query }) =>
    tickets.kdsBoard(ctx, query.stationId ?? null, query.include === 'bumped'));
  r.tenant('post', `${base}/kds/recall`, { summary: 'Recall the last bumped ticket of a station', body: ZRecallBody, reply: ZTicket }, (ctx, { body }) => tickets.recallLast(ctx, body.stationId));
  r.tenant('get', `${base}/tickets/:ticketId`, { summary: 'One ticket', reply: ZTicket }, (ctx, { params }) => tickets.getTicket(ctx, params.ticketId));
  r.tenant('post', `${base}/tickets/:ticketId/start`, { summary: 'Start preparing a ticket', reply: ZTicket }, (ctx, { params }) => tickets.startTicket(ctx, params.ticketId));
  r.tenant('post', `${base}/tickets/:ticketId/ready`, { summary: 'Mark a ticket (or some of its items) ready', body: ZReadyBody, reply: ZTicket }, (ctx, { params, body }) => tickets.readyTicket(ctx, params.ticketId, body.itemIds));
  r.tenant('post', `${base}/tickets/:ticketId/bump`, { summary: 'Bump a ticket off the board', reply: ZTicket }, (ctx, { params }) => tickets.bumpTicket(ctx, params.ticketId));
  r.tenant('post', `${base}/tickets/:ticketId/reprint`, { summary: 'Reprint a ticket (marked as a reprint)', reply: ZTicket }, (ctx, { params }) => tickets.reprintTicket(ctx, params.ticketId));
});
