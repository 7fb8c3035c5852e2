import type { Compilable } from 'kysely';
import type { KdsBoard } from '@ros/shared-events';
import { notFound, ruleViolation } from '../../../kernel/errors';
import { isUuid, type TenantContext } from '../../../kernel/tenant';
import { authorizeAny } from '../../../kernel/authorize-any';
import { loadPosSettings } from '../../identity/restaurants';
import { loadTicket, loadTickets, toTicketDtos, type TicketDto } from './ticket-view';
import { lockAndReadTicket, writeThenReadTicket } from './ticket-view.repo';
import * as repo from './tickets.repo';

// A KDS command takes four round trips: begin with the membership, the ticket's lock (with the
// ticket when the command needs it), the writes with the ticket read back after them, then the
// events with the commit.

async function lockRow(ctx: TenantContext, id: string) {
  const row = isUuid(id) ? await repo.selectLockedTicket(ctx, id).executeTakeFirst() : undefined;
  if (!row) throw notFound('Ticket');
  return row;
}

async function lock(ctx: TenantContext, id: string) {
  ctx.authorize('edit', 'kitchen');
  return lockRow(ctx, id);
}

/** `lock`, and the ticket as it is, in one round trip (the read goes after the lock). */
async function lockAndRead(ctx: TenantContext, id: string) {
  ctx.authorize('edit', 'kitchen');
  if (!isUuid(id)) throw notFound('Ticket');
  const [rowOf, partsOf] = await lockAndReadTicket(ctx, id);
  const row = rowOf();
  const [ticket] = toTicketDtos(partsOf());
  if (!row || !ticket) throw notFound('Ticket');
  return { row, ticket };
}

/** Issues `writes` and reads the (locked) ticket back after them, in one round trip. */
async function writeThenRead(
  ctx: TenantContext,
  id: string,
  writes: Compilable<unknown>[],
  options?: { isReprint?: boolean },
): Promise<TicketDto> {
  const { written, read } = await writeThenReadTicket(ctx, id, writes);
  for (const outcome of written) outcome();
  const [ticket] = toTicketDtos(read(), options);
  if (!ticket) throw notFound('Ticket');
  return ticket;
}

/** The KDS screen: tickets oldest first, all-day counts and the age thresholds. */
export async function kdsBoard(
  ctx: TenantContext,
  stationId: string | null,
  includeBumped: boolean,
): Promise<KdsBoard> {
  authorizeAny(ctx, 'view', ['kitchen', 'orders']);
  const settings = await loadPosSettings(ctx);
  const ids = await repo.activeTicketIds(ctx, stationId, includeBumped);
  const tickets = await loadTickets(ctx, ids);
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
  return {
    settings: settings.kds,
    tickets,
    allDay: [...allDay.values()].sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name)),
  };
}

export async function getTicket(ctx: TenantContext, id: string) {
  authorizeAny(ctx, 'view', ['kitchen', 'orders']);
  return loadTicket(ctx, id);
}

export async function startTicket(ctx: TenantContext, id: string) {
  const row = await lock(ctx, id);
  if (row.status !== 'new') throw ruleViolation(`This ticket is already ${row.status}.`);
  const ticket = await writeThenRead(ctx, id, [
    repo.ticketUpdate(ctx, id, { status: 'preparing', started_at: new Date() }),
    repo.itemStatusUpdate(ctx, id, ['fired'], 'preparing'),
  ]);
  ctx.emit('ticket.started', { ticket });
  return ticket;
}

/** Item statuses that leave nothing for the kitchen to do. */
const ITEM_DONE = ['ready', 'served', 'voided'];

