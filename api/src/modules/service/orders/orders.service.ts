import { randomUUID } from 'node:crypto';
import { AppError, notFound, ruleViolation, staleVersion, invalidInput, invalidInputs } from '../../../kernel/errors';
import { isUuid, type TenantContext } from '../../../kernel/tenant';
import { authorizeAny } from '../../../kernel/authorize-any';
import { jsonb } from '../../../kernel/jsonb';
import { assertTotalInRange } from '../../../kernel/primitives';
import { assertSellable } from '../../menu/dishes';
import { ensureDeliveryForOrder } from '../delivery';
import { occupyTable, releaseTable } from '../tables';
import type { Alongside, RoundTrip } from '../../../kernel/round-trip';
import {
  loadOrder,
  loadOrders,
  lockedOrderParts,
  toOrderDto,
  toOrderItem,
  type OrderDto,
  type OrderParts,
} from './order-view';
import * as creation from './order-creation.repo';
import * as writes from './order-writes.repo';
import * as repo from './orders.repo';
import { assertInScope, orderReadScope } from './read-scope';
import { businessDate } from '../../identity/restaurants';
import type {
  AddItemsBody,
  CreateOrderBody,
  NewItem,
  OrderListQuery,
  UpdateItemBody,
  UpdateOrderBody,
} from '@ros/shared-events';

/** Drinks go with the starters (first); an unknown course with the mains. */
const COURSE_SORT: Record<string, number> = { drinks: 1, starters: 1, mains: 2, desserts: 3 };

/**
 * Locks the order for a command and checks the caller saw its current version; `version`
 * undefined skips the check (internal follow-ups of an already checked command).
 */
export async function lockOrder(ctx: TenantContext, id: string, version?: number) {
  const row = isUuid(id) ? await repo.lockOrder(ctx, id) : undefined;
  return checkLocked(ctx, id, row, version);
}

/** The locked order row, or 404; 409 with the current order when the caller saw another version. */
export async function checkLocked<R extends { version: number }>(
  ctx: TenantContext,
  id: string,
  row: R | undefined,
  version?: number,
): Promise<R> {
  if (!row) throw notFound('Order');
  if (version !== undefined && row.version !== version)
    throw staleVersion('order', { order: await loadOrder(ctx, id) });
  return row;
}

/**
 * `lockOrder` and the order's items, in one round trip: the items are read
 * right after the lock is taken (PostgreSQL runs pipelined statements in order). `alongside` may
 * issue more statements on `db` after them, in the same round trip; they must not fail (a failed
 * statement aborts the transaction, and a stale version is answered with the order read after).
 * Its outcome is handed back as a getter, for the caller to read after its own checks of the order.
 */
export async function lockOrderWithItems<T = undefined>(
  ctx: TenantContext,
  id: string,
  version?: number,
  alongside?: Alongside<T>,
) {
  if (!isUuid(id)) throw notFound('Order');
  const [rowOf, itemsOf, alongsideOf] = await repo.lockWithItems(ctx, id, alongside);
  const row = await checkLocked(ctx, id, rowOf(), version);
  return { row, items: itemsOf().map(toOrderItem), alongside: alongsideOf as () => T };
}

/** Refuses changes to orders that are finished. */
export function assertEditable(order: { status: string }) {
  if (order.status === 'completed' || order.status === 'cancelled' || order.status === 'merged') {
    throw ruleViolation(`This order is ${order.status}.`);
  }
}

/** The discount on one unit of a priced line: its variant's percent if set, else its amount (never above the price). */
export const unitDiscountOf = (p: { unitPrice: number; discount: { amount: number; percent: number } }) =>
  p.discount.percent > 0
    ? Math.round((p.unitPrice * p.discount.percent) / 100)
    : Math.min(p.discount.amount, p.unitPrice);

/**
 * Checks and prices new items (86'd → 422 item_unavailable, countdowns decrement), as insert rows
 * with their ids chosen here (so statements about them can go out with their insert).
 */
