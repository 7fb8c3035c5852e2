import { sql, type Insertable, type RawBuilder } from 'kysely';
import { pipelined, settle, type Payments, type TenantTx } from '@ros/db';
import type { RepoContext } from '../../../kernel/repo-context';
import type { TenantContext } from '../../../kernel/tenant';
import { billUpdate, readBillRows, selectLockedBill, selectPayableBillsOfOrder } from '../bills';
import { readOrderToComplete } from '../orders';
import { queueMessage } from '../../messaging/outbox';
import type { TemplateData } from '../../messaging/templates';

type WithRaw<T> = { [K in keyof T]: T[K] | RawBuilder<unknown> };

/** The insert of a payment or refund, returning the row as written (a statement for a pipeline). */
function paymentInsert(trx: TenantTx, values: WithRaw<Insertable<Payments>>) {
  return trx
    .insertInto('payments')
    .values(values as Insertable<Payments>)
    .returningAll();
}

export function insertPayment(trx: TenantTx, values: WithRaw<Insertable<Payments>>) {
  return paymentInsert(trx, values).executeTakeFirstOrThrow();
}

export function lockPayment(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('payments')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Amount already refunded of a payment (completed refunds). */
export async function refundedOf(ctx: RepoContext, paymentId: string): Promise<number> {
  const { trx, restaurantId } = ctx;
  const r = await trx
    .selectFrom('payments')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('s'))
    .where('restaurant_id', '=', restaurantId)
    .where('refund_of_id', '=', paymentId)
    .where('status', '=', 'completed')
    .executeTakeFirstOrThrow();
  return Number(r.s);
}

/** The sums of a bill's completed payments and refunds, by kind (a statement for a pipeline; read with `sumsFrom`). */
function selectSums(ctx: RepoContext, billId: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('payments')
    .select(['kind', (eb) => eb.fn.sum<number>('amount').as('s')])
    .where('restaurant_id', '=', restaurantId)
    .where('bill_id', '=', billId)
    .where('status', '=', 'completed')
    .groupBy('kind');
}

/** Paid (payments − refunds) and refunded sums of a bill, from `selectSums`' rows. */
function sumsFrom(rows: { kind: string; s: number }[]) {
  const paid = Number(rows.find((r) => r.kind === 'payment')?.s ?? 0);
  const refunded = Number(rows.find((r) => r.kind === 'refund')?.s ?? 0);
  return { paid: paid - refunded, refunded };
}

/** The sums of a bill's completed payments by method and kind (a statement for a pipeline; read with `byMethodFrom`). */
function selectByMethod(ctx: RepoContext, billId: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('payments')
    .select(['method', 'kind', (eb) => eb.fn.sum<number>('amount').as('s')])
    .where('restaurant_id', '=', restaurantId)
    .where('bill_id', '=', billId)
    .where('status', '=', 'completed')
    .groupBy(['method', 'kind']);
}

/** Net amounts of a bill by method (payments − refunds), for `bill.paid`, from `selectByMethod`'s rows. */
function byMethodFrom(rows: { method: string; kind: string; s: number }[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of rows) out[r.method] = (out[r.method] ?? 0) + (r.kind === 'refund' ? -1 : 1) * Number(r.s);
  return out;
}

/**
 * The open cash drawer session that takes cash: the one of that name (case-insensitive, as the
 * terminal opened it), or without a name the first open drawer.
 */
export function openDrawer(ctx: RepoContext, name?: string) {
  const { trx, restaurantId } = ctx;
  let q = trx
    .selectFrom('cash_drawer_sessions')
    .select('id')
    .where('restaurant_id', '=', restaurantId)
    .where('status', '=', 'open');
  if (name) q = q.where(sql<string>`lower(name)`, '=', name.toLowerCase());
  return q.orderBy('opened_at').limit(1).executeTakeFirst();
}

/**
 * A refund receipt by email, queued as a message in the restaurant's language and currency when the
 * bill's customer has an email (none otherwise); keyed by the refund, so it is written once.
 */
export async function queueRefundEmail(
  ctx: RepoContext,
  linkBase: string,
  customerId: string,
  refundId: string,
  receipt: Omit<TemplateData<'refund_receipt'>, 'currency' | 'customerName'>,
) {
  const { trx, restaurantId } = ctx;
  const customer = await trx
    .selectFrom('customers as c')
    .innerJoin('restaurants as r', 'r.id', 'c.restaurant_id')
    .select(['c.email', 'c.name', 'r.currency'])
    .where('c.restaurant_id', '=', restaurantId)
    .where('c.id', '=', customerId)
    .executeTakeFirst();
  if (!customer?.email) return null;
  return queueMessage(trx, linkBase, {
    restaurantId,
    kind: 'refund_receipt',
    to: customer.email,
    data: { ...receipt, customerName: customer.name, currency: customer.currency },
    relatedId: refundId,
    dedupeKey: `refund-${refundId}`,
  });
}

/**
 * A payment's insert, then what `after` issues: its first statements go right behind the insert, in
 * the same round trip. A getter for each.
 */
export async function insertPaymentThen<T>(
  ctx: RepoContext,
  values: WithRaw<Insertable<Payments>>,
  after: () => Promise<T>,
) {
  const db = await pipelined(ctx.trx);
  const [payment, then] = await settle([db.first(paymentInsert(ctx.trx, values)), after()] as const);
  return { payment, after: then };
}

/**
 * In one round trip: the bill's lock, then its paid and refunded sums (PostgreSQL runs them in
 * order). A getter for each.
 */
export async function lockBillWithSums(ctx: RepoContext, billId: string) {
  const db = await pipelined(ctx.trx);
  const [bill, sums] = await settle([
    db.first(selectLockedBill(ctx, billId)),
    db.rows(selectSums(ctx, billId)),
  ] as const);
  return { bill, sums: () => sumsFrom(sums()) };
}

/**
 * In one round trip: a bill's payment figures written, the bill read back after them and, when it
 * became paid (`paidOrderId`, its order's id), what `bill.paid` and the order's completion need: its
 * net amounts by method, the order's payable bills and where the order stands. A getter for each
 * (empty ones when it did not become paid).
 */
export async function updateAndReadSettledBill(
  ctx: TenantContext,
  billId: string,
  values: Parameters<typeof billUpdate>[2],
  paidOrderId: string | null,
) {
  const db = await pipelined(ctx.trx);
  const [updated, bill, methods, payable, order] = await settle([
    db.rows(billUpdate(ctx, billId, values)),
    readBillRows(ctx, db, [billId]),
    paidOrderId ? db.rows(selectByMethod(ctx, billId)) : [],
    paidOrderId ? db.rows(selectPayableBillsOfOrder(ctx, paidOrderId)) : [],
    paidOrderId ? readOrderToComplete(ctx, db, paidOrderId) : undefined,
  ] as const);
  return { updated, bill, methods: () => byMethodFrom(methods()), payable, order };
}

/** In one round trip: the order's payable bills, then where the order stands. A getter for each. */
export async function payableBillsAndOrder(ctx: TenantContext, orderId: string) {
  const db = await pipelined(ctx.trx);
  const [payable, order] = await settle([
    db.rows(selectPayableBillsOfOrder(ctx, orderId)),
    readOrderToComplete(ctx, db, orderId),
  ] as const);
  return { payable, order };
}
