import { sql } from 'kysely';
import type { RepoContext } from '../../../kernel/repo-context';

/** The recipe lines (dish, variant or option) that use these items. */
export function recipeUses(ctx: RepoContext, itemIds: string[]) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('recipe_lines')
    .select(['dish_id', 'variant_id', 'modifier_option_id', 'item_id'])
    .distinct()
    .where('restaurant_id', '=', restaurantId)
    .where('item_id', 'in', itemIds)
    .orderBy('dish_id')
    .execute();
}

/** Records that the stock took a dish part off; false when it already had (for this item). */
export async function mark86(ctx: RepoContext, dishId: string, part: string, itemId: string) {
  const { trx, restaurantId } = ctx;
  const row = await trx
    .insertInto('stock_86')
    .values({ restaurant_id: restaurantId, dish_id: dishId, part, item_id: itemId })
    .onConflict((oc) => oc.doNothing())
    .returning('dish_id')
    .executeTakeFirst();
  return !!row;
}

/**
 * Forgets the 86s these items caused and returns the dish parts that no other item still holds
 * off (those go back on sale).
 */
export async function release86(ctx: RepoContext, itemIds: string[]) {
  const { trx, restaurantId } = ctx;
  const released = await trx
    .deleteFrom('stock_86')
    .where('restaurant_id', '=', restaurantId)
    .where('item_id', 'in', itemIds)
    .returning(['dish_id', 'part'])
    .execute();
  if (!released.length) return [];
  const held = await trx
    .selectFrom('stock_86')
    .select(['dish_id', 'part'])
    .where('restaurant_id', '=', restaurantId)
    .where(sql<boolean>`(dish_id, part) in (${sql.join(released.map((r) => sql`(${r.dish_id}::uuid, ${r.part})`))})`)
    .execute();
  const stillHeld = new Set(held.map((h) => `${h.dish_id}|${h.part}`));
  const unique = new Map(released.map((r) => [`${r.dish_id}|${r.part}`, r]));
  return [...unique.entries()].filter(([k]) => !stillHeld.has(k)).map(([, r]) => r);
}