export async function priceItems(ctx: TenantContext, orderId: string, items: NewItem[], startSort: number) {
  const priced = await assertSellable(
    ctx,
    items.map((i) => ({
      dishId: i.dishId,
      variantId: i.variantId ?? null,
      modifierOptionIds: i.modifierOptionIds,
      quantity: i.quantity,
    })),
    (type, payload) => ctx.emit(type, payload),
  );
  // Each line is bounded by its price and quantity; what they add up to is bounded here (a bill checks it again).
  assertTotalInRange(
    priced.reduce((sum, p) => sum + p.unitPrice * p.quantity, 0),
    'items',
    'The order',
  );
  return priced.map((p, n) => {
    const item = items[n]!;
    const unitDiscount = unitDiscountOf(p);
    const course = item.course?.trim() ? item.course.trim() : null;
    return {
      id: randomUUID(),
      restaurant_id: ctx.restaurant.id,
      order_id: orderId,
      dish_id: p.dishId,
      variant_id: p.variantId,
      name: p.name,
      variant_name: p.variantName,
      modifiers: jsonb(p.modifiers),
      quantity: p.quantity,
      remarks: item.remarks?.trim() || null,
      unit_price: p.unitPrice,
      unit_discount: unitDiscount,
      course,
      course_sort: item.courseSort ?? (course ? (COURSE_SORT[course.toLowerCase()] ?? 2) : 0),
      seat: item.seat ?? null,
      is_held: item.hold ?? false,
      station_id: p.stationId,
      sort: startSort + n + 1,
      added_by: ctx.user.id,
    } satisfies repo.ItemInsert;
  });
}
/** A new item as `priceItems` gives it: an insert row with its id. */
export type PricedItem = Awaited<ReturnType<typeof priceItems>>[number];

/** The display name of an active staff member found, or 400 when none was. */
function staffName(staff: { name: string } | undefined): string {
  if (!staff) throw invalidInput('staffUserId', 'Please select a staff member.');
  return staff.name;
}

/** The open order at a table, where a guest's new items go (null when the table has none). */
export async function openOrderAtTable(ctx: TenantContext, tableId: string) {
  return (await repo.openOrderAtTable(ctx, tableId)) ?? null;
}

/**
 * Completes an open order once every bill of it is paid: its table needs cleaning. Returns the
 * order's customer (whose visit the caller counts), or null when the order was not open.
 */
export async function completeOrder(
  ctx: TenantContext,
  order: repo.OrderToComplete,
): Promise<{ customerId: string | null } | null> {
  if (order.status !== 'open') return null;
  const tableId = order.table_id;
  // One round trip: the order completed, the order read back after it, and its table released.
  const [completedOf, partsOf, releasedOf] = await writes.completeAndReadBack(
    ctx,
    order.id,
    tableId ? () => releaseTable(ctx, tableId, order.id, 'needs_cleaning') : undefined,
  );
  const row = completedOf();
  releasedOf();
  if (!row) return null;
  const [parts] = partsOf();
  ctx.emit('order.completed', { order: toOrderDto(parts!) });
  return { customerId: row.customer_id };
}

/** Orders for a list; a driver's list holds only the orders of the deliveries assigned to them. */
export async function listOrders(ctx: TenantContext, query: OrderListQuery) {
  const scope = orderReadScope(ctx, ['orders', 'kitchen']);
  const { ids, total, capped } = await repo.listOrderIds(ctx, query, scope?.driverUserId);
  return { data: await loadOrders(ctx, ids), total, capped };
}

/** One order; a driver gets 404 for any order but those of the deliveries assigned to them. */
export async function getOrder(ctx: TenantContext, id: string) {
  const scope = orderReadScope(ctx, ['orders', 'kitchen']);
  const order = await loadOrder(ctx, id);
  assertInScope(scope, order.driverUserId);
  return order;
}

/** Creates an order (a draft, or placed: "Order Placed"), with its first items. */
export async function createOrder(ctx: TenantContext, body: CreateOrderBody): Promise<OrderDto> {
  return (await createOrderWithParts(ctx, body)).order;
}

/** What `createOrderWithParts` tells a statement issued together with the new order's inserts. */
export interface NewOrderWrites {
  orderId: string;
  items: PricedItem[];
}

/**
 * `createOrder`, also returning the parts the order view was built from (for a send in the same
 * command). `alongside` is called right after the order's inserts are issued, to issue more
 * statements on `db` in the same round trip (see `pipeline.ts`); what it returns is awaited with
 * the inserts and handed back as `alongside`. Its events must be emitted by the caller afterwards.
 */
