import type { TenantContext } from '../../http/tenant';
import { createTicketsForFire, type TicketOrderFacts } from '../tickets/create-tickets';
import { loadOrder, loadOrderItems, toOrderDto, toOrderItem, type OrderDto, type OrderItemDto, type OrderParts } from './order-view';
import * as repo from './orders.repo';
import { assertEditable, lockOrder, ruleViolation } from './orders.service';

/**
 * Sends an order to the kitchen: every pending item that is not held (or, with `course`, the
 * pending items of that course, held or not) becomes fire number `fireCount + 1`, one ticket per
 * station, all in this transaction. Items already sent are never ticketed again.
 */
export async function sendOrder(ctx: TenantContext, id: string, version: number, course?: string) {
  ctx.authorize('edit', 'orders');
  const row = await lockOrder(ctx, id, version);
  assertEditable(row);
  if (row.status === 'draft') throw ruleViolation('Place the order before sending it to the kitchen.');
  const items = itemsToSend(await loadOrderItems(ctx.trx, ctx.restaurant.id, id), course);
  const fireNo = row.fire_count + 1;
  await repo.updateOrder(ctx.trx, ctx.restaurant.id, id, { fire_count: fireNo });
  const { tickets } = await createTicketsForFire(ctx, id, fireNo, items);
  const order = await loadOrder(ctx.trx, ctx.restaurant.id, id);
  emitSent(ctx, order, fireNo, tickets, course);
  return { order, tickets };
}

/**
 * `sendOrder` for the open order this command just created (`createOrder`'s parts): the insert
 * holds its lock and its version is the one just written, so nothing is locked or read back.
 */
export async function sendNewOrder(ctx: TenantContext, parts: OrderParts) {
  ctx.authorize('edit', 'orders');
  const { row } = parts;
  const items = itemsToSend(parts.items.map(toOrderItem));
  const fireNo = row.fire_count + 1;
  const updated = await repo.updateOrderReturning(ctx.trx, ctx.restaurant.id, row.id, { fire_count: fireNo });
  const facts: TicketOrderFacts = {
    displayNo: row.display_no, type: row.type, staffUserId: row.staff_user_id, tableName: row.table_name,
    customerName: row.customer_ref_name ?? row.customer_name, names: parts.names,
  };
  const { tickets, fired } = await createTicketsForFire(ctx, row.id, fireNo, items, facts);
  const firedById = new Map(fired.map((i) => [i.id, i]));
  const order = toOrderDto({ ...parts, row: { ...row, ...updated }, items: parts.items.map((i) => firedById.get(i.id) ?? i) });
  emitSent(ctx, order, fireNo, tickets);
  return { order, tickets };
}

/** The items a send fires: pending and not held, or with `course` the pending items of that course; 422 when none. */
function itemsToSend(currentItems: OrderItemDto[], course?: string) {
  const wanted = course?.trim().toLowerCase();
  const items = currentItems.filter((i) =>
    i.status === 'pending' && (wanted === undefined ? !i.isHeld : (i.course ?? '').toLowerCase() === wanted),
  );
  if (!items.length) throw ruleViolation(wanted === undefined ? 'Nothing new to send to the kitchen.' : `No pending item in course "${course}".`);
  return items.map((i) => ({ id: i.id, stationId: i.stationId }));
}

function emitSent(ctx: TenantContext, order: OrderDto, fireNo: number, tickets: { id: string }[], course?: string) {
  const ticketIds = tickets.map((t) => t.id);
  if (course === undefined) ctx.emit('order.sent_to_kitchen', { order, fireNo, ticketIds });
  else ctx.emit('order.course_fired', { order, fireNo, course: course.trim(), ticketIds });
}
