import { sql, type Selectable, type Updateable } from 'kysely';
import { prepared, type KitchenTickets, type OrderItems } from '@ros/db';
import { selectStaffNames } from '../../identity/members';
import type { RepoContext } from '../../../kernel/repo-context';

/** Tickets with their order's number, type, table and server. */
export function selectTickets(ctx: RepoContext) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('kitchen_tickets as k')
    .innerJoin('orders as o', 'o.id', 'k.order_id')
    .leftJoin('dining_tables as t', 't.id', 'o.table_id')
    .leftJoin('customers as c', 'c.id', 'o.customer_id')
    .where('k.restaurant_id', '=', restaurantId)
    .selectAll('k')
    .select([
      'o.display_no',
      'o.type as order_type',
      'o.staff_user_id',
      't.name as table_name',
      sql<string | null>`coalesce(c.name, o.customer_name)`.as('customer_name'),
    ]);
}
export type TicketRow = NonNullable<Awaited<ReturnType<ReturnType<typeof selectTickets>['executeTakeFirst']>>>;

/** The items of tickets in ticket order (at least one id; a statement for a pipeline). */
export function selectTicketItems(ctx: RepoContext, ticketIds: string[]) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('order_items')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('ticket_id', 'in', ticketIds)
    .orderBy('course_sort')
    .orderBy('sort');
}

/** Staff names (`staffNames`) of the tickets' servers (their orders' staff): needs only the ticket ids (a statement for a pipeline). */
export function selectServerNamesOfTickets(ctx: RepoContext, ticketIds: string[]) {
  const { restaurantId } = ctx;
  return selectStaffNames(ctx).where('u.id', 'in', (eb) =>
    eb
      .selectFrom('kitchen_tickets as sk')
      .innerJoin('orders as so', 'so.id', 'sk.order_id')
      .select('so.staff_user_id')
      .where('sk.restaurant_id', '=', restaurantId)
      .where('sk.id', 'in', ticketIds),
  );
}

/** Locks a ticket (a statement for a pipeline). */
export function selectLockedTicket(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('kitchen_tickets')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .forUpdate();
}

/** Changes a ticket (a statement for a pipeline). */
export function ticketUpdate(ctx: RepoContext, id: string, values: Updateable<KitchenTickets>) {
  const { trx, restaurantId } = ctx;
  return trx
    .updateTable('kitchen_tickets')
    .set({ ...values, updated_at: new Date() })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id);
}

/** Sets the status of a ticket's items that are currently in `from` (a statement for a pipeline). */
export function itemStatusUpdate(ctx: RepoContext, ticketId: string, from: string[], to: string, itemIds?: string[]) {
  const { trx, restaurantId } = ctx;
  let q = trx
    .updateTable('order_items')
    .set({ status: to, updated_at: new Date() })
    .where('restaurant_id', '=', restaurantId)
    .where('ticket_id', '=', ticketId)
    .where('status', 'in', from);
  if (itemIds) q = q.where('id', 'in', itemIds);
  return q;
}

/**
 * The insert of one ticket per station of a fire (ids chosen by the caller), each named after its
 * station as it is now, returning the rows as written (a statement for a pipeline).
 */
export function ticketsInsert(
  ctx: RepoContext,
  orderId: string,
  fireNo: number,
  tickets: { id: string; stationId: string | null }[],
) {
  const { trx, restaurantId } = ctx;
  return trx
    .insertInto('kitchen_tickets')
    .values(
      tickets.map(({ id, stationId }) => ({
        id,
        restaurant_id: restaurantId,
        order_id: orderId,
        station_id: stationId,
        fire_no: fireNo,
        station_name: stationId
          ? sql<string | null>`(select name from stations where restaurant_id = ${restaurantId} and id = ${stationId})`
          : null,
      })),
    )
    .returningAll();
}

/**
 * The update marking items fired onto their tickets (`ticketOf`: item id → ticket id), returning the
 * item rows as written (a statement for a pipeline).
 */
export function itemsFire(ctx: RepoContext, fireNo: number, ticketOf: Map<string, string>) {
  const { trx, restaurantId } = ctx;
  const pairs = [...ticketOf].map(([itemId, ticketId]) => sql`(${itemId}::uuid, ${ticketId}::uuid)`);
  return sql<ItemRow>`
    update order_items as i
    set status = 'fired', fire_no = ${fireNo}, ticket_id = v.ticket_id, is_held = false, updated_at = ${new Date()}
    from (values ${sql.join(pairs)}) as v (item_id, ticket_id)
    where i.restaurant_id = ${restaurantId} and i.id = v.item_id
    returning i.*`.compile(trx);
}

