import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { jsonb } from '../jsonb';
import type { TenantTx } from '../tenant';

/** A dish line of a past sale: what the POS would have put on the order. */
export interface SaleLine {
  dishId: string;
  name: string;
  variantId: string | null;
  variantName: string | null;
  unitPrice: number;
  quantity: number;
  stationId: string | null;
  remarks?: string | null;
}

/** One finished sale: an order placed, its bill paid in full by one payment. */
export interface Sale {
  businessDate: string;
  placedAt: Date;
  paidAt: Date;
  type: 'dine_in' | 'takeaway' | 'delivery';
  tableId: string | null;
  /** The table's name, for the bill's target ("Dine In: T4"). */
  tableName: string | null;
  guests: number;
  lines: SaleLine[];
  method: 'cash' | 'card';
  tip: number;
  waiter: { userId: string; name: string };
  cashier: { userId: string; name: string };
}

export interface MoneyRules {
  service_charge_bp: number;
  tax_bp: number;
  tax_inclusive: boolean;
}

const pct = (a: number, bp: number) => Math.floor((2 * a * bp + 10_000) / 20_000);
/** The bill's totals as the POS computes them (half-up percentages, tax on subtotal + service). */
export function billTotals(subtotal: number, rules: MoneyRules, tip: number) {
  const serviceCharge = pct(subtotal, rules.service_charge_bp);
  const taxable = subtotal + serviceCharge;
  const tax = rules.tax_inclusive
    ? taxable - Math.floor((2 * taxable * 10_000 + 10_000 + rules.tax_bp) / (2 * (10_000 + rules.tax_bp)))
    : pct(taxable, rules.tax_bp);
  const grandTotal = taxable + (rules.tax_inclusive ? 0 : tax) + tip;
  return { subtotal, discount: 0, serviceCharge, tax, tip, grandTotal };
}

const TYPE_LABEL = { dine_in: 'Dine In', takeaway: 'Takeaway', delivery: 'Delivery' } as const;
const CHUNK = 2000;
async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/**
 * Writes finished sales in bulk, as the POS commands would have left them: orders (completed),
 * their items (served), paid bills, payments, the gap-free order and bill numbers, and the events
 * `order.placed` and `payment.recorded` at their times in the restaurant's stream, so the workers'
 * report roll-ups count them like live sales. With `asHistory` the events are stored as already
 * published (not queued in `event_outbox`) (screens are not sent a year of history; the workers' clock rolls them up within a
 * minute); without, the relay publishes them as it does a command's.
 */
