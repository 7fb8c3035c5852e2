import type { TenantContext } from '../../http/tenant';
import type { ItemRow } from '../orders/orders.repo';
import { loadTickets, toTicketDto, type TicketDto } from './ticket-view';
import * as repo from './tickets.repo';

/** What a ticket shows of its order, when the caller already holds it (else the tickets are read back). */
export interface TicketOrderFacts {
  displayNo: number;
  type: string;
  staffUserId: string | null;
  tableName: string | null;
  /** The customer's name, else the name typed on the order. */
  customerName: string | null;
  names: Map<string, string>;
}

/**
 * Creates the tickets of one fire of an order: one per station, each with exactly `items`
 * routed to it, and marks those items fired. Runs in the order's transaction (the caller holds
 * the order lock and took `fireNo`); the unique key (restaurant, order, fire, station) makes a
 * second ticket for the same fire impossible. Emits `ticket.created` with each whole ticket.
 * Returns the tickets and the fired item rows.
 */
export async function createTicketsForFire(
  ctx: TenantContext,
  orderId: string,
  fireNo: number,
  items: { id: string; stationId: string | null }[],
  order?: TicketOrderFacts,
): Promise<{ tickets: TicketDto[]; fired: ItemRow[] }> {
  const rid = ctx.restaurant.id;
  const stationIds = [...new Set(items.map((i) => i.stationId))];
  const inserted = await repo.insertTickets(ctx.trx, rid, orderId, fireNo, stationIds);
  const ticketOfStation = new Map(inserted.map((t) => [t.station_id, t]));
  const rows = stationIds.map((s) => ticketOfStation.get(s)!);
  const fired = await repo.fireItems(ctx.trx, rid, fireNo, new Map(items.map((i) => [i.id, ticketOfStation.get(i.stationId)!.id])));
  const tickets = order
    ? rows.map((t) => toTicketDto(
      {
        ...t, display_no: order.displayNo, order_type: order.type, staff_user_id: order.staffUserId,
        table_name: order.tableName, customer_name: order.customerName,
      },
      fired.filter((i) => i.ticket_id === t.id).sort((a, b) => a.course_sort - b.course_sort || a.sort - b.sort),
      order.names,
    ))
    : await loadTickets(ctx.trx, rid, rows.map((t) => t.id));
  for (const ticket of tickets) ctx.emit('ticket.created', { ticket });
  return { tickets, fired };
}
