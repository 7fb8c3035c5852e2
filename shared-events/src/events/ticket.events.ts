import { z } from 'zod';
import { defineEvent } from './define';

const id = z.string().uuid();

/** A kitchen ticket as the KDS draws it; sent whole with every ticket event. */
const ZTicketSnapshot = z.looseObject({
  id,
  orderId: id,
  stationId: id.nullable(),
  fireNo: z.number().int(),
  status: z.enum(['new', 'preparing', 'ready', 'bumped']),
  reprintCount: z.number().int(),
  items: z.array(z.looseObject({ id, name: z.string(), quantity: z.number().int(), status: z.string() })),
});

const ZTicketOnly = z.object({ ticket: ZTicketSnapshot });

/** A ticket was created for one station by a send or a course fire. */
export const ticketCreated = defineEvent('ticket.created', ZTicketOnly, { read: 'kitchen' });
/** The station started cooking the ticket. */
export const ticketStarted = defineEvent('ticket.started', ZTicketOnly, { read: 'kitchen' });
/** Some items of the ticket are ready. */
export const ticketItemReady = defineEvent('ticket.item_ready', ZTicketOnly.extend({ itemIds: z.array(id) }), { read: 'kitchen' });
/** Every item of the ticket is ready. */
export const ticketReady = defineEvent('ticket.ready', ZTicketOnly, { read: 'kitchen' });
/** The ticket was bumped off the screen. */
export const ticketBumped = defineEvent('ticket.bumped', ZTicketOnly, { read: 'kitchen' });
/** The station's last bumped ticket was recalled to the screen. */
export const ticketRecalled = defineEvent('ticket.recalled', ZTicketOnly, { read: 'kitchen' });
/** The ticket was printed again (marked as a reprint). */
export const ticketReprinted = defineEvent('ticket.reprinted', ZTicketOnly, { read: 'kitchen' });
