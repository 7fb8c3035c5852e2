import { sql, type InsertObject, type UpdateObject } from 'kysely';
import type { DB, TenantTx } from '@ros/db';
import { likePattern, paged } from '../../../kernel/list-query';
import type { PurchaseListQuery } from '@ros/shared-events';
import type { RepoContext } from '../../../kernel/repo-context';

function ordersQuery(trx: TenantTx, restaurantId: string) {
  return trx
    .selectFrom('purchase_orders as p')
    .innerJoin('suppliers as s', (j) =>
      j.onRef('s.id', '=', 'p.supplier_id').onRef('s.restaurant_id', '=', 'p.restaurant_id'),
    )
    .selectAll('p')
    .select('s.name as supplier_name')
    .select((eb) =>
      eb
        .selectFrom('purchase_order_lines as l')
        .select([sql<string>`coalesce(sum(round(l.quantity * l.unit_cost)), 0)`.as('t')])
        .whereRef('l.restaurant_id', '=', 'p.restaurant_id')
        .whereRef('l.purchase_order_id', '=', 'p.id')
        .as('total'),
    )
    .select((eb) =>
      eb
        .selectFrom('purchase_order_lines as l')
        .select([sql<string>`coalesce(sum(l.received_value), 0)`.as('t')])
        .whereRef('l.restaurant_id', '=', 'p.restaurant_id')
        .whereRef('l.purchase_order_id', '=', 'p.id')
        .as('received_total'),
    )
    .where('p.restaurant_id', '=', restaurantId);
}
export type PurchaseRow = Awaited<ReturnType<ReturnType<typeof ordersQuery>['executeTakeFirstOrThrow']>>;

const SORT = { poNo: sql`p.po_no`, createdAt: sql`p.created_at`, supplier: sql`lower(s.name)` } as const;

export function listOrders(ctx: RepoContext, query: PurchaseListQuery) {
  const { trx, restaurantId } = ctx;
  let q = ordersQuery(trx, restaurantId);
  if (query.q) {
    const like = likePattern(query.q);
    q = q.where((eb) =>
      eb.or([eb('s.name', 'ilike', like), eb(sql<string>`p.po_no::text`, 'like', like), eb('p.notes', 'ilike', like)]),
    );
  }
  if (query.status) q = q.where('p.status', '=', query.status);
  if (query.supplierId) q = q.where('p.supplier_id', '=', query.supplierId);
  return paged(trx, q.orderBy(sql`${SORT[query.sortColumn]} ${sql.raw(query.sort)}`).orderBy('p.id'), query);
}

export function findOrder(ctx: RepoContext, id: string, forUpdate = false) {
  const { trx, restaurantId } = ctx;
  let q = ordersQuery(trx, restaurantId).where('p.id', '=', id);
  if (forUpdate) q = q.forUpdate('p');
  return q.executeTakeFirst();
}

export function orderLines(ctx: RepoContext, orderId: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('purchase_order_lines as l')
    .innerJoin('inventory_items as i', (j) =>
      j.onRef('i.id', '=', 'l.item_id').onRef('i.restaurant_id', '=', 'l.restaurant_id'),
    )
    .innerJoin('measuring_units as u', (j) =>
      j.onRef('u.id', '=', 'i.unit_id').onRef('u.restaurant_id', '=', 'i.restaurant_id'),
    )
    .selectAll('l')
    .select(['i.name as item_name', 'u.abbreviation as unit'])
    .where('l.restaurant_id', '=', restaurantId)
    .where('l.purchase_order_id', '=', orderId)
    .orderBy(sql`lower(i.name)`)
    .execute();
}
export type PurchaseLineRow = Awaited<ReturnType<typeof orderLines>>[number];

export function insertOrder(trx: TenantTx, values: InsertObject<DB, 'purchase_orders'>) {
  return trx.insertInto('purchase_orders').values(values).returning('id').executeTakeFirstOrThrow();
}

export function updateOrder(ctx: RepoContext, id: string, values: UpdateObject<DB, 'purchase_orders'>) {
  const { trx, restaurantId } = ctx;
  return trx
    .updateTable('purchase_orders')
    .set((eb) => ({ ...values, version: eb('version', '+', 1), updated_at: new Date() }))
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .execute();
}

export async function replaceLines(
  ctx: RepoContext,
  orderId: string,
  lines: { item_id: string; quantity: number; unit_cost: number }[],
) {
  const { trx, restaurantId } = ctx;
  await trx
    .deleteFrom('purchase_order_lines')
    .where('restaurant_id', '=', restaurantId)
    .where('purchase_order_id', '=', orderId)
    .execute();
  await trx
    .insertInto('purchase_order_lines')
    .values(lines.map((l) => ({ ...l, restaurant_id: restaurantId, purchase_order_id: orderId })))
    .execute();
}

export function addReceived(ctx: RepoContext, lineId: string, quantity: number, value: number) {
  const { trx, restaurantId } = ctx;
  return trx
    .updateTable('purchase_order_lines')
    .set((eb) => ({
      received_quantity: eb('received_quantity', '+', String(quantity)),
      received_value: eb('received_value', '+', value),
    }))
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', lineId)
    .execute();
}

/** Active items at or under their reorder point with their suppliers' pack prices (preferred first). */
export function itemsToReorder(ctx: RepoContext) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('inventory_items as i')
    .innerJoin('measuring_units as u', (j) =>
      j.onRef('u.id', '=', 'i.unit_id').onRef('u.restaurant_id', '=', 'i.restaurant_id'),
    )
    .innerJoin('inventory_item_suppliers as x', (j) =>
      j.onRef('x.item_id', '=', 'i.id').onRef('x.restaurant_id', '=', 'i.restaurant_id'),
    )
    .innerJoin('suppliers as s', (j) =>
      j.onRef('s.id', '=', 'x.supplier_id').onRef('s.restaurant_id', '=', 'x.restaurant_id'),
    )
    .select([
      'i.id',
      'i.name',
      'i.on_hand',
      'i.par_level',
      'i.reorder_point',
      'u.abbreviation as unit',
      'x.supplier_id',
      's.name as supplier_name',
      'x.price',
      'x.pack_size',
      'x.is_preferred',
    ])
    .where('i.restaurant_id', '=', restaurantId)
    .where('i.is_active', '=', true)
    .where(sql<boolean>`i.on_hand <= i.reorder_point and i.par_level > i.on_hand`)
    .orderBy('i.id')
    .orderBy('x.is_preferred', 'desc')
    .orderBy('x.price')
    .execute();
}

/** The restaurant as a purchase order's letterhead shows it, with the language and currency it is written in. */
export function restaurantLetterhead(ctx: RepoContext) {
  return ctx.trx
    .selectFrom('restaurants')
    .select(['name', 'address', 'email', 'contact', 'currency', 'language'])
    .where('id', '=', ctx.restaurantId)
    .executeTakeFirstOrThrow();
}
