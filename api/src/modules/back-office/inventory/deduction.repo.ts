import { sql } from 'kysely';
import type { RepoContext } from '../../../kernel/repo-context';

/**
 * The order items some fires sent (each by order and fire number, or by the tickets it made, which
 * follow an item moved to another order), locked: a void of one of them waits, so a sale and its
 * return are never both missed. One statement for every fire of a batch.
 */
export function firedItems(ctx: RepoContext, fires: { orderId: string; fireNo: number; ticketIds: string[] }[]) {
  const { trx, restaurantId } = ctx;
  const ticketIds = [...new Set(fires.flatMap((f) => f.ticketIds))];
  return trx
    .selectFrom('order_items')
    .select(['id', 'order_id', 'dish_id', 'variant_id', 'modifiers', 'quantity', 'status', 'fire_no', 'ticket_id'])
    .where('restaurant_id', '=', restaurantId)
    .where((eb) =>
      eb.or([
        ...fires.map((f) => eb.and([eb('order_id', '=', f.orderId), eb('fire_no', '=', f.fireNo)])),
        ...(ticketIds.length ? [eb('ticket_id', 'in', ticketIds)] : []),
      ]),
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
