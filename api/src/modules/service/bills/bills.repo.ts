import { paged } from '../../../kernel/list-query';
import { sql, type Insertable, type RawBuilder, type Updateable } from 'kysely';
import { pipelined, settle, settleAll, type Bills, type Pipeline } from '@ros/db';
import { nextNumberStatement, selectPosSettings } from '../../identity/restaurants';
import { selectDeliveryFee } from '../delivery';
import type { RepoContext } from '../../../kernel/repo-context';
import { readBillRows } from './bill-view.repo';

type WithRaw<T> = { [K in keyof T]: T[K] | RawBuilder<unknown> };
export type BillInsert = WithRaw<Insertable<Bills>>;
export type BillUpdate = WithRaw<Updateable<Bills>>;
/** A new bill's columns, its id chosen by the caller (so its read-back goes with its insert). */
export type NewBill = Omit<BillInsert, 'bill_no' | 'restaurant_id'> & { id: string };

/** Locks the order a bill is of (none for a bill of no order): a statement for a pipeline, sent before the bill's lock. */
function selectLockedOrderOfBill(ctx: RepoContext, billId: string) {
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
function numberedBillInsert(ctx: RepoContext, values: Omit<BillInsert, 'bill_no' | 'restaurant_id'>) {
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
function selectCurrentBillOfOrder(ctx: RepoContext, orderId: string) {
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
function selectCustomer(ctx: RepoContext, id: string) {
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

/** Locks a bill, its order first (none for a bill of no order), in one round trip; the bill's row. */
export async function lockBillAfterItsOrder(ctx: RepoContext, id: string) {
  const db = await pipelined(ctx.trx);
  const [, bill] = await settleAll([
    db.first(selectLockedOrderOfBill(ctx, id)),
    db.first(selectLockedBill(ctx, id)),
  ] as const);
  return bill;
}

/**
 * In one round trip: the restaurant's POS settings, then the lock of the bill `id` (none for no id),
 * its order's first. A getter for each of the bill's row and the settings' row.
 */
export async function lockBillWithSettings(ctx: RepoContext, id: string | undefined) {
  const db = await pipelined(ctx.trx);
  const [settings, orderLock, billLock] = await settle([
    db.first(selectPosSettings(ctx)),
    id ? db.first(selectLockedOrderOfBill(ctx, id)) : undefined,
    id ? db.first(selectLockedBill(ctx, id)) : undefined,
  ] as const);
  const bill = () => {
    orderLock();
    return billLock();
  };
  return { bill, settings };
}

/**
 * What billing an order reads after its lock and items, issued on `db` together: the POS settings,
 * its delivery fee, the customer named (when named) and its current bill, locked. They cannot fail
 * (ids are uuids). A getter for each.
 */
export async function readForBilling(ctx: RepoContext, db: Pipeline, orderId: string, customerId?: string | null) {
  const [settings, deliveryFee, customer, currentBill] = await settle([
    db.first(selectPosSettings(ctx)),
    db.first(selectDeliveryFee(ctx, orderId)),
    customerId ? db.first(selectCustomer(ctx, customerId)) : undefined,
    db.first(selectCurrentBillOfOrder(ctx, orderId)),
  ] as const);
  return { settings, deliveryFee, customer, currentBill };
}

/** A new bill (numbered in its insert), then it read back, in one round trip; its rows. */
export async function insertAndReadBill(ctx: RepoContext, values: NewBill) {
  const db = await pipelined(ctx.trx);
  const [, rows] = await settleAll([
    db.rows(numberedBillInsert(ctx, values)),
    readBillRows(ctx, db, [values.id]),
  ] as const);
  return rows;
}

/** A change of a bill, then it read back, in one round trip; its rows. */
export async function updateAndReadBill(ctx: RepoContext, id: string, values: BillUpdate) {
  const db = await pipelined(ctx.trx);
  const [, rows] = await settleAll([db.rows(billUpdate(ctx, id, values)), readBillRows(ctx, db, [id])] as const);
  return rows;
}

/**
 * A split in one round trip: its parts (numbered in their order), the bill marked split by `mode`,
 * then the bill and its parts read back; their rows. The first failing write is the one thrown.
 */
export async function splitAndReadBills(ctx: RepoContext, id: string, mode: string, parts: NewBill[]) {
  const db = await pipelined(ctx.trx);
  const [, , rows] = await settleAll([
    settleAll(parts.map((part) => db.rows(numberedBillInsert(ctx, part)))),
    db.rows(billUpdate(ctx, id, { status: 'split', split_mode: mode })),
    readBillRows(ctx, db, [id, ...parts.map((p) => p.id)]),
  ] as const);
  return rows;
}