export async function createOrderWithParts<T = undefined>(
  ctx: TenantContext,
  body: CreateOrderBody,
  alongside?: (db: RoundTrip, order: NewOrderWrites) => Promise<T>,
) {
  ctx.authorize('edit', 'orders');
  const rid = ctx.restaurant.id;
  if (body.type === 'dine_in' && !body.tableId) throw invalidInput('tableId', 'Please select a table.');
  const staffUserId = body.staffUserId ?? ctx.user.id;
  const day = businessDate(ctx.restaurant);
  const orderId = randomUUID();
  // One round trip: the lookups of the checks, the display number and the dishes (locked and
  // priced) are independent of each other. The outcomes are read below in the order the checks
  // used to run one by one, so the first failing check is still the one reported.
  const [customerOf, staffOf, reservationOf, tableOf, displayNoOf, pricedOf] = await creation.orderCreationFacts(
    ctx,
    {
      customerId: body.customerId,
      staffUserId: staffUserId !== ctx.user.id ? staffUserId : null,
      reservationId: body.reservationId,
      tableId: body.tableId,
      businessDate: day,
    },
    body.items.length ? () => priceItems(ctx, orderId, body.items, 0) : undefined,
  );
  let customerName = body.customerName ?? null;
  let address = body.deliveryAddress ?? null;
  let phone = body.deliveryPhone ?? null;
  const customer = customerOf();
  if (body.customerId) {
    if (!customer) throw invalidInput('customerId', 'Please select a customer.');
    customerName ??= customer.name;
    phone ??= customer.phone;
    address ??= (customer.addresses as { address?: string }[])[0]?.address ?? null;
  }
  if (body.type === 'delivery' && (!address || !phone)) {
    const fields: Record<string, string> = {};
    if (!address) fields.deliveryAddress = 'A delivery address is required.';
    if (!phone) fields.deliveryPhone = 'A phone number is required.';
    throw invalidInputs(fields);
  }
  const names = new Map([[ctx.user.id, ctx.member.displayName]]);
  if (staffUserId !== ctx.user.id) names.set(staffUserId, staffName(staffOf()));
  if (body.reservationId && !reservationOf()) {
    throw invalidInput('reservationId', 'Please select a reservation.');
  }
  const table = tableOf();
  if (body.tableId && !table)
    throw new AppError('invalid_input', 'Invalid restaurant id or table id', { tableId: 'Please select a table.' });
  const displayNo = displayNoOf()!.last_no;
  const priced = pricedOf() ?? [];
  const seatedAt = !body.isDraft && body.type === 'dine_in' ? body.tableId : null;

  // One round trip: the order, its items (their foreign key is met, PostgreSQL runs the inserts in
  // order) and what `alongside` adds; then the table is taken (its statements go with them).
  const [rowOf, itemsOf, alongsideOf, occupiedOf] = await creation.insertOrder(
    ctx,
    {
      id: orderId,
      restaurant_id: rid,
      display_no: displayNo,
      business_date: day,
      type: body.type,
      status: body.isDraft ? 'draft' : 'open',
      table_id: body.type === 'dine_in' ? body.tableId : null,
      guests: body.guests ?? null,
      customer_id: body.customerId ?? null,
      customer_name: customerName,
      delivery_address: body.type === 'delivery' ? address : (body.deliveryAddress ?? null),
      delivery_phone: body.type === 'delivery' ? phone : (body.deliveryPhone ?? null),
      reservation_id: body.reservationId ?? null,
      staff_user_id: staffUserId,
      created_by: ctx.user.id,
      notes: body.notes ?? null,
      placed_at: body.isDraft ? null : new Date(),
    },
    priced,
    alongside && ((db) => alongside(db, { orderId, items: priced })),
    seatedAt ? () => occupyTable(ctx, seatedAt) : undefined,
  );
  const row = rowOf()!;
  const items = repo.inDisplayOrder(itemsOf());
  const written = alongsideOf() as T;
  occupiedOf();
  // Built from the rows just written (as `loadOrder` would read them); a new order has no bill yet.
  const parts: OrderParts = {
    row: {
      ...row,
      business_day: day,
      table_name: row.table_id ? (table?.name ?? null) : null,
      customer_ref_name: customer?.name ?? null,
      customer_phone: customer?.phone ?? null,
      driver_user_id: null,
    },
    items,
    billId: null,
    names,
  };
  const order = toOrderDto(parts);
  ctx.emit(body.isDraft ? 'order.updated' : 'order.placed', { order });
  if (!body.isDraft && body.type === 'delivery') await ensureDeliveryForOrder(ctx, row.id, body.deliveryZoneId);
  return { order, parts, alongside: written };
}

