import { sql } from 'kysely';
import type { TenantTx } from '@ros/db';
import type { RepoContext } from '../../../kernel/repo-context';

/** A fire as `firedItems` looks its items up. */
export interface FireRef {
  restaurantId: string;
  orderId: string;
  fireNo: number;
  ticketIds: string[];
}

/**
 * The order items some fires sent (each by order and fire number, or by the tickets it made, which
 * follow an item moved to another order), of any number of restaurants, locked in id order: a void
 * of one of them waits, so a sale and its return are never both missed. One statement for every
 * fire of a stream job's run, whose text does not depend on how many (the keys go as arrays).
 */
export function firedItems(trx: TenantTx, fires: FireRef[]) {
  const tickets = fires.flatMap((f) => f.ticketIds.map((t) => ({ restaurantId: f.restaurantId, ticketId: t })));
  return trx
    .selectFrom('order_items')
    .select([
      'restaurant_id',
      'id',
      'order_id',
      'dish_id',
      'variant_id',
      'modifiers',
      'quantity',
      'status',
      'fire_no',
      'ticket_id',
    ])
    .where(
      'id',
      'in',
      sql<string>`(
        select o.id from unnest(${fires.map((f) => f.restaurantId)}::uuid[], ${fires.map((f) => f.orderId)}::uuid[], ${fires.map((f) => f.fireNo)}::int[]) as f(restaurant_id, order_id, fire_no)
        join order_items o on o.restaurant_id = f.restaurant_id and o.order_id = f.order_id and o.fire_no = f.fire_no
        union
        select o.id from unnest(${tickets.map((t) => t.restaurantId)}::uuid[], ${tickets.map((t) => t.ticketId)}::uuid[]) as t(restaurant_id, ticket_id)
        join order_items o on o.restaurant_id = t.restaurant_id and o.ticket_id = t.ticket_id
      )`,
    )
    .orderBy('id')
    .forUpdate()
    .execute();
}

export function lockOrderItem(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('order_items')
    .select(['id', 'order_id'])
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** The sale movements of one order item, per inventory item (what a void gives back). */
export function saleMovementsOf(ctx: RepoContext, orderItemId: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('stock_movements')
    .select(['item_id', sql<string>`sum(quantity)`.as('quantity')])
    .where('restaurant_id', '=', restaurantId)
    .where('source_key', 'like', `sale:${orderItemId}:%`)
    .groupBy('item_id')
    .execute();
}
