import type { SentOrder } from '@ros/shared-events';
import { ruleViolation } from '../../../kernel/errors';
import type { TenantContext } from '../../../kernel/tenant';
import type { RoundTrip } from '../../../kernel/round-trip';
import { presentFireTickets, writeFireTickets, type FireWork, type TicketOrderFacts } from '../tickets';
import {
  lockedOrderParts,
  toOrderDto,
  toOrderItem,
  type OrderDto,
  type OrderItemDto,
  type OrderParts,
} from './order-view';
import type { CreateOrderBody } from '@ros/shared-events';
import * as writes from './order-writes.repo';
import { assertEditable, createOrderWithParts, lockOrderWithItems } from './orders.service';

/**
 * Sends an order to the kitchen: every pending item that is not held (or, with `course`, the
 * pending items of that course, held or not) becomes fire number `fireCount + 1`, one ticket per
 * station, all in this transaction. Items already sent are never ticketed again. `onlyItemIds`
 * sends just those (a guest's items, not what a waiter is still composing on the same order).
 */
export async function sendOrder(
  ctx: TenantContext,
  id: string,
  version: number,
  course?: string,
  onlyItemIds?: ReadonlySet<string>,
): Promise<SentOrder> {
  ctx.authorize('edit', 'orders');
  const { row, items: current } = await lockOrderWithItems(ctx, id, version);
  assertEditable(row);
  if (row.status === 'draft') throw ruleViolation('Place the order before sending it to the kitchen.');
  const items = itemsToSend(
    current.filter((i) => !onlyItemIds || onlyItemIds.has(i.id)),
    course,
  );
  const fireNo = row.fire_count + 1;
  // One round trip: the order's fire count, the fire's tickets, then the order read back (it sees them).
  const [updatedOf, writtenOf, partsOf] = await writes.fireAndReadBack(ctx, id, fireNo, (db) =>
    writeFireTickets(ctx, db, id, fireNo, items),
  );
  updatedOf();
  const parts = lockedOrderParts(partsOf());
  const written = writtenOf();
  const tickets = await presentFireTickets(ctx, written, ticketFactsOf(parts));
  const order = toOrderDto(parts);
  emitSent(ctx, order, fireNo, tickets, written.work, course);
  return { order, tickets };
}

/** What the tickets of a fire show of their order, from the order's parts. */
function ticketFactsOf({ row, names }: OrderParts): TicketOrderFacts {
  return {
    displayNo: row.display_no,
    type: row.type,
    staffUserId: row.staff_user_id,
    tableName: row.table_name,
    customerName: row.customer_ref_name ?? row.customer_name,
    names,
  };
}

/**
 * `POST /orders` with `send`: creates the order and sends it to the kitchen in one command. The
 * send's writes go out with the order's inserts (the ids are chosen in the app). A delivery order
 * is sent after its delivery record is created, which shows the kitchen status it had then.
 */
export async function createAndSendOrder(ctx: TenantContext, body: CreateOrderBody): Promise<OrderDto> {
  if (body.type === 'delivery') {
    const { parts } = await createOrderWithParts(ctx, body);
    return (await sendNewOrder(ctx, parts)).order;
  }
  const { parts, alongside } = await createOrderWithParts(ctx, body, (db, created) =>
    writeNewOrderSend(
      ctx,
      created.orderId,
      created.items.map((i) => ({
        id: i.id,
        status: 'pending' as const,
        isHeld: i.is_held,
        course: i.course,
        stationId: i.station_id,
        dishId: i.dish_id,
      })),
      db,
    ),
  );
  return (await finishNewOrderSend(ctx, parts, alongside)).order;
}

/**
 * `sendOrder` for the open order this command just created (`createOrder`'s parts): the insert
 * holds its lock and its version is the one just written, so nothing is locked or read back.
 */
export async function sendNewOrder(ctx: TenantContext, parts: OrderParts) {
  const written = await writeNewOrderSend(ctx, parts.row.id, parts.items.map(toOrderItem));
  return finishNewOrderSend(ctx, parts, written);
}

/** A new order has fired nothing yet: its first send is fire 1. */
const FIRST_FIRE = 1;

/**
 * Issues the writes of a new order's first send: on `db` at once (before its first await), in the
 * round trip of the order's inserts, or in a round trip of their own without `db`.
 */
async function writeNewOrderSend(ctx: TenantContext, orderId: string, candidates: SendCandidate[], db?: RoundTrip) {
  ctx.authorize('edit', 'orders');
  const items = itemsToSend(candidates);
  const [updatedOf, writtenOf] = await writes.fireNewOrder(
    ctx,
    orderId,
    FIRST_FIRE,
    (on) => writeFireTickets(ctx, on, orderId, FIRST_FIRE, items),
    db,
  );
  return { updated: updatedOf()!, ...writtenOf() };
}
type NewOrderSend = Awaited<ReturnType<typeof writeNewOrderSend>>;

/** The tickets and the order as sent, from what the send wrote; emits the tickets and `order.sent_to_kitchen`. */
async function finishNewOrderSend(ctx: TenantContext, parts: OrderParts, { updated, ...written }: NewOrderSend) {
  const { fired } = written;
  const tickets = await presentFireTickets(ctx, written, ticketFactsOf(parts));
  const firedById = new Map(fired.map((i) => [i.id, i]));
  const order = toOrderDto({
    ...parts,
    row: { ...parts.row, ...updated },
    items: parts.items.map((i) => firedById.get(i.id) ?? i),
  });
  emitSent(ctx, order, FIRST_FIRE, tickets, written.work);
  return { order, tickets };
}

type SendCandidate = Pick<OrderItemDto, 'id' | 'status' | 'isHeld' | 'course' | 'stationId' | 'dishId'>;

/** The items a send fires: pending and not held, or with `course` the pending items of that course; 422 when none. */
function itemsToSend(currentItems: SendCandidate[], course?: string) {
  const wanted = course?.trim().toLowerCase();
  const items = currentItems.filter(
    (i) => i.status === 'pending' && (wanted === undefined ? !i.isHeld : (i.course ?? '').toLowerCase() === wanted),
  );
  if (!items.length)
    throw ruleViolation(
      wanted === undefined ? 'Nothing new to send to the kitchen.' : `No pending item in course "${course}".`,
    );
  return items.map((i) => ({ id: i.id, stationId: i.stationId, dishId: i.dishId }));
}

function emitSent(
  ctx: TenantContext,
  order: OrderDto,
  fireNo: number,
  tickets: { id: string }[],
  work: FireWork,
  course?: string,
) {
  const fire = { order, fireNo, ticketIds: tickets.map((t) => t.id), ...work };
  if (course === undefined) ctx.emit('order.sent_to_kitchen', fire);
  else ctx.emit('order.course_fired', { ...fire, course: course.trim() });
}
