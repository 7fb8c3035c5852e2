import { lineTotal, unitWithModifiers } from '../money';
import type { CartLine, Order, OrderItem, OrderTarget } from '../pos.types';

/** The order's target as the server names it ("Dine In: T1", "Takeaway: Ana"), shown until the server has it. */
export function targetLabel(target: OrderTarget, typeName: string): string {
  const who = target.tableName ?? target.customerName ?? target.staffName;
  return who ? `${typeName}: ${who}` : typeName;
}

/** Cart lines as items of an order on this device (sent: already counted as gone to the kitchen). */
export function previewItems(orderId: string, lines: CartLine[], sent: boolean, now: string): OrderItem[] {
  return lines.map((l) => ({
    id: `${orderId}:${l.key}`,
    orderId,
    dishId: l.dishId,
    variantId: l.variantId,
    name: l.name,
    variantName: l.variantName,
    modifiers: l.modifiers.map((m) => ({
      optionId: m.optionId,
      groupId: m.groupId ?? '',
      name: m.name,
      priceDelta: m.priceDelta,
    })),
    quantity: l.quantity,
    remarks: l.remarks || null,
    unitPrice: unitWithModifiers(l),
    unitDiscount: 0,
    rate: unitWithModifiers(l),
    subTotal: lineTotal(l),
    course: l.course,
    courseSort: 0,
    seat: l.seat,
    isHeld: l.hold,
    status: sent && !l.hold ? 'fired' : 'pending',
    stationId: null,
    ticketId: null,
    fireNo: null,
    voidReason: null,
    voidedBy: null,
    voidApprovedBy: null,
    voidedAt: null,
    addedAt: now,
  }));
}

const totalsOf = (items: OrderItem[]) => ({
  subtotal: items.reduce((s, i) => s + i.subTotal, 0),
  itemCount: items.reduce((s, i) => s + i.quantity, 0),
});

/** An order placed offline, as the POS shows it until the server has it (number 0: not given yet). */
export function previewOrder(
  localId: string,
  target: OrderTarget,
  lines: CartLine[],
  opts: { draft: boolean; sent: boolean; label: string },
): Order {
  const now = new Date().toISOString();
  const items = previewItems(localId, lines, opts.sent, now);
  return {
    id: localId,
    displayNo: 0,
    businessDate: now.slice(0, 10),
    type: target.type,
    status: opts.draft ? 'draft' : 'open',
    target: opts.label,
    table: target.tableId ? { id: target.tableId, name: target.tableName ?? '' } : null,
    guests: target.guests,
    customer: target.customerId ? { id: target.customerId, name: target.customerName ?? '' } : null,
    customerName: target.customerName,
    deliveryAddress: target.deliveryAddress,
    deliveryPhone: target.deliveryPhone,
    reservationId: target.reservationId,
    staff: target.staffUserId ? { userId: target.staffUserId, name: target.staffName ?? '' } : null,
    createdBy: null,
    notes: null,
    fireCount: opts.sent ? 1 : 0,
    mergedIntoId: null,
    cancelReason: null,
    items,
    totals: totalsOf(items),
    billId: null,
    driverUserId: null,
    version: 0,
    placedAt: opts.draft ? null : now,
    completedAt: null,
    createdAt: now,
    updatedAt: now,
  };
}

/** An order with lines added (and sent) on this device. */
export function withPreviewItems(order: Order, lines: CartLine[], sent: boolean): Order {
  const items = [
    ...order.items.map((i) => (sent && i.status === 'pending' && !i.isHeld ? { ...i, status: 'fired' as const } : i)),
    ...previewItems(order.id, lines, sent, new Date().toISOString()),
  ];
  return { ...order, items, totals: totalsOf(items) };
}

/** An order sent on this device: its pending items count as gone to the kitchen. */
export const withPreviewSent = (order: Order): Order => withPreviewItems(order, [], true);