/** Marks items (or the whole ticket) ready; the ticket is ready when all its items are. */
export async function readyTicket(ctx: TenantContext, id: string, itemIds: string[] | undefined) {
  const { row, ticket: before } = await lockAndRead(ctx, id);
  if (row.status === 'bumped') throw ruleViolation('This ticket was bumped; recall it first.');
  if (itemIds) {
    const unknown = itemIds.find((i) => !before.items.some((x) => x.id === i));
    if (unknown) throw notFound('Ticket item');
  }
  // What the item update does: those asked for (all by default) that are fired or preparing become ready.
  const becomesReady = (i: TicketDto['items'][number]) =>
    (!itemIds || itemIds.includes(i.id)) && (i.status === 'fired' || i.status === 'preparing');
  const changed = before.items.filter(becomesReady).map((i) => i.id);
  const allReady = before.items.every((i) => becomesReady(i) || ITEM_DONE.includes(i.status));
  const writes: Compilable<unknown>[] = [repo.itemStatusUpdate(ctx, id, ['fired', 'preparing'], 'ready', itemIds)];
  if (allReady && row.status !== 'ready') {
    writes.push(
      repo.ticketUpdate(ctx, id, { status: 'ready', ready_at: new Date(), started_at: row.started_at ?? new Date() }),
    );
  } else if (!allReady && row.status === 'new') {
    writes.push(repo.ticketUpdate(ctx, id, { status: 'preparing', started_at: new Date() }));
  }
  const ticket = await writeThenRead(ctx, id, writes);
  if (itemIds && changed.length) ctx.emit('ticket.item_ready', { ticket, itemIds: changed });
  if (allReady && row.status !== 'ready') ctx.emit('ticket.ready', { ticket });
  return ticket;
}

/** Bumps the ticket off the screen (its unfinished items count as ready). */
export async function bumpTicket(ctx: TenantContext, id: string) {
  const row = await lock(ctx, id);
  if (row.status === 'bumped') throw ruleViolation('This ticket is already bumped.');
  const now = new Date();
  const ticket = await writeThenRead(ctx, id, [
    repo.itemStatusUpdate(ctx, id, ['fired', 'preparing'], 'ready'),
    repo.ticketUpdate(ctx, id, { status: 'bumped', bumped_at: now, ready_at: row.ready_at ?? now }),
  ]);
  ctx.emit('ticket.bumped', { ticket });
  return ticket;
}

/** Brings back the station's last bumped ticket (as ready). */
export async function recallLast(ctx: TenantContext, stationId: string | null) {
  ctx.authorize('edit', 'kitchen');
  const last = await repo.lastBumped(ctx, stationId);
  if (!last) throw notFound('Bumped ticket');
  const ticket = await writeThenRead(ctx, last.id, [
    repo.ticketUpdate(ctx, last.id, { status: 'ready', bumped_at: null }),
  ]);
  ctx.emit('ticket.recalled', { ticket });
  return ticket;
}

/** An explicit reprint: counted and marked as a reprint. */
export async function reprintTicket(ctx: TenantContext, id: string) {
  authorizeAny(ctx, 'edit', ['kitchen', 'orders']);
  const row = await lockRow(ctx, id);
  const ticket = await writeThenRead(ctx, id, [repo.ticketUpdate(ctx, id, { reprint_count: row.reprint_count + 1 })], {
    isReprint: true,
  });
  ctx.emit('ticket.reprinted', { ticket });
  return ticket;
}

/** For the orders module's expo view: every ticket of an order, whole. */
export async function ticketsOfOrder(ctx: TenantContext, orderId: string) {
  return loadTickets(ctx, await repo.ticketIdsOfOrder(ctx, orderId));
}

/** For the expo board: the orders with a ticket still on the board, the longest waiting first. */
export async function ordersOnTheBoard(ctx: TenantContext) {
  return repo.ordersOnTheBoard(ctx);
}

/** Expo closes an order: every ticket of it still on the board is bumped (paid or not). */
export async function bumpOrderTickets(ctx: TenantContext, orderId: string) {
  ctx.authorize('edit', 'kitchen');
  const rows = await repo.lockBoardTicketsOfOrder(ctx, orderId);
  if (!rows.length) throw ruleViolation('This order has no ticket on the board.');
  const bumped = [];
  for (const r of rows) bumped.push(await bumpTicket(ctx, r.id));
  return bumped;
}
