import { operations as op } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import * as tickets from './tickets.service';

/** Kitchen display: the board, ticket actions, recall, reprint. */
export const ticketsRoutes = defineRoutes('tickets', (r) => {
  r.tenant(op.kdsBoard, { summary: 'Kitchen display board (one station or all)' }, (ctx, { query }) =>
    tickets.kdsBoard(ctx, query.stationId ?? null, query.include === 'bumped'),
  );
  r.tenant(op.recallLast, { summary: 'Recall the last bumped ticket of a station' }, (ctx, { body }) =>
    tickets.recallLast(ctx, body.stationId),
  );
  r.tenant(op.getTicket, { summary: 'One ticket' }, (ctx, { params }) => tickets.getTicket(ctx, params.ticketId));
  r.tenant(op.startTicket, { summary: 'Start preparing a ticket' }, (ctx, { params }) =>
    tickets.startTicket(ctx, params.ticketId),
  );
  r.tenant(op.readyTicket, { summary: 'Mark a ticket (or some of its items) ready' }, (ctx, { params, body }) =>
    tickets.readyTicket(ctx, params.ticketId, body.itemIds),
  );
  r.tenant(op.bumpTicket, { summary: 'Bump a ticket off the board' }, (ctx, { params }) =>
    tickets.bumpTicket(ctx, params.ticketId),
  );
  r.tenant(op.reprintTicket, { summary: 'Reprint a ticket (marked as a reprint)' }, (ctx, { params }) =>
    tickets.reprintTicket(ctx, params.ticketId),
  );
});
