import { sql, type Insertable, type RawBuilder, type Updateable } from 'kysely';
import type { GuestOrders, Json, TenantTx } from '@ros/db';
import { POS_SETTINGS_COLUMNS } from '../../identity/restaurants';
import type { RepoContext } from '../../../kernel/repo-context';

/** Column values where jsonb columns may be given as `jsonb(...)` expressions. */
type WithRaw<T> = { [K in keyof T]: T[K] | RawBuilder<Json> };

/** The restaurant facts guest ordering needs (settings hold the order limit and the opening hours). */
export function findRestaurant(ctx: RepoContext) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('restaurants')
    .select([...POS_SETTINGS_COLUMNS, 'slug', 'is_active', 'confirm_orders'])
    .where('id', '=', restaurantId)
    .executeTakeFirst();
}
export type GuestRestaurant = NonNullable<Awaited<ReturnType<typeof findRestaurant>>>;

/** A restaurant's id by its online-ordering slug (restaurants are not a tenant table). */
export function restaurantIdBySlug(trx: TenantTx, slug: string) {
  return trx.selectFrom('restaurants').select('id').where('slug', '=', slug).executeTakeFirst();
}

/** The table a QR token names today (a rotated token names none). */
export function findTableByToken(ctx: RepoContext, token: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('dining_tables')
    .select(['id', 'name', 'is_open'])
    .where('restaurant_id', '=', restaurantId)
    .where('qr_token', '=', token)
    .executeTakeFirst();
}

/** Of `dishIds`, those on the restaurant's active menu. */
export async function dishesOnActiveMenu(ctx: RepoContext, dishIds: string[]) {
  const { trx, restaurantId } = ctx;
  const rows = await trx
    .selectFrom('dish_categories as dc')
    .innerJoin('categories as c', 'c.id', 'dc.category_id')
    .innerJoin('menus as m', 'm.id', 'c.menu_id')
    .select('dc.dish_id')
    .distinct()
    .where('dc.restaurant_id', '=', restaurantId)
    .where('m.is_active', '=', true)
    .where('dc.dish_id', '=', sql<string>`any(${dishIds}::uuid[])`)
    .execute();
  return new Set(rows.map((r) => r.dish_id));
}

/** The calendar's holidays (the restaurant is closed) overlapping [start, end). */
export function holidaysBetween(ctx: RepoContext, start: Date, end: Date) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('calendar_events')
    .select(['starts_at', 'ends_at'])
    .where('restaurant_id', '=', restaurantId)
    .where('calendar', '=', 'Holidays')
    .where('starts_at', '<', end)
    .where('ends_at', '>', start)
    .execute();
}

export function activeZones(ctx: RepoContext) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('delivery_zones')
    .select(['id', 'name', 'fee', 'minimum_order', 'free_over'])
    .where('restaurant_id', '=', restaurantId)
    .where('is_active', '=', true)
    .orderBy('sort_order')
    .orderBy('name')
    .execute();
}

