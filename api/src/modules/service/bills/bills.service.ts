import { randomUUID } from 'node:crypto';
import { AppError, forbidden, notFound, ruleViolation, staleVersion, invalidInput } from '../../../kernel/errors';
import { isUuid, type TenantContext } from '../../../kernel/tenant';
import { jsonb } from '../../../kernel/jsonb';
import { toBp } from '../../../kernel/basis-points';
import { assertInScope, driverOfOrder, orderReadScope } from '../orders';
import { loadOrder, type OrderDto } from '../orders';
import { deliveryFeeFrom } from '../delivery';
import { lockOrderWithItems } from '../orders';
import { businessDate, posSettingsOf, type PosSettings } from '../../identity/restaurants';
import { loadBill, loadBills, toBills, type BillLine } from './bill-view';

/** The number shown on a bill (for the search). */
export { billNumber } from './bill-view';
import * as repo from './bills.repo';
import type { CreateBillBody, UpdateBillBody } from '@ros/shared-events';
import { computeBillTotals, type BillTotals } from '../pricing';
import { serviceChargeBpFor } from '../pricing';

const PLAIN_VARIANTS = new Set(['regular', 'default', 'standard']);

/** The bill lines of an order's items: every item not voided, as Particular, Rate, QTY, Sub Total. */
export function linesOf(order: Pick<OrderDto, 'items'>): BillLine[] {
  return order.items
    .filter((i) => i.status !== 'voided')
    .map((i) => {
      const variant = i.variantName && !PLAIN_VARIANTS.has(i.variantName.toLowerCase()) ? ` (${i.variantName})` : '';
      const mods = i.modifiers.length ? ` + ${i.modifiers.map((m) => m.name).join(', ')}` : '';
      return {
        orderItemId: i.id,
        particular: `${i.name}${variant}${mods}`,
        rate: i.rate,
        qty: i.quantity,
        subTotal: i.subTotal,
        seat: i.seat,
      };
    });
}

/**
 * A delivery order's bill also carries its zone's fee, as a line of its own (so service charge and
 * tax treat it as the POS does); the line is keyed by the delivery record's id, so it splits as an item does.
 */
function withDeliveryFee(lines: BillLine[], delivery: ReturnType<typeof deliveryFeeFrom>): BillLine[] {
  if (!delivery || !lines.length) return lines;
  const particular = delivery.zoneName ? `Delivery fee (${delivery.zoneName})` : 'Delivery fee';
  return [
    ...lines,
    {
      orderItemId: delivery.deliveryId,
      particular,
      rate: delivery.fee,
      qty: 1,
      subTotal: delivery.fee,
      seat: null,
      isFee: true,
    },
  ];
}

/** The restaurant's business day now (from its settings as the request's membership check read them). */
export const today = async (ctx: TenantContext) => businessDate(ctx.restaurant);

/** Totals of a bill row from its lines and settings (even split parts keep their shared totals, adjusting the tip). */
export function totalsFor(
  lines: BillLine[],
  b: {
    discount_amount: number;
    discount_bp: number;
    service_charge_bp: number;
    tax_bp: number;
    tax_inclusive: boolean;
    tip: number;
    rounding_unit: number;
  },
): BillTotals {
  return computeBillTotals({
    subtotal: lines.reduce((s, l) => s + l.subTotal, 0),
    fees: lines.reduce((s, l) => s + (l.isFee ? l.subTotal : 0), 0),
    discount: { amount: b.discount_amount, bp: b.discount_bp },
    serviceChargeBp: b.service_charge_bp,
    taxBp: b.tax_bp,
    taxInclusive: b.tax_inclusive,
    tip: b.tip,
    roundingUnit: b.rounding_unit,
  });
}

export const totalsColumns = (t: BillTotals) => ({
  subtotal: t.subtotal,
  discount_total: t.discount,
  service_charge: t.serviceCharge,
  tax: t.tax,
  tip: t.tip,
  rounding: t.rounding,
  grand_total: t.grandTotal,
});

/** A discount above the restaurant's limit needs `bills.discount`. */
function assertDiscountAllowed(
  ctx: TenantContext,
  settings: PosSettings,
  subtotal: number,
  discount: { amount: number; bp: number },
) {
  const percent = discount.bp > 0 ? discount.bp / 100 : subtotal > 0 ? (discount.amount * 100) / subtotal : 0;
  if (percent > settings.bills.discountLimitPercent && !ctx.can('edit', 'bills.discount')) {
    throw forbidden(`A discount above ${settings.bills.discountLimitPercent}% needs a manager.`);
  }
}

/**
 * Locks a bill, its order first: billing an order takes the order, then its bill, and so does
 * every command here, so a payment never waits for a bill refresh that waits for it (a deadlock).
 * Payments of one order's bills also go one at a time: the last one sees every other paid and
 * completes the order, even when two parts of a split are paid at once on two api nodes.
 */