export async function updateOrder(ctx: TenantContext, id: string, body: UpdateOrderBody) {
  ctx.authorize('edit', 'orders');
  if (!isUuid(id)) throw notFound('Order');
  // One round trip: the lock, then the customer and the staff member named (uuids, so these reads
  // cannot fail). Checked in the order they used to run.
  const [rowOf, customerOf, staffOf] = await repo.lockWithPeople(ctx, id, body.customerId, body.staffUserId);
  assertEditable(await checkLocked(ctx, id, rowOf(), body.version));
  if (body.customerId && !customerOf()) {
    throw invalidInput('customerId', 'Please select a customer.');
  }
  if (body.staffUserId) staffName(staffOf());
  const order = await writeAndReadBack(ctx, id, {
    guests: body.guests,
    customer_id: body.customerId,
    customer_name: body.customerName,
    delivery_address: body.deliveryAddress,
    delivery_phone: body.deliveryPhone,
    staff_user_id: body.staffUserId ?? undefined,
    notes: body.notes,
  });
  ctx.emit('order.updated', { order });
  return order;
}

/** A kept draft is confirmed: it becomes an open order ("Order Placed"). */
export async function placeOrder(ctx: TenantContext, id: string, version: number) {
  ctx.authorize('edit', 'orders');
  const row = await lockOrder(ctx, id, version);
  if (row.status !== 'draft') throw ruleViolation('Only a draft can be placed.');
  const tableId = row.type === 'dine_in' ? row.table_id : null;
  // One round trip: the order opened, its table taken, the order read back.
  const order = await writeAndReadBack(
    ctx,
    id,
    { status: 'open', placed_at: new Date() },
    undefined,
    tableId ? () => occupyTable(ctx, tableId) : undefined,
  );
  ctx.emit('order.placed', { order });
  if (row.type === 'delivery') await ensureDeliveryForOrder(ctx, id);
  return order;
}

/** Adds items; on a sent order they wait as `pending` for the next send (only they reach the kitchen). */
export async function addItems(ctx: TenantContext, id: string, body: AddItemsBody) {
  ctx.authorize('edit', 'orders');
  if (!isUuid(id)) throw notFound('Order');
  // One round trip: the lock, then (run in that order) the last sort and the dishes, priced as if
  // first and moved after the order's items below. Checked in the order they used to run.
  const [rowOf, lastSortOf, pricedOf] = await repo.lockWithLastSort(ctx, id, () => priceItems(ctx, id, body.items, 0));
  assertEditable(await checkLocked(ctx, id, rowOf(), body.version));
  const start = Number(lastSortOf()?.m ?? 0);
  const priced = pricedOf().map((item) => ({ ...item, sort: start + item.sort }));
  // One round trip: the items, the version bump and the order read back (after them, in order).
  const [insertedOf, updatedOf, partsOf] = await writes.addItemsAndReadBack(ctx, id, priced);
  insertedOf();
  updatedOf();
  const order = toOrderDto(lockedOrderParts(partsOf()));
  const newIds = new Set<string>(priced.map((i) => i.id));
  ctx.emit('order.item_added', { order, items: order.items.filter((i) => newIds.has(i.id)) });
  return order;
}

/** For a command on one item: locks its order (checking the version), refuses a finished order, finds the item. */
export async function lockItem(ctx: TenantContext, orderId: string, itemId: string, version: number) {
  ctx.authorize('edit', 'orders');
  const { row, items } = await lockOrderWithItems(ctx, orderId, version);
  assertEditable(row);
  const item = items.find((i) => i.id === itemId);
  if (!item) throw notFound('Order item');
  return { row, item };
}

