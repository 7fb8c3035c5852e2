import { sql } from 'kysely';
import type { RepoContext } from '../../../kernel/repo-context';

export function stockValueByGroup(ctx: RepoContext) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('inventory_items as i')
    .leftJoin('inventory_groups as g', (j) =>
      j.onRef('g.id', '=', 'i.group_id').onRef('g.restaurant_id', '=', 'i.restaurant_id'),
    )
    .select(['i.group_id', 'g.name'])
    .select([
      sql<string>`count(*)`.as('items'),
      sql<string>`coalesce(sum(round(greatest(i.on_hand, 0) * i.average_cost)), 0)`.as('value'),
    ])
    .where('i.restaurant_id', '=', restaurantId)
    .groupBy(['i.group_id', 'g.name'])
    .orderBy(sql`g.name nulls last`)
    .execute();
}

/**
 * Per item and kind: the movements after the opening count was posted, up to and including the
 * closing count's own adjustments (compared in SQL, at the database's full precision).
 */
export function movementsBetween(ctx: RepoContext, fromCountId: string, toCountId: string) {
  const { trx, restaurantId } = ctx;
  const postedAt = (id: string) =>
    sql<Date>`(select posted_at from stock_counts where restaurant_id = ${restaurantId} and id = ${id})`;
  return trx
    .selectFrom('stock_movements as m')
    .innerJoin('inventory_items as i', (j) =>
      j.onRef('i.id', '=', 'm.item_id').onRef('i.restaurant_id', '=', 'm.restaurant_id'),
    )
    .innerJoin('measuring_units as u', (j) =>
      j.onRef('u.id', '=', 'i.unit_id').onRef('u.restaurant_id', '=', 'i.restaurant_id'),
    )
    .select([
      'm.item_id',
      'm.kind',
      'i.name',
      'u.abbreviation as unit',
      'i.average_cost',
      sql<string>`sum(m.quantity)`.as('quantity'),
    ])
    .where('m.restaurant_id', '=', restaurantId)
    .where('m.created_at', '>', postedAt(fromCountId))
    .where('m.created_at', '<=', postedAt(toCountId))
    .groupBy(['m.item_id', 'm.kind', 'i.name', 'u.abbreviation', 'i.average_cost'])
    .orderBy(sql`lower(i.name)`)
    .execute();
}

export function receivedBySupplier(ctx: RepoContext, from: Date, to: Date) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('stock_movements as m')
    .innerJoin('purchase_orders as p', (j) =>
      j.onRef('p.id', '=', 'm.source_id').onRef('p.restaurant_id', '=', 'm.restaurant_id'),
    )
    .innerJoin('suppliers as s', (j) =>
      j.onRef('s.id', '=', 'p.supplier_id').onRef('s.restaurant_id', '=', 'p.restaurant_id'),
    )
    .select(['s.id', 's.name', sql<string>`count(distinct p.id)`.as('orders'), sql<string>`sum(m.value)`.as('value')])
    .where('m.restaurant_id', '=', restaurantId)
    .where('m.kind', '=', 'receipt')
    .where('m.source_type', '=', 'purchase_order')
    .where('m.created_at', '>=', from)
    .where('m.created_at', '<', to)
    .groupBy(['s.id', 's.name'])
    .orderBy(sql`sum(m.value) desc`)
    .execute();
}