/** A new guest order; none when another request with the same Idempotency-Key made it first. */
export function insertGuestOrder(trx: TenantTx, row: WithRaw<Insertable<GuestOrders>>) {
  return trx
    .insertInto('guest_orders')
    .values(row as Insertable<GuestOrders>)
    .onConflict((oc) => oc.columns(['restaurant_id', 'idempotency_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
}

const guestOrders = (trx: TenantTx, restaurantId: string) =>
  trx
    .selectFrom('guest_orders as g')
    .leftJoin('dining_tables as t', 't.id', 'g.table_id')
    .selectAll('g')
    .select('t.name as table_name')
    .where('g.restaurant_id', '=', restaurantId);

export const findGuestOrder = (
  { trx, restaurantId }: RepoContext,
  by: { id: string } | { tokenHash: string } | { key: string } | { orderId: string },
) =>
  guestOrders(trx, restaurantId)
    .$if('orderId' in by, (q) => q.where('g.order_id', '=', (by as { orderId: string }).orderId))
    .$if('id' in by, (q) => q.where('g.id', '=', (by as { id: string }).id))
    .$if('tokenHash' in by, (q) => q.where('g.token_hash', '=', (by as { tokenHash: string }).tokenHash))
    .$if('key' in by, (q) => q.where('g.idempotency_key', '=', (by as { key: string }).key))
    .executeTakeFirst();
export type GuestOrderRow = NonNullable<Awaited<ReturnType<typeof findGuestOrder>>>;

export function lockGuestOrder(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('guest_orders')
    .select(['id', 'status'])
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function toConfirm(ctx: RepoContext) {
  const { trx, restaurantId } = ctx;
  return guestOrders(trx, restaurantId)
    .where('g.status', '=', 'to_confirm')
    .orderBy('g.created_at')
    .limit(200)
    .execute();
}

export function updateGuestOrder(ctx: RepoContext, id: string, set: WithRaw<Updateable<GuestOrders>>) {
  const { trx, restaurantId } = ctx;
  return trx
    .updateTable('guest_orders')
    .set(set as Updateable<GuestOrders>)
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .execute();
}

/** Where the delivery of an order is (null without one). */
export async function deliveryStatus(ctx: RepoContext, orderId: string) {
  const { trx, restaurantId } = ctx;
  return (
    (
      await trx
        .selectFrom('deliveries')
        .select('status')
        .where('restaurant_id', '=', restaurantId)
        .where('order_id', '=', orderId)
        .executeTakeFirst()
    )?.status ?? null
  );
}

const requests = (trx: TenantTx, restaurantId: string) =>
  trx
    .selectFrom('guest_requests as r')
    .innerJoin('dining_tables as t', 't.id', 'r.table_id')
    .select([
      'r.id',
      'r.table_id',
      't.name as table_name',
      'r.kind',
      'r.created_at',
      'r.resolved_at',
      'r.guest_order_id',
    ])
    .where('r.restaurant_id', '=', restaurantId);
export type GuestRequestRow = NonNullable<Awaited<ReturnType<ReturnType<typeof requests>['executeTakeFirst']>>>;

/** A table's open request of a kind, made now unless one is open already (a second tap changes nothing). */
export async function openRequest(ctx: RepoContext, tableId: string, guestOrderId: string | null, kind: string) {
  const { trx, restaurantId } = ctx;
  const made = await trx
    .insertInto('guest_requests')
    .values({ restaurant_id: restaurantId, table_id: tableId, guest_order_id: guestOrderId, kind })
    .onConflict((oc) => oc.columns(['restaurant_id', 'table_id', 'kind']).where('resolved_at', 'is', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  const row = await requests(trx, restaurantId)
    .where('r.table_id', '=', tableId)
    .where('r.kind', '=', kind)
    .where('r.resolved_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { row, isNew: !!made };
}

export const openRequests = ({ trx, restaurantId }: RepoContext) =>
  requests(trx, restaurantId).where('r.resolved_at', 'is', null).orderBy('r.created_at').execute();

/** The requests made from a guest order's phone (what its page shows). */
export const requestsOfGuestOrder = ({ trx, restaurantId }: RepoContext, guestOrderId: string) =>
  requests(trx, restaurantId).where('r.guest_order_id', '=', guestOrderId).orderBy('r.created_at').execute();

export async function resolveRequest(ctx: RepoContext, id: string, by: RawBuilder<Json>) {
  const { trx, restaurantId } = ctx;
  const done = await trx
    .updateTable('guest_requests')
    .set({ resolved_at: new Date(), resolved_by: by })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .where('resolved_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return { done: !!done, row: await requests(trx, restaurantId).where('r.id', '=', id).executeTakeFirst() };
}

/**
 * Whether staff have confirmed an order from this phone, or an online one of it went through (which
 * needed one confirmed before); a table's order, sent without a waiter, does not vouch for the phone.
 */
export async function hasAcceptedOrder(ctx: RepoContext, deviceHash: string) {
  const { trx, restaurantId } = ctx;
  const row = await trx
    .selectFrom('guest_orders')
    .select('id')
    .where('restaurant_id', '=', restaurantId)
    .where('device_hash', '=', deviceHash)
    .where('status', '=', 'accepted')
    .where((eb) => eb.or([eb('channel', '<>', 'table'), eb('decided_by', 'is not', null)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** How many online (pickup, delivery) guest orders wait for staff to confirm them. */
export async function countOnlineToConfirm(ctx: RepoContext) {
  const { trx, restaurantId } = ctx;
  const row = await trx
    .selectFrom('guest_orders')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('restaurant_id', '=', restaurantId)
    .where('status', '=', 'to_confirm')
    .where('channel', '<>', 'table')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
