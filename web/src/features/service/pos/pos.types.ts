import type { Bill, Order } from '@ros/shared-events';

export type { Bill, Order, OrderItem, Payment } from '@ros/shared-events';

/** Order, ticket and bill shapes of the POS (docs/api/pos.md). Money in minor units (cents). */

export type OrderType = 'dine_in' | 'takeaway' | 'delivery';
export const ITEM_STATUSES = ['pending', 'fired', 'preparing', 'ready', 'served', 'voided'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];
export const isItemStatus = (status: string): status is ItemStatus =>
  (ITEM_STATUSES as readonly string[]).includes(status);

/** A chosen modifier option on an order line. */
export interface LineModifier {
  optionId: string;
  groupId?: string;
  name: string;
  priceDelta: number;
}

/** One line of an order. `rate` = unitPrice − unitDiscount; `subTotal` = rate × quantity (0 when voided). */

/** An order on the POS. */

/** What the POS sends for a new line. */
export interface NewItem {
  dishId: string;
  variantId?: string;
  modifierOptionIds?: string[];
  quantity: number;
  remarks?: string;
  course?: string;
  courseSort?: number;
  seat?: number;
  hold?: boolean;
}

/** A line being built on the POS before it is placed. */
export interface CartLine {
  key: string;
  dishId: string;
  variantId: string | null;
  name: string;
  variantName: string | null;
  unitPrice: number;
  modifiers: LineModifier[];
  quantity: number;
  remarks: string;
  course: string;
  seat: number | null;
  hold: boolean;
}

/** Who the order is for (the Add Order tabs). */
export interface OrderTarget {
  kind: 'table' | 'walkin' | 'customer' | 'staff' | 'reservation';
  type: OrderType;
  tableId: string | null;
  tableName: string | null;
  customerId: string | null;
  customerName: string | null;
  staffUserId: string | null;
  staffName: string | null;
  reservationId: string | null;
  guests: number | null;
  deliveryAddress: string | null;
  deliveryPhone: string | null;
  /** A delivery's zone: its fee and minimum, priced as online orders are. */
  deliveryZoneId?: string | null;
}

export type PaymentMethod = 'cash' | 'card' | 'wallet' | 'other';

/** A payment (or refund) on a bill. */

/** One row of a bill: Particular, Rate, QTY, Sub Total. */

/** A bill (income) of an order, or one part of a split. */

/*
 * Order and bill events carry the whole order or bill, as `GET …/orders/:id` and `…/bills/:id`
 * return them; the catalogue's schemas list only the keys the server guarantees. These checks are
 * where the POS takes an event's copy as its own (until the reply schemas are shared, see issue 12).
 */

/** True when an event's order is a whole order (with its items and times), the copy the POS keeps. */
export const isWholeOrder = <O extends { id: string }>(order: O): order is O & Order =>
  'items' in order && Array.isArray(order.items) && 'createdAt' in order && typeof order.createdAt === 'string';

/** True when an event's bill is a whole bill (with its lines), the copy the checkout keeps. */
export const isWholeBill = <B extends { id: string }>(bill: B): bill is B & Bill =>
  'lines' in bill && Array.isArray(bill.lines);