/**
 * What a fire leaves to the workers: whether an enabled kitchen printer takes a ticket of its
 * stations (a printer of no station takes every ticket), and whether a dish of the fired items has
 * a recipe (stock to deduct). Compiled once (see `prepared`). It takes the dishes rather than the
 * items: a lookup of the items by id let the cached plan scan every item of the restaurant.
 */
export const fireWork = prepared(
  (_db, restaurantId: string, stationIds: string[], dishIds: string[]) => sql<{
    prints: boolean;
    deducts_stock: boolean;
  }>`
  select
    exists(select 1 from printers p where p.restaurant_id = ${restaurantId} and p.kind = 'kitchen' and p.enabled
      and (p.station_id is null or p.station_id = any(cast(${stationIds} as uuid[])))) as prints,
    exists(select 1 from recipe_lines r where r.restaurant_id = ${restaurantId} and r.dish_id = any(cast(${dishIds} as uuid[]))) as deducts_stock`,
);

/** The statuses of a ticket on the board (all but `bumped`): named, so the read takes them by index, not the kitchen's whole history. */
const ON_THE_BOARD = ['new', 'preparing', 'ready'] as const;

/** The bumped tickets, newest first, optionally of one station (null = tickets without a station). */
export function bumpedTickets(ctx: RepoContext, stationId: string | null | undefined) {
  const { trx, restaurantId } = ctx;
  let q = trx
    .selectFrom('kitchen_tickets')
    .select('id')
    .where('restaurant_id', '=', restaurantId)
    .where('status', '=', 'bumped');
  if (stationId !== undefined)
    q = stationId ? q.where('station_id', '=', stationId) : q.where('station_id', 'is', null);
  return q.orderBy('bumped_at', 'desc');
}

/** The tickets on the board, oldest first, optionally of one station. */
export function boardTickets(ctx: RepoContext, stationId: string | null) {
  const { trx, restaurantId } = ctx;
  let q = trx
    .selectFrom('kitchen_tickets')
    .select('id')
    .where('restaurant_id', '=', restaurantId)
    .where('status', 'in', ON_THE_BOARD);
  if (stationId) q = q.where('station_id', '=', stationId);
  return q.orderBy('created_at').orderBy('id');
}

/** The last bumped ticket of a station (null = tickets without a station), locked. */
export function lastBumped(ctx: RepoContext, stationId: string | null) {
  return bumpedTickets(ctx, stationId).limit(1).forUpdate().executeTakeFirst();
}

/** Ids of KDS tickets: on the board (oldest first), then with `includeBumped` the last 20 bumped; optionally one station. */
export async function activeTicketIds(ctx: RepoContext, stationId: string | null, includeBumped: boolean) {
  const active = (await boardTickets(ctx, stationId).execute()).map((r) => r.id);
  if (!includeBumped) return active;
  const bumped = (
    await bumpedTickets(ctx, stationId ?? undefined)
      .limit(20)
      .execute()
  ).map((r) => r.id);
  return [...active, ...bumped];
}

export async function ticketIdsOfOrder(ctx: RepoContext, orderId: string) {
  const { trx, restaurantId } = ctx;
  const rows = await trx
    .selectFrom('kitchen_tickets')
    .select('id')
    .where('restaurant_id', '=', restaurantId)
    .where('order_id', '=', orderId)
    .orderBy('fire_no')
    .orderBy('created_at')
    .execute();
  return rows.map((r) => r.id);
}

/** An order item row as the kitchen reads it. */
export type ItemRow = Selectable<OrderItems>;

/** The orders with a ticket still on the board (not bumped), the longest waiting first. */
export async function ordersOnTheBoard(ctx: RepoContext) {
  const { trx, restaurantId } = ctx;
  const rows = await trx
    .selectFrom('kitchen_tickets')
    .select(['order_id', (eb) => eb.fn.min('created_at').as('since')])
    .where('restaurant_id', '=', restaurantId)
    .where('status', 'in', ON_THE_BOARD)
    .groupBy('order_id')
    .orderBy('since')
    .execute();
  return rows.map((r) => r.order_id);
}

/** The tickets of an order still on the board, locked, oldest first. */
export function lockBoardTicketsOfOrder(ctx: RepoContext, orderId: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('kitchen_tickets')
    .select('id')
    .where('restaurant_id', '=', restaurantId)
    .where('order_id', '=', orderId)
    .where('status', 'in', ON_THE_BOARD)
    .orderBy('created_at')
    .orderBy('id')
    .forUpdate()
    .execute();
}
