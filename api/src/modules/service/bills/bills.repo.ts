import { paged } from '../../../kernel/list-query';
import { sql, type Insertable, type RawBuilder, type Updateable } from 'kysely';
import type { Bills } from '@ros/db';
import { nextNumberStatement } from '../../identity/restaurants';
import type { RepoContext } from '../../../kernel/repo-context';

type WithRaw<T> = { [K in keyof T]: T[K] | RawBuilder<unknown> };
export type BillInsert = WithRaw<Insertable<Bills>>;
export type BillUpdate = WithRaw<Updateable<Bills>>;

/** Bills with their order's number, type, table and customer. */
export function selectBills(ctx: RepoContext) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('bills as b')
    .innerJoin('orders as o', 'o.id', 'b.order_id')
    .leftJoin('dining_tables as t', 't.id', 'o.table_id')
    .leftJoin('customers as c', (j) => j.on(sql<boolean>`c.id = coalesce(b.customer_id, o.customer_id)`))
    .where('b.restaurant_id', '=', restaurantId)
    .selectAll('b')
    .select([
      'o.display_no',
      'o.type as order_type',
      'o.guests',
      'o.staff_user_id',
      't.name as table_name',
      'c.id as customer_ref_id',
      sql<string | null>`coalesce(c.name, o.customer_name)`.as('customer_name'),
      sql<string | null>`to_char(b.due_date, 'YYYY-MM-DD')`.as('due_day'),
      sql<string>`to_char(b.business_date, 'YYYY-MM-DD')`.as('business_day'),
    ]);
}

/** The payments of bills, oldest first (at least one id; a statement for a pipeline). */
export function selectPayments(ctx: RepoContext, billIds: string[]) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('payments')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('bill_id', 'in', billIds)
    .orderBy('created_at');
}
export type PaymentRow = Awaited<ReturnType<ReturnType<typeof selectPayments>['execute']>>[number];

/** Locks the order a bill is of (none for a bill of no order): a statement for a pipeline, sent before the bill's lock. */
export function selectLockedOrderOfBill(ctx: RepoContext, billId: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('orders')
    .select('id')
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', (eb) =>
      eb
        .selectFrom('bills')
        .select('bills.order_id')
        .where('bills.restaurant_id', '=', restaurantId)
        .where('bills.id', '=', billId),
    )
    .forUpdate();
}

/** Locks a bill (a statement for a pipeline). */
export function selectLockedBill(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return trx.selectFrom('bills').selectAll().where('restaurant_id', '=', restaurantId).where('id', '=', id).forUpdate();
}

/**
 * The insert of a bill taking the restaurant's next bill number in the same statement (the counter's
 * upsert as a CTE, so the number needs no round trip of its own), returning its id (a statement for a pipeline).
 */
export function numberedBillInsert(ctx: RepoContext, values: Omit<BillInsert, 'bill_no' | 'restaurant_id'>) {
  const { trx, restaurantId } = ctx;
  return trx
    .with('taken', () => nextNumberStatement(ctx, 'bill', 'all'))
    .insertInto('bills')
    .values({
      ...values,
      restaurant_id: restaurantId,
      bill_no: sql<number>`(select last_no from taken)`,
    } as Insertable<Bills>)
    .returning('id');
}

/** Changes a bill and bumps its version (a statement for a pipeline). */
export function billUpdate(ctx: RepoContext, id: string, values: BillUpdate) {
  const { trx, restaurantId } = ctx;
  return trx
    .updateTable('bills')
    .set((eb) => ({ ...(values as Updateable<Bills>), version: eb('version', '+', 1), updated_at: new Date() }))
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id);
}

/** The order's current bill (not a part, not void), locked (a statement for a pipeline). */
export function selectCurrentBillOfOrder(ctx: RepoContext, orderId: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('bills')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('order_id', '=', orderId)
    .where('parent_bill_id', 'is', null)
    .where('status', '!=', 'void')
    .orderBy('created_at', 'desc')
    .forUpdate();
}

/** The customer a bill names, if it is one of the restaurant's (a statement for a pipeline). */
export function selectCustomer(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return trx.selectFrom('customers').select('id').where('restaurant_id', '=', restaurantId).where('id', '=', id);
}

export async function billIdsOfOrder(ctx: RepoContext, orderId: string) {
  const { trx, restaurantId } = ctx;
  const rows = await trx
    .selectFrom('bills')
    .select('id')
    .where('restaurant_id', '=', restaurantId)
    .where('order_id', '=', orderId)
    .orderBy('bill_no')
    .execute();
  return rows.map((r) => r.id);
}

/** Bills the guest pays for an order: all but split parents and void ones (a statement for a pipeline). */
export function selectPayableBillsOfOrder(ctx: RepoContext, orderId: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('bills')
    .select(['id', 'status', 'grand_total', 'customer_id', 'due_date'])
    .where('restaurant_id', '=', restaurantId)
    .where('order_id', '=', orderId)
    .where('status', 'not in', ['split', 'void']);
}

/** A bill that no longer keeps its order open: paid, or charged to a customer's account (theirs, with a due date). */
export function isSettledBill(b: { status: string; customer_id: string | null; due_date: unknown }) {
  return b.status === 'paid' || (b.customer_id !== null && b.due_date !== null);
}

/**
 * A customer's bills (the bill's own customer, else its order's), newest first. Split parents are
 * left out: their parts are bills of their own.
 */
export async function billIdsOfCustomer(ctx: RepoContext, customerId: string, page: { page: number; perPage: number }) {
  const { trx, restaurantId } = ctx;
  const q = trx
    .selectFrom('bills as b')
    .innerJoin('orders as o', 'o.id', 'b.order_id')
    .where('b.restaurant_id', '=', restaurantId)
    .where(sql<string>`coalesce(b.customer_id, o.customer_id)`, '=', customerId)
    .where('b.status', '!=', 'split');
  const { rows, total } = await paged(
    trx,
    q.select('b.id').orderBy('b.created_at', 'desc').orderBy('b.bill_no', 'desc'),
    page,
  );
  return { ids: rows.map((r) => r.id), total };
}
