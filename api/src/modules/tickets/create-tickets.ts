import type { TenantContext } from '../../http/tenant';
import { loadTickets, type TicketDto } from './ticket-view';
import * as repo from './tickets.repo';

/**
 * Creates the tickets of one fire of an order: one per station, each with exactly `items`
 * routed to it, and marks those items fired. Runs in the order's transaction (the caller holds
 * the order lock and took `fireNo`); the unique key (restaurant, order, fire, station) makes a
 * second ticket for the same fire impossible. Emits `ticket.created` with each whole ticket.
 */
export async function createTicketsForFire(
  ctx: TenantContext,
  orderId: string,
  fireNo: number,
  items: { id: string; stationId: string | null }[],
): Promise<TicketDto[]> {
  const rid = ctx.restaurant.id;
  const byStation = new Map<string | null, string[]>();
  for (const item of items) byStation.set(item.stationId, [...(byStation.get(item.stationId) ?? []), item.id]);
  const names = new Map((await repo.stationNames(ctx.trx, rid, [...byStation.keys()].filter((s): s is string => !!s))).map((s) => [s.id, s.name]));
  const ticketIds: string[] = [];
  for (const [stationId, itemIds] of byStation) {
    const { id } = await repo.insertTicket(ctx.trx, {
      restaurant_id: rid, order_id: orderId, station_id: stationId, station_name: stationId ? (names.get(stationId) ?? null) : null, fire_no: fireNo,
    });
    await ctx.trx
      .updateTable('order_items')
      .set({ status: 'fired', fire_no: fireNo, ticket_id: id, is_held: false, updated_at: new Date() })
      .where('restaurant_id', '=', rid)
      .where('id', 'in', itemIds)
      .execute();
    ticketIds.push(id);
  }
  const tickets = await loadTickets(ctx.trx, rid, ticketIds);
  for (const ticket of tickets) ctx.emit('ticket.created', { ticket });
  return tickets;
}
