import { sql, type InsertObject } from 'kysely';
import type { DB, TenantTx } from '@ros/db';
import type { RepoContext } from '../../../kernel/repo-context';

/** Recipe lines with their item's unit and cost (and their restaurant). */
function linesQuery(trx: TenantTx) {
  return trx
    .selectFrom('recipe_lines as r')
    .innerJoin('inventory_items as i', (j) =>
      j.onRef('i.id', '=', 'r.item_id').onRef('i.restaurant_id', '=', 'r.restaurant_id'),
    )
    .innerJoin('measuring_units as u', (j) =>
      j.onRef('u.id', '=', 'r.unit_id').onRef('u.restaurant_id', '=', 'r.restaurant_id'),
    )
    .innerJoin('measuring_units as iu', (j) =>
      j.onRef('iu.id', '=', 'i.unit_id').onRef('iu.restaurant_id', '=', 'i.restaurant_id'),
    )
    .select([
      'r.restaurant_id',
      'r.id',
      'r.dish_id',
      'r.variant_id',
      'r.modifier_option_id',
      'r.item_id',
      'r.unit_id',
      'r.quantity',
      'r.waste_percent',
      'i.name as item_name',
      'i.average_cost',
      'u.abbreviation as unit',
      'u.base_unit_id',
      'u.factor',
      'iu.id as item_unit_id',
      'iu.abbreviation as item_unit',
      'iu.base_unit_id as item_base_unit_id',
      'iu.factor as item_factor',
    ]);
}

/** A dish's recipe lines with their item's unit and cost, in the order they were entered. */
export function recipeLines(ctx: RepoContext, dishIds: string[]) {
  const { trx, restaurantId } = ctx;
  if (!dishIds.length) return Promise.resolve([]);
  return linesQuery(trx)
    .where('r.restaurant_id', '=', restaurantId)
    .where('r.dish_id', 'in', dishIds)
    .orderBy('r.dish_id')
    .orderBy('r.id')
    .execute();
}
export type RecipeLineRow = Awaited<ReturnType<typeof recipeLines>>[number];

/**
 * The recipe lines of some dishes of several restaurants (a stream job's run), as `recipeLines`:
 * one statement whose text does not depend on how many (the ids go as arrays).
 */
export function recipeLinesOf(trx: TenantTx, restaurantIds: string[], dishIds: string[]): Promise<RecipeLineRow[]> {
  if (!dishIds.length) return Promise.resolve([]);
  return linesQuery(trx)
    .where(sql<boolean>`r.restaurant_id = any(${restaurantIds}::uuid[])`)
    .where(sql<boolean>`r.dish_id = any(${dishIds}::uuid[])`)
    .orderBy('r.dish_id')
    .orderBy('r.id')
    .execute();
}

export async function replaceRecipe(
  ctx: RepoContext,
  dishId: string,
  rows: Omit<InsertObject<DB, 'recipe_lines'>, 'restaurant_id' | 'dish_id'>[],
) {
  const { trx, restaurantId } = ctx;
  await trx
    .deleteFrom('recipe_lines')
    .where('restaurant_id', '=', restaurantId)
    .where('dish_id', '=', dishId)
    .execute();
  if (rows.length)
    await trx
      .insertInto('recipe_lines')
      .values(rows.map((r) => ({ ...r, restaurant_id: restaurantId, dish_id: dishId })))
      .execute();
}