/** Changes a pending item (quantity, remarks, course, seat, hold). */
export async function updateItem(ctx: TenantContext, id: string, itemId: string, body: UpdateItemBody) {
  const { item } = await lockItem(ctx, id, itemId, body.version);
  if (item.status !== 'pending')
    throw ruleViolation('Only items not yet sent to the kitchen can be changed; void it instead.');
  if (body.quantity !== undefined && body.quantity > item.quantity && item.dishId) {
    await assertSellable(
      ctx,
      [
        {
          dishId: item.dishId,
          variantId: item.variantId,
          modifierOptionIds: item.modifiers.map((m) => m.optionId),
          quantity: body.quantity - item.quantity,
        },
      ],
      (t, p) => ctx.emit(t, p),
    );
  }
  const course = body.course === undefined ? undefined : body.course?.trim() || null;
  const order = await writeAndReadBack(
    ctx,
    id,
    {},
    {
      ids: [itemId],
      values: {
        quantity: body.quantity,
        remarks: body.remarks,
        course,
        seat: body.seat,
        is_held: body.hold,
        course_sort:
          body.courseSort ??
          (course !== undefined ? (course ? (COURSE_SORT[course.toLowerCase()] ?? 2) : 0) : undefined),
      },
    },
  );
  ctx.emit('order.updated', { order });
  return order;
}

/** Cancels an order nothing of which reached the kitchen (drafts too). */
export async function cancelOrder(ctx: TenantContext, id: string, version: number, reason: string) {
  ctx.authorize('edit', 'orders');
  const { row, items: currentItems } = await lockOrderWithItems(ctx, id, version);
  assertEditable(row);
  if (currentItems.some((i) => i.status !== 'pending' && i.status !== 'voided')) {
    throw ruleViolation('Items of this order are already in the kitchen; void them first.');
  }
  const pending = currentItems.filter((i) => i.status === 'pending').map((i) => i.id);
  const order = await writeAndReadBack(
    ctx,
    id,
    { status: 'cancelled', cancel_reason: reason },
    {
      ids: pending,
      values: {
        status: 'voided',
        void_reason: reason,
        voided_at: new Date(),
        voided_by: jsonb(ctx.actor),
        status_before_void: 'pending',
      },
    },
  );
  if (row.status === 'open' && row.table_id) await releaseTable(ctx, row.table_id, id);
  ctx.emit('order.cancelled', { order, reason });
  return order;
}

/**
 * For a command holding the order's lock, in one round trip: the items' change (none without ids),
 * the order's (bumping its version), then the order read back after them (PostgreSQL runs pipelined
 * statements in order).
 */
export async function writeAndReadBack(
  ctx: TenantContext,
  id: string,
  order: Parameters<typeof repo.orderUpdateReturning>[2],
  items?: { ids: string[]; values: repo.ItemUpdate },
  alongside?: Alongside<unknown>,
) {
  const [itemsOf, updatedOf, alongsideOf, partsOf] = await writes.changeAndReadBack(ctx, id, order, items, alongside);
  itemsOf();
  updatedOf();
  alongsideOf();
  return toOrderDto(lockedOrderParts(partsOf()));
}

/** Marks items served (all ready items when `itemIds` is empty). */
export async function serveItems(ctx: TenantContext, id: string, itemIds: string[] | null) {
  authorizeAny(ctx, 'edit', ['orders', 'kitchen']);
  const { row, items: currentItems } = await lockOrderWithItems(ctx, id);
  assertEditable(row);
  let targets;
  if (itemIds) {
    targets = currentItems.filter((i) => itemIds.includes(i.id));
    if (targets.length !== itemIds.length) throw notFound('Order item');
    const wrong = targets.find((i) => !['fired', 'preparing', 'ready'].includes(i.status));
    if (wrong) throw ruleViolation(`${wrong.name} is ${wrong.status} and cannot be served.`);
  } else {
    targets = currentItems.filter((i) => i.status === 'ready');
    if (!targets.length) throw ruleViolation('No item is ready to serve.');
  }
  const order = await writeAndReadBack(ctx, id, {}, { ids: targets.map((i) => i.id), values: { status: 'served' } });
  ctx.emit('order.item_served', { order, itemIds: targets.map((i) => i.id) });
  return order;
}
