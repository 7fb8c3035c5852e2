import { paged } from '../../../kernel/list-query';
import { sql } from 'kysely';
import type { Insertable, Updateable } from 'kysely';
import { pipelined, settleAll, type Deliveries, type DeliveryZones, type TenantTx } from '@ros/db';
import type { DeliveryListQuery } from '@ros/shared-events';
import type { RepoContext } from '../../../kernel/repo-context';

export function listZones(ctx: RepoContext) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('delivery_zones')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .orderBy('sort_order')
    .orderBy('name')
    .execute();
}
export function findZone(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('delivery_zones')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .executeTakeFirst();
}
export function insertZone(trx: TenantTx, values: Insertable<DeliveryZones>) {
  return trx.insertInto('delivery_zones').values(values).returningAll().executeTakeFirstOrThrow();
}
export function updateZone(ctx: RepoContext, id: string, values: Updateable<DeliveryZones>) {
  const { trx, restaurantId } = ctx;
  return trx
    .updateTable('delivery_zones')
    .set({ ...values, updated_at: sql`now()` })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
export function deleteZone(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .deleteFrom('delivery_zones')
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

function selectDeliveries(trx: TenantTx, restaurantId: string) {
  return trx
    .selectFrom('deliveries as d')
    .innerJoin('orders as o', 'o.id', 'd.order_id')
    .leftJoin('delivery_zones as z', 'z.id', 'd.zone_id')
    .leftJoin('members as m', 'm.id', 'd.driver_member_id')
    .select([
      'd.id',
      'd.order_id',
      'o.display_no',
      'o.status as order_status',
      'd.status',
      'd.address',
      'd.contact_name',
      'd.contact_phone',
      'd.notes',
      'z.name as zone_name',
      'z.minimum_order as zone_minimum',
      'z.free_over as zone_free_over',
      'd.zone_id',
      'd.fee',
      'd.eta',
      'd.driver_member_id',
      'd.driver_user_id',
      'm.full_name as driver_name',
      'm.email as driver_email',
      'd.failure_reason',
      'd.assigned_at',
      'd.picked_up_at',
      'd.delivered_at',
      'd.version',
      'd.created_at',
    ])
    .where('d.restaurant_id', '=', restaurantId);
}
export type DeliveryRow = NonNullable<Awaited<ReturnType<ReturnType<typeof selectDeliveries>['executeTakeFirst']>>>;

export function findDelivery(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return selectDeliveries(trx, restaurantId).where('d.id', '=', id).executeTakeFirst();
}

export function lockDelivery(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('deliveries')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Deliveries, newest first; `driverMemberId` narrows to one driver's own. */
export function listDeliveries(ctx: RepoContext, query: DeliveryListQuery, driverMemberId?: string) {
  const { trx, restaurantId } = ctx;
  let q = selectDeliveries(trx, restaurantId);
  if (driverMemberId) q = q.where('d.driver_member_id', '=', driverMemberId);
  if (query.status) q = q.where('d.status', '=', query.status);
  if (query.active === 'true') q = q.where('d.status', 'in', ['unassigned', 'assigned', 'picked_up']);
  return paged(trx, q.orderBy('d.created_at', 'desc'), query);
}

export function insertDelivery(trx: TenantTx, values: Insertable<Deliveries>) {
  return trx.insertInto('deliveries').values(values).returning('id').executeTakeFirstOrThrow();
}
export function updateDelivery(ctx: RepoContext, id: string, values: Updateable<Deliveries>) {
  const { trx, restaurantId } = ctx;
  return trx
    .updateTable('deliveries')
    .set({ ...values, version: sql`version + 1`, updated_at: sql`now()` })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .execute();
}

/** `itemsOf` as a statement for a pipeline (at least one id). */
export function selectItems(ctx: RepoContext, orderIds: string[]) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('order_items')
    .select(['order_id', 'name', 'quantity', 'remarks', 'unit_price', 'unit_discount'])
    .where('restaurant_id', '=', restaurantId)
    .where('order_id', 'in', orderIds)
    .where('status', '!=', 'voided')
    .orderBy('sort');
}

/** The current bill (not split, not void) of each order. */
export function selectBills(ctx: RepoContext, orderIds: string[]) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('bills')
    .select(['order_id', 'status', 'grand_total', 'paid_total', 'created_at'])
    .where('restaurant_id', '=', restaurantId)
    .where('order_id', 'in', orderIds)
    .where('parent_bill_id', 'is', null)
    .where('status', '!=', 'void')
    .orderBy('created_at', 'desc');
}

/** Kitchen tickets of the orders (for "ready" on the dispatch board). */
export function selectTickets(ctx: RepoContext, orderIds: string[]) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('kitchen_tickets')
    .select(['order_id', 'status'])
    .where('restaurant_id', '=', restaurantId)
    .where('order_id', 'in', orderIds);
}

export function findOrder(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('orders')
    .select(['id', 'type', 'status', 'customer_name', 'delivery_address', 'delivery_phone', 'display_no'])
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function deliveryIdOfOrder(ctx: RepoContext, orderId: string) {
  const { trx, restaurantId } = ctx;
  const row = await trx
    .selectFrom('deliveries')
    .select('id')
    .where('restaurant_id', '=', restaurantId)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Open delivery orders that have no delivery record yet. */
export function ordersWithoutDelivery(ctx: RepoContext) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('orders as o')
    .select(['o.id', 'o.display_no', 'o.customer_name', 'o.delivery_address', 'o.delivery_phone', 'o.created_at'])
    .where('o.restaurant_id', '=', restaurantId)
    .where('o.type', '=', 'delivery')
    .where('o.status', '=', 'open')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('deliveries as d').select('d.id').whereRef('d.order_id', '=', 'o.id'))),
    )
    .orderBy('o.created_at')
    .execute();
}

/** Active members whose role may drive deliveries (the Delivery system role or `delivery.drive`). */
export function drivers(ctx: RepoContext) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('members as m')
    .innerJoin('roles as r', 'r.id', 'm.role_id')
    .select(['m.id', 'm.user_id', 'm.full_name', 'm.email', 'm.is_on_shift', 'm.contact'])
    .select((eb) =>
      eb
        .selectFrom('deliveries as d')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('d.driver_member_id', '=', 'm.id')
        .where('d.status', 'in', ['assigned', 'picked_up'])
        .as('active_count'),
    )
    .where('m.restaurant_id', '=', restaurantId)
    .where('m.status', '=', 'active')
    .where((eb) =>
      eb.or([eb('r.system_key', '=', 'delivery'), sql<boolean>`r.permissions->>'delivery.drive' = 'edit'`]),
    )
    .where('r.is_disabled', '=', false)
    .orderBy('m.full_name')
    .execute();
}

export function setShift(ctx: RepoContext, memberId: string, isOnShift: boolean) {
  const { trx, restaurantId } = ctx;
  return trx
    .updateTable('members')
    .set({ is_on_shift: isOnShift })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', memberId)
    .returning(['id', 'user_id', 'is_on_shift'])
    .executeTakeFirst();
}

/** The items, bills and kitchen tickets of `orderIds`, read in one round trip. */
export async function orderParts(ctx: RepoContext, orderIds: string[]) {
  const { trx } = ctx;
  const db = await pipelined(trx);
  return settleAll([
    db.rows(selectItems(ctx, orderIds)),
    db.rows(selectBills(ctx, orderIds)),
    db.rows(selectTickets(ctx, orderIds)),
  ] as const);
}
