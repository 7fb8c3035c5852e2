import type { KdsBoard } from '@ros/shared-events';
import { notFound, ruleViolation } from '../../http/errors';
import { isUuid, type TenantContext } from '../../http/tenant';
import { authorizeAny } from '../../http/list';
import { loadPosSettings } from '../restaurants/pos-settings';
import { loadTicket, loadTickets } from './ticket-view';
import * as repo from './tickets.repo';

async function lock(ctx: TenantContext, id: string) {
  ctx.authorize('edit', 'kitchen');
  const row = isUuid(id) ? await repo.lockTicket(ctx.trx, ctx.restaurant.id, id) : undefined;
  if (!row) throw notFound('Ticket');
  return row;
}

/** The KDS screen: tickets oldest first, all-day counts and the age thresholds. */
export async function kdsBoard(ctx: TenantContext, stationId: string | null, includeBumped: boolean): Promise<KdsBoard> {
  authorizeAny(ctx, 'view', ['kitchen', 'orders']);
  const settings = await loadPosSettings(ctx.trx, ctx.restaurant.id);
  const ids = await repo.activeTicketIds(ctx.trx, ctx.restaurant.id, stationId, includeBumped);
  const tickets = await loadTickets(ctx.trx, ctx.restaurant.id, ids);
  const allDay = new Map<string, { dishId: string | null; name: string; quantity: number }>();
  for (const t of tickets) {
    if (t.status === 'bumped') continue;
    for (const i of t.items) {
      if (i.status !== 'fired' && i.status !== 'preparing') continue;
      const key = i.dishId ?? i.name;
      const entry = allDay.get(key) ?? { dishId: i.dishId, name: i.name, quantity: 0 };
      entry.quantity += i.quantity;
      allDay.set(key, entry);
    }
  }
  return { settings: settings.kds, tickets, allDay: [...allDay.values()].sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name)) };
}

export async function getTicket(ctx: TenantContext, id: string) {
  authorizeAny(ctx, 'view', ['kitchen', 'orders']);
  return loadTicket(ctx.trx, ctx.restaurant.id, id);
}

export async function startTicket(ctx: TenantContext, id: string) {
  const row = await lock(ctx, id);
  if (row.status !== 'new') throw ruleViolation(`This ticket is already ${row.status}.`);
  await repo.updateTicket(ctx.trx, ctx.restaurant.id, id, { status: 'preparing', started_at: new Date() });
  await repo.setItemStatus(ctx.trx, ctx.restaurant.id, id, ['fired'], 'preparing');
  const ticket = await loadTicket(ctx.trx, ctx.restaurant.id, id);
  ctx.emit('ticket.started', { ticket });
  return ticket;
}

/** Marks items (or the whole ticket) ready; the ticket is ready when all its items are. */
export async function readyTicket(ctx: TenantContext, id: string, itemIds: string[] | undefined) {
  const row = await lock(ctx, id);
  if (row.status === 'bumped') throw ruleViolation('This ticket was bumped; recall it first.');
  const before = await loadTicket(ctx.trx, ctx.restaurant.id, id);
  if (itemIds) {
    const unknown = itemIds.find((i) => !before.items.some((x) => x.id === i));
    if (unknown) throw notFound('Ticket item');
  }
  await repo.setItemStatus(ctx.trx, ctx.restaurant.id, id, ['fired', 'preparing'], 'ready', itemIds);
  let ticket = await loadTicket(ctx.trx, ctx.restaurant.id, id);
  const changed = ticket.items.filter((i, n) => i.status !== before.items[n]?.status).map((i) => i.id);
  const allReady = ticket.items.every((i) => ['ready', 'served', 'voided'].includes(i.status));
  if (allReady && row.status !== 'ready') {
    await repo.updateTicket(ctx.trx, ctx.restaurant.id, id, { status: 'ready', ready_at: new Date(), started_at: row.started_at ?? new Date() });
  } else if (!allReady && row.status === 'new') {
    await repo.updateTicket(ctx.trx, ctx.restaurant.id, id, { status: 'preparing', started_at: new Date() });
  }
  ticket = await loadTicket(ctx.trx, ctx.restaurant.id, id);
  if (itemIds && changed.length) ctx.emit('ticket.item_ready', { ticket, itemIds: changed });
  if (allReady && row.status !== 'ready') ctx.emit('ticket.ready', { ticket });
  return ticket;
}

/** Bumps the ticket off the screen (its unfinished items count as ready). */
export async function bumpTicket(ctx: TenantContext, id: string) {
  const row = await lock(ctx, id);
  if (row.status === 'bumped') throw ruleViolation('This ticket is already bumped.');
  await repo.setItemStatus(ctx.trx, ctx.restaurant.id, id, ['fired', 'preparing'], 'ready');
  const now = new Date();
  await repo.updateTicket(ctx.trx, ctx.restaurant.id, id, { status: 'bumped', bumped_at: now, ready_at: row.ready_at ?? now });
  const ticket = await loadTicket(ctx.trx, ctx.restaurant.id, id);
  ctx.emit('ticket.bumped', { ticket });
  return ticket;
}

/** Brings back the station's last bumped ticket (as ready). */
export async function recallLast(ctx: TenantContext, stationId: string | null) {
  ctx.authorize('edit', 'kitchen');
  const last = await repo.lastBumped(ctx.trx, ctx.restaurant.id, stationId);
  if (!last) throw notFound('Bumped ticket');
  await repo.updateTicket(ctx.trx, ctx.restaurant.id, last.id, { status: 'ready', bumped_at: null });
  const ticket = await loadTicket(ctx.trx, ctx.restaurant.id, last.id);
  ctx.emit('ticket.recalled', { ticket });
  return ticket;
}

/** An explicit reprint: counted and marked as a reprint. */
export async function reprintTicket(ctx: TenantContext, id: string) {
  authorizeAny(ctx, 'edit', ['kitchen', 'orders']);
  const row = isUuid(id) ? await repo.lockTicket(ctx.trx, ctx.restaurant.id, id) : undefined;
  if (!row) throw notFound('Ticket');
  await repo.updateTicket(ctx.trx, ctx.restaurant.id, id, { reprint_count: row.reprint_count + 1 });
  const ticket = await loadTicket(ctx.trx, ctx.restaurant.id, id, { isReprint: true });
  ctx.emit('ticket.reprinted', { ticket });
  return ticket;
}

/** For the orders module's expo view: every ticket of an order, whole. */
export async function ticketsOfOrder(ctx: TenantContext, orderId: string) {
  return loadTickets(ctx.trx, ctx.restaurant.id, await repo.ticketIdsOfOrder(ctx.trx, ctx.restaurant.id, orderId));
}
