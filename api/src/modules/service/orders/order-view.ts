import type { Order, OrderItem } from '@ros/shared-events';
import { orderTarget } from '@ros/shared-events';
import { notFound } from '../../../kernel/errors';
import { isUuid } from '../../../kernel/tenant';
import { loadOrderParts, type OrderParts } from './order-view.repo';
import type * as repo from './orders.repo';
import type { RepoContext } from '../../../kernel/repo-context';

type ItemStatus = 'pending' | 'fired' | 'preparing' | 'ready' | 'served' | 'voided';
type OrderType = 'dine_in' | 'takeaway' | 'delivery';
type OrderStatus = 'draft' | 'open' | 'completed' | 'cancelled' | 'merged';
/** A staff reference stored in jsonb columns (`voided_by`, `created_by` of bills…). */
export type PersonRef = { userId: string | null; name: string };

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** An order item as the POS shows it; `rate` is the unit price after the variant discount. */
export function toOrderItem(r: repo.ItemRow): OrderItem {
  const rate = r.unit_price - r.unit_discount;
  return {
    id: r.id,
    orderId: r.order_id,
    dishId: r.dish_id,
    variantId: r.variant_id,
    name: r.name,
    variantName: r.variant_name,
    modifiers: r.modifiers as { optionId: string; groupId: string; name: string; priceDelta: number }[],
    quantity: r.quantity,
    remarks: r.remarks,
    unitPrice: r.unit_price,
    unitDiscount: r.unit_discount,
    rate,
    subTotal: r.status === 'voided' ? 0 : rate * r.quantity,
    course: r.course,
    courseSort: r.course_sort,
    seat: r.seat,
    isHeld: r.is_held,
    status: r.status as ItemStatus,
    stationId: r.station_id,
    ticketId: r.ticket_id,
    fireNo: r.fire_no,
    voidReason: r.void_reason,
    voidedBy: r.voided_by as PersonRef | null,
    voidApprovedBy: r.void_approved_by as PersonRef | null,
    voidedAt: iso(r.voided_at),
    addedAt: iso(r.created_at)!,
  };
}
export type OrderItemDto = ReturnType<typeof toOrderItem>;

export type { OrderParts } from './order-view.repo';

/** Loads whole orders (items, names, current bill) in the order of `ids`. */
export async function loadOrders(ctx: RepoContext, ids: string[]): Promise<Order[]> {
  if (!ids.length) return [];
  return (await loadOrderParts(ctx, ids)).map(toOrderDto);
}

/** The parts of the one order `readOrderParts` read (the caller knows it exists: it holds its lock). */
export function lockedOrderParts([parts]: OrderParts[]): OrderParts {
  if (!parts) throw notFound('Order');
  return parts;
}

/** The order as the POS shows it, from its parts (`items` in display order). */
export function toOrderDto({ row: r, items, billId, names }: OrderParts): Order {
  const own = items.map(toOrderItem);
  const live = own.filter((i) => i.status !== 'voided');
  const customerName = r.customer_ref_name ?? r.customer_name;
  return {
    id: r.id,
    displayNo: r.display_no,
    businessDate: r.business_day,
    type: r.type as OrderType,
    status: r.status as OrderStatus,
    target: orderTarget(r.type, r.table_name, customerName),
    table: r.table_id ? { id: r.table_id, name: r.table_name ?? '' } : null,
    guests: r.guests,
    customer: r.customer_id ? { id: r.customer_id, name: r.customer_ref_name ?? '' } : null,
    customerName,
    deliveryAddress: r.delivery_address,
    deliveryPhone: r.delivery_phone,
    reservationId: r.reservation_id,
    staff: r.staff_user_id ? { userId: r.staff_user_id, name: names.get(r.staff_user_id) ?? '' } : null,
    createdBy: r.created_by ? { userId: r.created_by, name: names.get(r.created_by) ?? '' } : null,
    notes: r.notes,
    fireCount: r.fire_count,
    mergedIntoId: r.merged_into_id,
    cancelReason: r.cancel_reason,
    items: own,
    totals: { subtotal: live.reduce((s, i) => s + i.subTotal, 0), itemCount: live.reduce((s, i) => s + i.quantity, 0) },
    billId,
    /** The user driving this order's delivery: who else may read it (see read-scope.ts); null otherwise. */
    driverUserId: r.driver_user_id ?? null,
    version: r.version,
    placedAt: iso(r.placed_at),
    completedAt: iso(r.completed_at),
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
  };
}
export type OrderDto = ReturnType<typeof toOrderDto>;

/** One whole order, or 404. */
export async function loadOrder(ctx: RepoContext, id: string): Promise<OrderDto> {
  const [order] = isUuid(id) ? await loadOrders(ctx, [id]) : [];
  if (!order) throw notFound('Order');
  return order;
}
