/**
 * What a committed event means to the reports: additions to the hour it happened in and to that
 * day's dimensions. Pure: the roll-up job feeds it the events past its cursor and writes the sums.
 */

export const HOURLY_FIELDS = [
  'bills',
  'sales',
  'discounts',
  'service_charge',
  'tax',
  'tips',
  'grand_total',
  'refunds',
  'refund_count',
  'voids',
  'void_amount',
  'orders',
  'covers',
] as const;
export type HourlyField = (typeof HOURLY_FIELDS)[number];
export type Dim =
  'dish' | 'category' | 'method' | 'staff' | 'order_type' | 'station_ready' | 'station_bumped' | 'table_turn';

export interface HourBucket {
  bucketStart: string;
  businessDay: string;
  localHour: number;
  weekday: number;
  add: Partial<Record<HourlyField, number>>;
}
export interface DimDelta {
  businessDay: string;
  dim: Dim;
  key: string;
  label: string;
  quantity: number;
  amount: number;
  count: number;
}
export interface RolledEvent {
  type: string;
  payload: unknown;
  occurredAt: Date;
}
/** Where a bill line's dish sits (from its order item): the dish and its first category. */
export type LineInfo = Map<string, { dishId: string | null; categoryId: string | null; categoryName: string | null }>;
/** Where a paid bill's order sat and since when (by order id): its table's turn ends with the payment. */
export type OrderInfo = Map<string, { tableId: string; tableName: string; placedAt: Date }>;
/** What the roll-up looks up for the events it reads: bill lines' dishes and bills' tables. */
export interface Lookups {
  lines: LineInfo;
  orders: OrderInfo;
}

/** The event types the reports read. */
export const ROLLED_TYPES = [
  'payment.recorded',
  'payment.refunded',
  'order.placed',
  'order.item_voided',
  'ticket.ready',
  'ticket.bumped',
] as const;

const parts = new Map<string, Intl.DateTimeFormat>();
/**
 * The business day (starting at `dayStartHour`), its weekday and the local clock hour of an instant
 * in a time zone: with 4, Saturday 01:30 is hour 1 of Friday's business day.
 */
export function localParts(at: Date, timeZone: string, dayStartHour = 0) {
  let fmt = parts.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    });
    parts.set(timeZone, fmt);
  }
  const partsOf = (d: Date) => Object.fromEntries(fmt.formatToParts(d).map((x) => [x.type, x.value]));
  const clock = partsOf(at);
  const day = dayStartHour ? partsOf(new Date(at.getTime() - dayStartHour * 3_600_000)) : clock;
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(day.weekday!);
  return { businessDay: `${day.year}-${day.month}-${day.day}`, localHour: Number(clock.hour) % 24, weekday };
}

interface BillLike {
  status?: string;
  orderId?: string;
  orderType?: string;
  guests?: number | null;
  totals?: { subtotal: number; discount: number; serviceCharge: number; tax: number; tip: number; grandTotal: number };
  lines?: { orderItemId: string; particular: string; qty: number; subTotal: number }[];
  createdBy?: { userId: string | null; name: string };
}
interface PaymentLike {
  method: string;
  amount: number;
}

/** The additions one event makes, or null when it means nothing to the reports. */
export function factsOf(
  e: RolledEvent,
  place: { timeZone: string; dayStartHour: number },
  { lines, orders }: Lookups,
): { hour: HourBucket; dims: DimDelta[] } | null {
  const bucket = new Date(e.occurredAt);
  bucket.setUTCMinutes(0, 0, 0);
  const local = localParts(e.occurredAt, place.timeZone, place.dayStartHour);
  const hour: HourBucket = { bucketStart: bucket.toISOString(), ...local, add: {} };
  const dims: DimDelta[] = [];
  const dim = (d: Dim, key: string, label: string, quantity: number, amount: number, count = 1) =>
    dims.push({ businessDay: local.businessDay, dim: d, key, label, quantity, amount, count });
  const p = e.payload as {
    payment?: PaymentLike;
    bill?: BillLike;
    order?: { type?: string; guests?: number | null };
    item?: { quantity?: number; unitPrice?: number };
    ticket?: {
      stationId?: string | null;
      stationName?: string | null;
      createdAt?: string;
      readyAt?: string | null;
      bumpedAt?: string | null;
    };
  };
  /** Seconds from the ticket's firing to `at`, on the station's dimension (quantity: seconds, count: tickets). */
  const ticketTime = (d: 'station_ready' | 'station_bumped', at: string | null | undefined) => {
    const t = p.ticket!;
    if (!t.createdAt || !at) return;
    dim(
      d,
      t.stationId ?? 'none',
      t.stationName ?? 'No station',
      Math.max(0, Math.round((Date.parse(at) - Date.parse(t.createdAt)) / 1000)),
      0,
    );
  };

  if (e.type === 'payment.recorded' && p.payment && p.bill) {
    dim('method', p.payment.method, p.payment.method, 0, p.payment.amount);
    const b = p.bill;
    if (b.status === 'paid' && b.totals) {
      Object.assign(hour.add, {
        bills: 1,
        sales: b.totals.subtotal,
        discounts: b.totals.discount,
        service_charge: b.totals.serviceCharge,
        tax: b.totals.tax,
        tips: b.totals.tip,
        grand_total: b.totals.grandTotal,
      });
      if (b.createdBy) dim('staff', b.createdBy.userId ?? b.createdBy.name, b.createdBy.name, 0, b.totals.grandTotal);
      if (b.orderType) dim('order_type', b.orderType, b.orderType, 0, b.totals.grandTotal);
      // A table turn: from the order's placing to its bill's full payment (quantity: seconds).
      const seated = b.orderId ? orders.get(b.orderId) : undefined;
      if (seated)
        dim(
          'table_turn',
          seated.tableId,
          seated.tableName,
          Math.max(0, Math.round((e.occurredAt.getTime() - seated.placedAt.getTime()) / 1000)),
          0,
        );
      for (const l of b.lines ?? []) {
        const info = lines.get(l.orderItemId);
        dim('dish', info?.dishId ?? `name:${l.particular}`, l.particular, l.qty, l.subTotal);
        dim('category', info?.categoryId ?? 'none', info?.categoryName ?? 'No category', l.qty, l.subTotal);
      }
    }
  } else if (e.type === 'payment.refunded' && p.payment) {
    Object.assign(hour.add, { refunds: p.payment.amount, refund_count: 1 });
    dim('method', p.payment.method, p.payment.method, 0, -p.payment.amount, 0);
  } else if (e.type === 'order.placed' && p.order) {
    Object.assign(hour.add, { orders: 1, covers: p.order.guests ?? 0 });
  } else if (e.type === 'order.item_voided' && p.item) {
    Object.assign(hour.add, { voids: 1, void_amount: (p.item.unitPrice ?? 0) * (p.item.quantity ?? 0) });
  } else if (e.type === 'ticket.ready' && p.ticket) {
    ticketTime('station_ready', p.ticket.readyAt);
  } else if (e.type === 'ticket.bumped' && p.ticket) {
    ticketTime('station_bumped', p.ticket.bumpedAt);
  } else return null;
  return { hour, dims };
}