export async function writeSales(
  trx: TenantTx,
  restaurantId: string,
  rules: MoneyRules,
  sales: Sale[],
  { asHistory }: { asHistory: boolean },
): Promise<void> {
  if (!sales.length) return;
  const orders = [];
  const items = [];
  const bills = [];
  const payments = [];
  const events: { type: string; at: Date; actor: { userId: string; name: string }; payload: unknown }[] = [];
  const counters = await trx
    .selectFrom('document_counters')
    .select(['kind', 'scope', 'last_no'])
    .where('restaurant_id', '=', restaurantId)
    .execute();
  const last = new Map(counters.map((c) => [`${c.kind}|${c.scope}`, c.last_no]));
  const next = (kind: string, scope: string) => {
    const n = (last.get(`${kind}|${scope}`) ?? 0) + 1;
    last.set(`${kind}|${scope}`, n);
    return n;
  };
  for (const s of sales) {
    const orderId = randomUUID();
    const billId = randomUUID();
    const paymentId = randomUUID();
    const displayNo = next('order', s.businessDate);
    const billNo = next('bill', 'all');
    const orderItems = s.lines.map((l, i) => ({
      id: randomUUID(),
      restaurant_id: restaurantId,
      order_id: orderId,
      dish_id: l.dishId,
      variant_id: l.variantId,
      name: l.name,
      variant_name: l.variantName,
      quantity: l.quantity,
      remarks: l.remarks ?? null,
      unit_price: l.unitPrice,
      unit_discount: 0,
      station_id: l.stationId,
      sort: i + 1,
      fire_no: 1,
      status: 'served',
      added_by: s.waiter.userId,
      created_at: s.placedAt,
    }));
    items.push(...orderItems);
    orders.push({
      id: orderId,
      restaurant_id: restaurantId,
      display_no: displayNo,
      business_date: s.businessDate,
      type: s.type,
      status: 'completed',
      table_id: s.tableId,
      guests: s.guests,
      staff_user_id: s.waiter.userId,
      created_by: s.waiter.userId,
      fire_count: 1,
      placed_at: s.placedAt,
      created_at: s.placedAt,
      completed_at: s.paidAt,
    });
    const lines = orderItems.map((i) => ({
      orderItemId: i.id,
      particular: i.variant_name ? `${i.name} (${i.variant_name})` : i.name,
      rate: i.unit_price,
      qty: i.quantity,
      subTotal: i.unit_price * i.quantity,
      seat: null,
    }));
    const totals = billTotals(
      lines.reduce((t, l) => t + l.subTotal, 0),
      rules,
      s.tip,
    );
    bills.push({
      id: billId,
      restaurant_id: restaurantId,
      bill_no: billNo,
      order_id: orderId,
      status: 'paid',
      lines: jsonb(lines),
      service_charge_bp: rules.service_charge_bp,
      tax_bp: rules.tax_bp,
      tax_inclusive: rules.tax_inclusive,
      subtotal: totals.subtotal,
      service_charge: totals.serviceCharge,
      tax: totals.tax,
      tip: totals.tip,
      grand_total: totals.grandTotal,
      paid_total: totals.grandTotal,
      created_by: jsonb(s.cashier),
      business_date: s.businessDate,
      paid_at: s.paidAt,
      created_at: s.paidAt,
      updated_at: s.paidAt,
    });
    const cash = s.method === 'cash';
    payments.push({
      id: paymentId,
      restaurant_id: restaurantId,
      bill_id: billId,
      method: s.method,
      amount: totals.grandTotal,
      tendered: cash ? totals.grandTotal : null,
      change_due: cash ? 0 : null,
      created_by: jsonb(s.cashier),
      created_at: s.paidAt,
    });
    const order = {
      id: orderId,
      displayNo,
      type: s.type,
      status: 'open',
      version: 1,
      guests: s.guests,
      tableId: s.tableId,
      driverUserId: null,
      businessDate: s.businessDate,
      items: orderItems.map((i) => ({
        id: i.id,
        orderId,
        name: i.name,
        variantName: i.variant_name,
        quantity: i.quantity,
        unitPrice: i.unit_price,
        status: 'fired',
      })),
    };
    events.push({ type: 'order.placed', at: s.placedAt, actor: s.waiter, payload: { order } });
    const bill = {
      id: billId,
      billNo,
      orderId,
      status: 'paid',
      version: 2,
      orderType: s.type,
      target: s.tableName ? `${TYPE_LABEL[s.type]}: ${s.tableName}` : TYPE_LABEL[s.type],
      businessDate: s.businessDate,
      totals,
      lines,
      createdBy: s.cashier,
      paidTotal: totals.grandTotal,
      createdAt: s.paidAt.toISOString(),
    };
    events.push({
      type: 'payment.recorded',
      at: s.paidAt,
      actor: s.cashier,
      payload: {
        payment: {
          id: paymentId,
          billId,
          kind: 'payment',
          method: s.method,
          amount: totals.grandTotal,
          status: 'completed',
        },
        bill,
      },
    });
  }
  await insertChunked(orders, (c) => trx.insertInto('orders').values(c).execute());
  await insertChunked(items, (c) => trx.insertInto('order_items').values(c).execute());
  await insertChunked(bills, (c) => trx.insertInto('bills').values(c).execute());
  await insertChunked(payments, (c) => trx.insertInto('payments').values(c).execute());
  await trx
    .insertInto('document_counters')
    .values(
      [...last].map(([key, n]) => ({
        restaurant_id: restaurantId,
        kind: key.split('|')[0]!,
        scope: key.split('|')[1]!,
        last_no: n,
      })),
    )
    .onConflict((oc) => oc.columns(['restaurant_id', 'kind', 'scope']).doUpdateSet({ last_no: sql`excluded.last_no` }))
    .execute();

  // The events, in time order, numbered after the stream's last event (the stream row lock keeps it gap-free).
  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  const stream = await trx
    .insertInto('event_streams')
    .values({ restaurant_id: restaurantId, last_seq: events.length })
    .onConflict((oc) =>
      oc.column('restaurant_id').doUpdateSet({ last_seq: sql`event_streams.last_seq + ${events.length}` }),
    )
    .returning('last_seq')
    .executeTakeFirstOrThrow();
  const first = Number(stream.last_seq) - events.length + 1;
  await insertChunked(
    events.map((e, i) => ({
      restaurant_id: restaurantId,
      seq: first + i,
      type: e.type,
      version: 1,
      actor: jsonb(e.actor),
      payload: jsonb(e.payload),
      occurred_at: e.at,
    })),
    async (c) => {
      const stored = await trx.insertInto('events').values(c).returning('position').execute();
      if (!asHistory)
        await trx
          .insertInto('event_outbox')
          .values(stored.map((e) => ({ position: Number(e.position) })))
          .execute();
    },
  );
}