export async function lockBillFor(ctx: TenantContext, id: string, version?: number) {
  return checkLocked(ctx, id, isUuid(id) ? await repo.lockBillAfterItsOrder(ctx, id) : undefined, version);
}

/** `lockBillFor` with the restaurant's POS settings, in one round trip. */
export async function lockBillWithSettings(ctx: TenantContext, id: string, version?: number) {
  const locked = await repo.lockBillWithSettings(ctx, isUuid(id) ? id : undefined);
  const row = await checkLocked(ctx, id, locked.bill(), version);
  return { row, settings: posSettingsOf(locked.settings()!) };
}

/** The bill locked: 404 when there is none, 409 with the bill as it is when `version` is not its version. */
async function checkLocked<R extends { version: number }>(
  ctx: TenantContext,
  id: string,
  row: R | undefined,
  version: number | undefined,
) {
  if (!row) throw notFound('Bill');
  if (version !== undefined && row.version !== version)
    throw staleVersion('bill', { bill: await loadBill(ctx, id, await today(ctx)) });
  return row;
}

function discountOf(body: CreateBillBody, current?: { amount: number; bp: number }) {
  if (!body.discount) return current ?? { amount: 0, bp: 0 };
  const bp = toBp(body.discount.percent ?? 0);
  return { amount: bp > 0 ? 0 : (body.discount.amount ?? 0), bp };
}

/**
 * Makes the bill of an order (or refreshes its open bill from the order when nothing was paid
 * yet: new items, voids). Prices come from the order's snapshots; settings from the restaurant
 * unless overridden.
 */
export async function createBill(ctx: TenantContext, orderId: string, body: CreateBillBody) {
  ctx.authorize('edit', 'orders');
  return billOrder(ctx, orderId, body);
}

/** `createBill` for a caller that checked its own permission (a driver handing over a delivery's cash). */
export async function billOrder(ctx: TenantContext, orderId: string, body: CreateBillBody) {
  // One round trip: the order's lock and items, then (run in that order, so the bill is still locked
  // after the order) the settings, the delivery fee, the customer named and the current bill. These
  // reads cannot fail (ids are uuids; a bill lock given up surfaces where the bill was read before):
  // they are checked below in the order they used to run, and nothing is written before.
  const {
    row: orderRow,
    items,
    alongside,
  } = await lockOrderWithItems(ctx, orderId, undefined, (db) => repo.readForBilling(ctx, db, orderId, body.customerId));
  if (orderRow.status !== 'open' && orderRow.status !== 'completed')
    throw ruleViolation(`A ${orderRow.status} order cannot be billed.`);
  const read = alongside();
  const settings = posSettingsOf(read.settings()!);
  const day = businessDate(settings);
  const dishes = linesOf({ items });
  const dishesTotal = dishes.reduce((s, l) => s + l.subTotal, 0);
  const lines = withDeliveryFee(
    dishes,
    orderRow.type === 'delivery' ? deliveryFeeFrom(read.deliveryFee(), dishesTotal) : null,
  );
  if (!lines.length) throw ruleViolation('This order has nothing to bill.');
  const subtotal = lines.reduce((s, l) => s + l.subTotal, 0);
  if (body.customerId && !read.customer()) {
    throw invalidInput('customerId', 'Please select a customer.');
  }

  const existing = read.currentBill();
  if (existing) {
    if (existing.paid_total > 0 || existing.status === 'split' || existing.status === 'paid') {
      throw new AppError('conflict', 'This order already has a bill with payments.', undefined, {
        bill: await loadBill(ctx, existing.id, day),
      });
    }
    const discount = discountOf(body, { amount: existing.discount_amount, bp: existing.discount_bp });
    if (body.discount) assertDiscountAllowed(ctx, settings, subtotal, discount);
    const next = {
      ...existing,
      discount_amount: discount.amount,
      discount_bp: discount.bp,
      service_charge_bp:
        body.serviceChargePercent !== undefined ? toBp(body.serviceChargePercent) : existing.service_charge_bp,
      tip: body.tip ?? existing.tip,
    };
    const rows = await repo.updateAndReadBill(ctx, existing.id, {
      lines: jsonb(lines),
      discount_amount: next.discount_amount,
      discount_bp: next.discount_bp,
      service_charge_bp: next.service_charge_bp,
      customer_id: body.customerId === undefined ? undefined : body.customerId,
      due_date: body.dueDate === undefined ? undefined : body.dueDate,
      remarks: body.remarks === undefined ? undefined : body.remarks,
      ...totalsColumns(totalsFor(lines, next)),
    });
    const [bill] = toBills(rows, [existing.id], day);
    if (!bill) throw notFound('Bill');
    ctx.emit('bill.updated', { bill });
    return { bill, created: false };
  }

  const discount = discountOf(body);
  assertDiscountAllowed(ctx, settings, subtotal, discount);
  const values = {
    discount_amount: discount.amount,
    discount_bp: discount.bp,
    service_charge_bp:
      body.serviceChargePercent !== undefined
        ? toBp(body.serviceChargePercent)
        : serviceChargeBpFor(settings, orderRow.type),
    tax_bp: settings.taxBp,
    tax_inclusive: settings.taxInclusive,
    tip: body.tip ?? 0,
    rounding_unit: settings.bills.roundingUnit,
  };
  // The id is chosen here so the read-back goes with the insert: one round trip for both.
  const id = randomUUID();
  const rows = await repo.insertAndReadBill(ctx, {
    id,
    order_id: orderId,
    status: 'draft',
    customer_id: body.customerId ?? null,
    lines: jsonb(lines),
    ...values,
    ...totalsColumns(totalsFor(lines, values)),
    due_date: body.dueDate ?? null,
    remarks: body.remarks ?? null,
    created_by: jsonb(ctx.actor),
    business_date: day,
  });
  const [bill] = toBills(rows, [id], day);
  if (!bill) throw notFound('Bill');
  ctx.emit('bill.created', { bill });
  return { bill, created: true };
}

