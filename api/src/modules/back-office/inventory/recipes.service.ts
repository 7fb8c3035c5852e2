import type { Recipe } from '@ros/shared-events';
import { AppError } from '../../../kernel/errors';
import type { TenantContext } from '../../../kernel/tenant';
import { loadDish } from '../../menu/dishes';
import { authorizeInventory, loadItems, unitsFor, unitRef } from './inventory.service';
import type { RecipeBody } from '@ros/shared-events';
import * as repo from './recipes.repo';
import { compatible, convert } from './units';

interface StoredVariant {
  id: string;
  name: string;
  price: number;
}
interface StoredGroup {
  options: { id: string }[];
}

/** How much of its item one line uses per plate, in the item's unit, waste included. */
export function lineUsage(l: repo.RecipeLineRow): number {
  const from = unitRef({ id: l.unit_id, abbreviation: l.unit, base_unit_id: l.base_unit_id, factor: l.factor });
  const to = unitRef({
    id: l.item_unit_id,
    abbreviation: l.item_unit,
    base_unit_id: l.item_base_unit_id,
    factor: l.item_factor,
  });
  return convert(Number(l.quantity), from, to) / (1 - Number(l.waste_percent) / 100);
}

/**
 * A dish's recipe: what each plate takes from stock (lines for every variant, for one variant, or
 * for a modifier option when chosen), and per variant the plate cost at average cost and the
 * food cost % of its price.
 */
export async function getRecipe(ctx: TenantContext, dishId: string): Promise<Recipe> {
  authorizeInventory(ctx, 'view');
  const dish = await loadDish(ctx, dishId);
  const lines = (await repo.recipeLines(ctx, [dishId])).map((l) => ({
    row: l,
    cost: Math.round(lineUsage(l) * Number(l.average_cost)),
  }));
  const variants = dish.variants as unknown as StoredVariant[];
  return {
    dishId,
    dishName: dish.name,
    lines: lines.map(({ row: l, cost }) => ({
      id: l.id,
      variantId: l.variant_id,
      modifierOptionId: l.modifier_option_id,
      itemId: l.item_id,
      itemName: l.item_name,
      unitId: l.unit_id,
      unit: l.unit,
      quantity: Number(l.quantity),
      wastePercent: Number(l.waste_percent),
      cost,
    })),
    variants: variants.map((v) => {
      const plateCost = lines
        .filter(({ row: l }) => !l.modifier_option_id && (!l.variant_id || l.variant_id === v.id))
        .reduce((sum, l) => sum + l.cost, 0);
      return {
        variantId: v.id,
        name: v.name,
        price: v.price,
        plateCost,
        foodCostPercent: v.price > 0 ? Math.round((plateCost / v.price) * 1000) / 10 : null,
      };
    }),
  };
}

/** Replaces a dish's recipe; every line names one of the dish's variants or options (or none) and a unit its item converts to. */
export async function saveRecipe(ctx: TenantContext, dishId: string, body: RecipeBody) {
  authorizeInventory(ctx, 'edit');
  const dish = await loadDish(ctx, dishId);
  const variantIds = new Set((dish.variants as unknown as StoredVariant[]).map((v) => v.id));
  const optionIds = new Set(
    (dish.modifier_groups as unknown as StoredGroup[]).flatMap((g) => g.options.map((o) => o.id)),
  );
  const items = await loadItems(
    ctx,
    body.lines.map((l) => l.itemId),
  ).catch(() => {
    throw new AppError('invalid_input', 'Choose one of your inventory items.', { lines: 'Unknown inventory item.' });
  });
  const units = await unitsFor(
    ctx,
    [...body.lines.map((l) => l.unitId), ...[...items.values()].map((i) => i.unit_id)],
    'lines',
  );
  body.lines.forEach((l, n) => {
    if (l.variantId && !variantIds.has(l.variantId))
      throw new AppError('invalid_input', 'Unknown variant of this dish.', {
        [`lines.${n}.variantId`]: 'Unknown variant.',
      });
    if (l.modifierOptionId && !optionIds.has(l.modifierOptionId))
      throw new AppError('invalid_input', 'Unknown option of this dish.', {
        [`lines.${n}.modifierOptionId`]: 'Unknown option.',
      });
    if (l.variantId && l.modifierOptionId)
      throw new AppError('invalid_input', 'A line is for a variant or an option, not both.', {
        [`lines.${n}.modifierOptionId`]: 'Choose one.',
      });
    const item = items.get(l.itemId)!;
    const from = units.get(l.unitId)!;
    const to = units.get(item.unit_id)!;
    if (!compatible(from, to))
      throw new AppError(
        'invalid_input',
        `${item.name} is kept in ${to.abbreviation}; ${from.abbreviation} does not convert to it.`,
        { [`lines.${n}.unitId`]: `Use a unit that converts to ${to.abbreviation}.` },
      );
  });
  await repo.replaceRecipe(
    ctx,
    dishId,
    body.lines.map((l) => ({
      variant_id: l.variantId,
      modifier_option_id: l.modifierOptionId,
      item_id: l.itemId,
      unit_id: l.unitId,
      quantity: l.quantity,
      waste_percent: l.wastePercent,
    })),
  );
  ctx.emit('inventory.changed', { what: 'recipe', action: 'updated', id: dishId, name: dish.name });
  return getRecipe(ctx, dishId);
}
