import type { TenantContext } from '../../http/tenant';
import { createTicketsForFire } from '../tickets/create-tickets';
import { loadOrder, loadOrderItems } from './order-view';
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
  const currentItems = await loadOrderItems(ctx.trx, ctx.restaurant.id, id);
  const wanted = course?.trim().toLowerCase();
  const items = currentItems.filter((i) =>
    i.status === 'pending' && (wanted === undefined ? !i.isHeld : (i.course ?? '').toLowerCase() === wanted),
  );
  if (!items.length) throw ruleViolation(wanted === undefined ? 'Nothing new to send to the kitchen.' : `No pending item in course "${course}".`);
  const fireNo = row.fire_count + 1;
  await repo.updateOrder(ctx.trx, ctx.restaurant.id, id, { fire_count: fireNo });
  const tickets = await createTicketsForFire(ctx, id, fireNo, items.map((i) => ({ id: i.id, stationId: i.stationId })));
  const order = await loadOrder(ctx.trx, ctx.restaurant.id, id);
  const ticketIds = tickets.map((t) => t.id);
  if (wanted === undefined) ctx.emit('order.sent_to_kitchen', { order, fireNo, ticketIds });
  else ctx.emit('order.course_fired', { order, fireNo, course: course!.trim(), ticketIds });
  return { order, tickets };
}