/** One bill; a driver reads only the bills of the orders they deliver (404 for the others). */
export async function getBill(ctx: TenantContext, id: string) {
  const scope = orderReadScope(ctx, ['orders', 'income']);
  const bill = await loadBill(ctx, id, await today(ctx));
  if (scope) assertInScope(scope, await driverOfOrder(ctx, bill.orderId), 'Bill');
  return bill;
}

export async function billsOfOrder(ctx: TenantContext, orderId: string) {
  const scope = orderReadScope(ctx, ['orders', 'income']);
  const order = await loadOrder(ctx, orderId);
  assertInScope(scope, order.driverUserId);
  const ids = await repo.billIdsOfOrder(ctx, orderId);
  const data = await loadBills(ctx, ids, await today(ctx));
  return { data, total: data.length };
}

/** Discount, service charge, tip, customer, due date, remarks, or marking it sent. */
export async function updateBill(ctx: TenantContext, id: string, body: UpdateBillBody) {
  ctx.authorize('edit', 'orders');
  const { row, settings } = await lockBillWithSettings(ctx, id, body.version);
  if (row.status === 'paid' || row.status === 'split' || row.status === 'void')
    throw ruleViolation(`This bill is ${row.status}.`);
  const lines = row.lines as unknown as BillLine[];
  const discount = discountOf(body, { amount: row.discount_amount, bp: row.discount_bp });
  if (body.discount) assertDiscountAllowed(ctx, settings, row.subtotal, discount);
  if (row.split_mode === 'even' && (body.discount || body.serviceChargePercent !== undefined)) {
    throw ruleViolation('An even share keeps the totals of the bill it was split from; change them before splitting.');
  }
  const next = {
    ...row,
    discount_amount: discount.amount,
    discount_bp: discount.bp,
    service_charge_bp:
      body.serviceChargePercent !== undefined ? toBp(body.serviceChargePercent) : row.service_charge_bp,
    tip: body.tip ?? row.tip,
  };
  const totals =
    row.split_mode === 'even'
      ? {
          subtotal: row.subtotal,
          discount: row.discount_total,
          serviceCharge: row.service_charge,
          tax: row.tax,
          tip: next.tip,
          rounding: row.rounding,
          grandTotal: row.grand_total - row.tip + next.tip,
        }
      : totalsFor(lines, next);
  if (totals.grandTotal < row.paid_total) throw ruleViolation('The bill cannot be less than what was already paid.');
  let status = row.status;
  if (body.status === 'sent' && row.status === 'draft') status = 'sent';
  if (body.status === 'draft' && row.status === 'sent') status = 'draft';
  const rows = await repo.updateAndReadBill(ctx, id, {
    discount_amount: next.discount_amount,
    discount_bp: next.discount_bp,
    service_charge_bp: next.service_charge_bp,
    status,
    customer_id: body.customerId === undefined ? undefined : body.customerId,
    due_date: body.dueDate === undefined ? undefined : body.dueDate,
    remarks: body.remarks === undefined ? undefined : body.remarks,
    ...totalsColumns(totals),
  });
  const [bill] = toBills(rows, [id], businessDate(settings));
  if (!bill) throw notFound('Bill');
  ctx.emit('bill.updated', { bill });
  return bill;
}

/** A customer's bills, newest first (split parents left out; their parts are listed), one page of them. */
export async function billsOfCustomer(ctx: TenantContext, customerId: string, page: { page: number; perPage: number }) {
  const { ids, total } = await repo.billIdsOfCustomer(ctx, customerId, page);
  return { bills: await loadBills(ctx, ids, await today(ctx)), total };
}
