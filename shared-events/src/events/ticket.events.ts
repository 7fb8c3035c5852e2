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

type TicketItem = { id: string; name: string; quantity: number };
/** "2× Steak, 1× Fries": what the kitchen calls a ticket by. */
const dishes = (items: TicketItem[]) => items.map((i) => `${i.quantity}× ${i.name}`).join(', ');
const ticketDishes = (p: { ticket: { items: TicketItem[] } }) => ({ values: { items: dishes(p.ticket.items) } });
const kitchen = { read: 'kitchen', describe: ticketDishes } as const;

/** A ticket was created for one station by a send or a course fire. */
export const ticketCreated = defineEvent('ticket.created', ZTicketOnly, kitchen);
/** The station started cooking the ticket. */
export const ticketStarted = defineEvent('ticket.started', ZTicketOnly, kitchen);
/** Some items of the ticket are ready. */
export const ticketItemReady = defineEvent('ticket.item_ready', ZTicketOnly.extend({ itemIds: z.array(id) }), {
  read: 'kitchen',
  describe: (p) => ({ values: { items: dishes(p.ticket.items.filter((i) => p.itemIds.includes(i.id))) } }),
});
/** Every item of the ticket is ready. */
export const ticketReady = defineEvent('ticket.ready', ZTicketOnly, kitchen);
/** The ticket was bumped off the screen. */
export const ticketBumped = defineEvent('ticket.bumped', ZTicketOnly, kitchen);
/** The station's last bumped ticket was recalled to the screen. */
export const ticketRecalled = defineEvent('ticket.recalled', ZTicketOnly, kitchen);
/** The ticket was printed again (marked as a reprint). */
export const ticketReprinted = defineEvent('ticket.reprinted', ZTicketOnly, kitchen);
