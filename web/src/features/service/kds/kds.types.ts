import type { Ticket as TicketReply } from '@ros/shared-events';

export type Ticket = TicketReply;

export interface KdsSettings {
  warnMinutes: number;
  lateMinutes: number;
}

/**
 * True when an event's ticket is a whole ticket (as the KDS board returns it), the copy the KDS keeps;
 * the catalogue's schema lists only the keys the server guarantees.
 */
export const isWholeTicket = <T extends { id: string }>(ticket: T): ticket is T & Ticket =>
  'items' in ticket && Array.isArray(ticket.items) && 'createdAt' in ticket && typeof ticket.createdAt === 'string';
