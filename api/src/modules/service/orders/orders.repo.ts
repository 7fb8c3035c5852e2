import { sql, type Insertable, type RawBuilder, type Updateable } from 'kysely';
import { pipelined, settle, type OrderItems, type Orders, type Pipeline, type TenantTx } from '@ros/db';
import { COUNT_CAP, likePattern, paged } from '../../../kernel/list-query';
import { selectStaffNames } from '../../identity/members';
import type { OrderListQuery } from '@ros/shared-events';
import type { RepoContext } from '../../../kernel/repo-context';
import type { Alongside } from '../../../kernel/round-trip';

/** Column values where jsonb columns may be given as `jsonb(...)` expressions. */
type WithRaw<T> = { [K in keyof T]: T[K] | RawBuilder<unknown> };
export type ItemInsert = WithRaw<Insertable<OrderItems>>;
export type ItemUpdate = WithRaw<Updateable<OrderItems>>;

const SORT = { createdAt: 'o.created_at', displayNo: 'o.display_no', status: 'o.status' } as const;

/** Order rows with their table and customer names (business date as text). */
export function selectOrders(ctx: RepoContext) {
  const { trx, restaurantId } = ctx;
  return (
    trx
      .selectFrom('orders as o')
      .leftJoin('dining_tables as t', 't.id', 'o.table_id')
      .leftJoin('customers as c', 'c.id', 'o.customer_id')
      // At most one delivery per order: its driver is who else may read the order (see read-scope.ts).
      .leftJoin('deliveries as d', (j) =>
        j.onRef('d.restaurant_id', '=', 'o.restaurant_id').onRef('d.order_id', '=', 'o.id'),
      )
      .where('o.restaurant_id', '=', restaurantId)
      .selectAll('o')
      .select([
        't.name as table_name',
        'c.name as customer_ref_name',
        'c.phone as customer_phone',
        'd.driver_user_id',
        sql<string>`to_char(o.business_date, 'YYYY-MM-DD')`.as('business_day'),
      ])
  );
}
export type OrderRow = NonNullable<Awaited<ReturnType<ReturnType<typeof selectOrders>['executeTakeFirst']>>>;

/** Order ids for a list; `driverUserId` keeps only the orders of deliveries assigned to that user. */
export async function listOrderIds(ctx: RepoContext, query: OrderListQuery, driverUserId?: string) {
  const { trx, restaurantId } = ctx;
  let q = trx
    .selectFrom('orders as o')
    .leftJoin('dining_tables as t', 't.id', 'o.table_id')
    .leftJoin('customers as c', 'c.id', 'o.customer_id')
    .where('o.restaurant_id', '=', restaurantId);
  if (driverUserId) {
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('deliveries as d')
          .select('d.id')
          .whereRef('d.restaurant_id', '=', 'o.restaurant_id')
          .whereRef('d.order_id', '=', 'o.id')
          .where('d.driver_user_id', '=', driverUserId),
      ),
    );
  }
  if (query.status?.length) q = q.where('o.status', 'in', query.status);
  if (query.type) q = q.where('o.type', '=', query.type);
  if (query.tableId) q = q.where('o.table_id', '=', query.tableId);
  if (query.customerId) q = q.where('o.customer_id', '=', query.customerId);
  if (query.from) q = q.where('o.business_date', '>=', sql<Date>`cast(${query.from} as date)`);
  if (query.to) q = q.where('o.business_date', '<=', sql<Date>`cast(${query.to} as date)`);
  if (query.q) {
    const p = likePattern(query.q);
    q = q.where((eb) =>
      eb.or([
        eb('c.name', 'ilike', p),
        eb('o.customer_name', 'ilike', p),
        eb('t.name', 'ilike', p),
        eb(sql<string>`o.display_no::text`, '=', query.q!.replace(/^#/, '')),
      ]),
    );
  }
  const { rows, total, capped } = await paged(
    trx,
    q.select('o.id').orderBy(SORT[query.sortColumn], query.sort).orderBy('o.id', query.sort),
    query,
    { cap: COUNT_CAP },
  );
  return { ids: rows.map((r) => r.id), total, capped };
}

/** Staff names (`staffNames`) of the orders' staff and creators: needs only the order ids (a statement for a pipeline). */
export function selectStaffNamesOfOrders(ctx: RepoContext, orderIds: string[]) {
  const { restaurantId } = ctx;
  return selectStaffNames(ctx).where('u.id', 'in', (eb) =>
    eb
      .selectFrom('orders as so')
      .select(sql<string>`unnest(array[so.staff_user_id, so.created_by])`.as('user_id'))
      .where('so.restaurant_id', '=', restaurantId)
      .where('so.id', 'in', orderIds),
  );
}

/** Order rows with their names (at least one id; a statement for a pipeline). */
export function selectOrderRows(ctx: RepoContext, ids: string[]) {
  return selectOrders(ctx).where('o.id', 'in', ids);
}

/** Locks an order row for a versioned command. */
export function lockOrder(ctx: RepoContext, id: string) {
  return selectLockedOrder(ctx, id).executeTakeFirst();
}

/** `lockOrder` as a statement for a pipeline. */
export function selectLockedOrder(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('orders')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .forUpdate();
}

export function itemsOf(ctx: RepoContext, orderIds: string[]) {
  if (!orderIds.length) return Promise.resolve([]);
  return selectItems(ctx, orderIds).execute();
}

/** The items of orders in display order (at least one id; a statement for a pipeline). */
export function selectItems(ctx: RepoContext, orderIds: string[]) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('order_items')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('order_id', 'in', orderIds)
    .orderBy('sort')
    .orderBy('created_at');
}
export type ItemRow = Awaited<ReturnType<typeof itemsOf>>[number];

