import { z } from 'zod';
import { defineEvent } from './define';

const id = z.string().uuid();

/** An order item as the POS shows it (the full item travels; unknown keys pass through). */
const ZOrderItemSnapshot = z.looseObject({
  id,
  orderId: id.optional(),
  name: z.string(),
  quantity: z.number().int(),
  status: z.enum(['pending', 'fired', 'preparing', 'ready', 'served', 'voided']),
});

/** A whole order as `GET …/orders/:id` returns it, so terminals replace their copy without refetching. */
const ZOrderSnapshot = z.looseObject({
  id,
  displayNo: z.number().int(),
  type: z.enum(['dine_in', 'takeaway', 'delivery']),
  status: z.enum(['draft', 'open', 'completed', 'cancelled', 'merged']),
  version: z.number().int(),
  items: z.array(ZOrderItemSnapshot),
  driverUserId: id.nullable().optional(),
});

const ZOrderOnly = z.object({ order: ZOrderSnapshot });

/**
 * A driver reads the events of an order whose delivery is assigned to them, and no other: the
 * snapshot names the driver (`driverUserId`, the user of the delivery's driver, null otherwise).
 */
const visibleToDriver = (payload: unknown, userId: string): boolean => {
  const p = payload as {
    order?: { driverUserId?: unknown };
    source?: { driverUserId?: unknown };
    target?: { driverUserId?: unknown };
  } | null;
  return !!p && [p.order, p.source, p.target].some((o) => o?.driverUserId === userId);
};
const orderReaders = { read: 'orders', visibleTo: visibleToDriver } as const;

/** "order #12": the number staff call an order by. */
const orderNo = (p: { order: { displayNo: number } }) => ({ values: { no: p.order.displayNo } });

/** A new order was placed (created as not a draft, or a draft confirmed). */
export const orderPlaced = defineEvent('order.placed', ZOrderOnly, { ...orderReaders, describe: orderNo });
/** Order details changed (guests, customer, notes…) or a draft was saved. */
export const orderUpdated = defineEvent('order.updated', ZOrderOnly, { ...orderReaders, describe: orderNo });
/** Items were added to an order. */
export const orderItemAdded = defineEvent(
  'order.item_added',
  ZOrderOnly.extend({ items: z.array(ZOrderItemSnapshot) }),
  {
    ...orderReaders,
    describe: (p) => ({ values: { no: p.order.displayNo, count: p.items.length } }),
  },
);
/** An item was voided; `approvedBy` names the manager of an override. */
export const orderItemVoided = defineEvent(
  'order.item_voided',
  ZOrderOnly.extend({
    item: ZOrderItemSnapshot,
    reason: z.string(),
    approvedBy: z.object({ userId: id, name: z.string() }).nullable(),
  }),
  { ...orderReaders, describe: (p) => ({ values: { no: p.order.displayNo, item: p.item.name, reason: p.reason } }) },
);
/**
 * What a fire leaves to the workers: `prints`, an enabled kitchen printer takes one of its tickets;
 * `deductsStock`, a fired dish has a recipe. A job of neither is not run (see the trigger's `notNeeded` in the job's `defineJob`);
 * absent (events written before they were told), both run.
 */
const ZFire = ZOrderOnly.extend({
  fireNo: z.number().int(),
  ticketIds: z.array(id),
  prints: z.boolean().optional(),
  deductsStock: z.boolean().optional(),
});

/** The order's pending items were sent to the kitchen as fire `fireNo`. */
export const orderSentToKitchen = defineEvent('order.sent_to_kitchen', ZFire, { ...orderReaders, describe: orderNo });
/** One course of the order was fired. */
export const orderCourseFired = defineEvent('order.course_fired', ZFire.extend({ course: z.string() }), {
  ...orderReaders,
  describe: (p) => ({ values: { no: p.order.displayNo, course: p.course } }),
});
/** Items were served to the guests. */
export const orderItemServed = defineEvent('order.item_served', ZOrderOnly.extend({ itemIds: z.array(id) }), {
  ...orderReaders,
  describe: (p) => ({ values: { no: p.order.displayNo, count: p.itemIds.length } }),
});
/** The order moved to another table. */
export const orderTransferred = defineEvent(
  'order.transferred',
  ZOrderOnly.extend({ fromTableId: id.nullable(), toTableId: id }),
  { ...orderReaders, describe: orderNo },
);
/** Another order (`sourceOrderId`) was merged into this one. */
export const orderMerged = defineEvent('order.merged', ZOrderOnly.extend({ sourceOrderId: id }), {
  ...orderReaders,
  describe: orderNo,
});
/** Items moved from `source` to `target`. */
export const orderItemsMoved = defineEvent(
  'order.items_moved',
  z.object({ source: ZOrderSnapshot, target: ZOrderSnapshot, itemIds: z.array(id) }),
  {
    ...orderReaders,
    describe: (p) => ({ values: { from: p.source.displayNo, to: p.target.displayNo, count: p.itemIds.length } }),
  },
);
/** Every bill of the order was paid. */
export const orderCompleted = defineEvent('order.completed', ZOrderOnly, { ...orderReaders, describe: orderNo });
/** The order was cancelled before anything was fired. */
export const orderCancelled = defineEvent('order.cancelled', ZOrderOnly.extend({ reason: z.string() }), {
  ...orderReaders,
  describe: (p) => ({ values: { no: p.order.displayNo, reason: p.reason } }),
});