/** The bills that may be an order's current one (not split, not void), newest first (a statement for a pipeline). */
export function selectCurrentBills(ctx: RepoContext, orderIds: string[]) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('bills')
    .select(['id', 'order_id'])
    .where('restaurant_id', '=', restaurantId)
    .where('order_id', 'in', orderIds)
    .where('parent_bill_id', 'is', null)
    .where('status', '!=', 'void')
    .orderBy('created_at', 'desc');
}

/** The current bill of each order, from `selectCurrentBills`' rows (the newest). */
export function currentBillOfEach(rows: { id: string; order_id: string }[]) {
  const map = new Map<string, string>();
  for (const r of rows) if (!map.has(r.order_id)) map.set(r.order_id, r.id);
  return map;
}

/** The insert of an order, returning the row as written (a statement for a pipeline). */
export function orderInsert(trx: TenantTx, values: Insertable<Orders>) {
  return trx.insertInto('orders').values(values).returningAll();
}

/** `updateOrder` as a statement for a pipeline, returning the order row as written. */
export function orderUpdateReturning(ctx: RepoContext, id: string, values: Updateable<Orders>) {
  const { trx, restaurantId } = ctx;
  return orderUpdate(trx, restaurantId, id, values).returningAll();
}

/** Completes an order if it is open (taking its lock), returning its row as written; none when it was not open. */
export function openOrderCompletion(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return orderUpdate(trx, restaurantId, id, { status: 'completed', completed_at: new Date() })
    .where('status', '=', 'open')
    .returningAll();
}

function orderUpdate(trx: TenantTx, restaurantId: string, id: string, values: Updateable<Orders>) {
  return trx
    .updateTable('orders')
    .set((eb) => ({ ...values, version: eb('version', '+', 1), updated_at: new Date() }))
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id);
}

/** The insert of (at least one) items, returning the rows as written (a statement for a pipeline). */
export function itemsInsert(trx: TenantTx, values: ItemInsert[]) {
  return trx
    .insertInto('order_items')
    .values(values as Insertable<OrderItems>[])
    .returningAll();
}

/** Item rows of one order in display order. */
export const inDisplayOrder = (rows: ItemRow[]) => rows.sort((a, b) => a.sort - b.sort);

/** The change of (at least one) items (a statement for a pipeline). */
export function itemsUpdate(ctx: RepoContext, ids: string[], values: ItemUpdate) {
  const { trx, restaurantId } = ctx;
  return trx
    .updateTable('order_items')
    .set({ ...(values as Updateable<OrderItems>), updated_at: new Date() })
    .where('restaurant_id', '=', restaurantId)
    .where('id', 'in', ids);
}

/** The highest `sort` of an order's items (`m`, null for none; a statement for a pipeline). */
export function selectMaxSort(ctx: RepoContext, orderId: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('order_items')
    .select((eb) => eb.fn.max<number>('sort').as('m'))
    .where('restaurant_id', '=', restaurantId)
    .where('order_id', '=', orderId);
}

/**
 * Moves items to another order, numbered after its own items in the order of `itemIds` (a
 * statement for a pipeline).
 */
export function itemsMove(ctx: RepoContext, itemIds: string[], toOrderId: string) {
  const { trx, restaurantId } = ctx;
  return sql`
    update order_items i set order_id = ${toOrderId}, updated_at = ${new Date()},
      sort = (select coalesce(max(t.sort), 0) from order_items t where t.restaurant_id = ${restaurantId} and t.order_id = ${toOrderId}) + m.n
    from unnest(${itemIds}::uuid[]) with ordinality as m (id, n)
    where i.restaurant_id = ${restaurantId} and i.id = m.id`.compile(trx);
}

/** Moves all items of an order to another, numbered after its own items (a statement for a pipeline). */
export function allItemsMove(ctx: RepoContext, fromOrderId: string, toOrderId: string) {
  const { trx, restaurantId } = ctx;
  return sql`
    update order_items i set order_id = ${toOrderId}, updated_at = ${new Date()},
      sort = i.sort + (select coalesce(max(t.sort), 0) from order_items t where t.restaurant_id = ${restaurantId} and t.order_id = ${toOrderId})
    where i.restaurant_id = ${restaurantId} and i.order_id = ${fromOrderId}`.compile(trx);
}

/** An order's status and table (a statement for a pipeline). */
function selectOrderPlace(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('orders')
    .select(['id', 'status', 'table_id'])
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id);
}

/** Where an order stands before its completion: open or not, and at which table. */
export type OrderToComplete = { id: string; status: string; table_id: string | null };

/** Reads `OrderToComplete` on `db`, in the caller's round trip (the caller holds the order's lock). */
export function readOrderToComplete(
  ctx: RepoContext,
  db: Pipeline,
  orderId: string,
): Promise<OrderToComplete | undefined> {
  return db.first(selectOrderPlace(ctx, orderId));
}

/** The oldest open order at a table (where a guest's new items go), with its version. */
export function openOrderAtTable(ctx: RepoContext, tableId: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('orders')
    .select(['id', 'version'])
    .where('restaurant_id', '=', restaurantId)
    .where('table_id', '=', tableId)
    .where('status', '=', 'open')
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
}

/** The customer an order refers to (a statement for a pipeline). */
export function selectCustomer(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('customers')
    .select(['id', 'name', 'phone', 'addresses'])
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id);
}

/** An active member of the restaurant, with the name staff lists show (as `staffNames`; a statement for a pipeline). */
export function selectActiveMember(ctx: RepoContext, userId: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('members as m')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.user_id', sql<string>`coalesce(m.full_name, u.full_name, u.username)`.as('name')])
    .where('m.restaurant_id', '=', restaurantId)
    .where('m.user_id', '=', userId)
    .where('m.status', '=', 'active');
}

/** The reservation an order refers to (a statement for a pipeline). */
export function selectReservation(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return trx.selectFrom('reservations').select('id').where('restaurant_id', '=', restaurantId).where('id', '=', id);
}

/** The name of the table an order is placed at (a statement for a pipeline). */
export function selectTableName(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return trx.selectFrom('dining_tables').select('name').where('restaurant_id', '=', restaurantId).where('id', '=', id);
}

/**
 * In one round trip: the order's lock, its items read right after it (PostgreSQL runs pipelined
 * statements in order), then what `alongside` issues on the same pipeline. A getter for each.
 */
export async function lockWithItems<T>(ctx: RepoContext, id: string, alongside?: Alongside<T>) {
  const { trx } = ctx;
  const db = await pipelined(trx);
  return settle([db.first(selectLockedOrder(ctx, id)), db.rows(selectItems(ctx, [id])), alongside?.(db)] as const);
}

/** In one round trip: the order's lock, then the customer and the active member named (when named). A getter for each. */
export async function lockWithPeople(
  ctx: RepoContext,
  id: string,
  customerId?: string | null,
  staffUserId?: string | null,
) {
  const { trx } = ctx;
  const db = await pipelined(trx);
  return settle([
    db.first(selectLockedOrder(ctx, id)),
    customerId ? db.first(selectCustomer(ctx, customerId)) : undefined,
    staffUserId ? db.first(selectActiveMember(ctx, staffUserId)) : undefined,
  ] as const);
}

/** In one round trip: the order's lock, then its last item sort and what `alongside` issues (run in that order). A getter for each. */
export async function lockWithLastSort<T>(ctx: RepoContext, id: string, alongside: () => Promise<T>) {
  const { trx } = ctx;
  const db = await pipelined(trx);
  return settle([db.first(selectLockedOrder(ctx, id)), db.first(selectMaxSort(ctx, id)), alongside()] as const);
}

/**
 * In one round trip: the locks of two orders, in the order given (the caller takes them in id
 * order), then what `alongside` issues. A getter for each.
 */
export async function lockTwo<T>(ctx: RepoContext, firstId: string, secondId: string, alongside?: Alongside<T>) {
  const db = await pipelined(ctx.trx);
  return settle([
    db.first(selectLockedOrder(ctx, firstId)),
    db.first(selectLockedOrder(ctx, secondId)),
    alongside?.(db),
  ] as const);
}

/** In one round trip: the order's lock, then the name of the table named (none for another restaurant's). A getter for each. */
export async function lockWithTable(ctx: RepoContext, id: string, tableId: string) {
  const db = await pipelined(ctx.trx);
  return settle([db.first(selectLockedOrder(ctx, id)), db.first(selectTableName(ctx, tableId))] as const);
}

/** The items of orders in display order, read on `db` in the caller's round trip (at least one id). */
export function readItems(ctx: RepoContext, db: Pipeline, orderIds: string[]) {
  return db.rows(selectItems(ctx, orderIds));
}
