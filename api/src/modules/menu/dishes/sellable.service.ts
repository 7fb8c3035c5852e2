import { sql } from 'kysely';
import type { EventPayload } from '@ros/shared-events';
import { AppError, notFound, invalidInput } from '../../../kernel/errors';
import { isUuid } from '../../../kernel/tenant';
import { jsonb } from '../../../kernel/jsonb';
import { defaultVariant, type StoredGroup, type StoredOption, type StoredVariant } from './dish-model';
import * as repo from './dishes.repo';
import type { RepoContext } from '../../../kernel/repo-context';

/** One line of a sale as the orders module asks for it. */
export interface SellLine {
  dishId: string;
  variantId?: string | null;
  modifierOptionIds?: string[];
  quantity: number;
}

/** A line checked and priced from the dish as it is now (prices in minor units). */
export interface SellableLine {
  dishId: string;
  variantId: string;
  name: string;
  variantName: string;
  /** Variant price plus the modifier deltas, before discount. */
  unitPrice: number;
  /** The variant's discount: `percent` of the price if set, else `amount`. */
  discount: { amount: number; percent: number };
  modifiers: { optionId: string; groupId: string; name: string; priceDelta: number }[];
  quantity: number;
  stationId: string | null;
}

type AvailabilityPayload = EventPayload<'dish.availability_changed'>;
/** Where sold-out events go: `ctx.emit` of the calling command. */
export type EmitAvailability = (type: 'dish.availability_changed', payload: AvailabilityPayload) => void;

const unavailable = (what: string, ids: { dishId: string; variantId?: string; optionId?: string }) =>
  new AppError('item_unavailable', `${what} is out of stock.`, undefined, {
    dishId: ids.dishId,
    variantId: ids.variantId ?? null,
    optionId: ids.optionId ?? null,
  });

/** A countable part: a dish, a variant or an option. Counts down by `qty`; true when it just sold out. */
function countDown(
  part: { countdown: number | null },
  qty: number,
  what: string,
  ids: Parameters<typeof unavailable>[1],
): boolean {
  if (part.countdown === null) return false;
  if (part.countdown < qty) {
    throw new AppError(
      'item_unavailable',
      part.countdown === 0 ? `${what} is out of stock.` : `Only ${part.countdown} ${what} left.`,
      undefined,
      {
        dishId: ids.dishId,
        variantId: ids.variantId ?? null,
        optionId: ids.optionId ?? null,
        remaining: part.countdown,
      },
    );
  }
  part.countdown -= qty;
  return part.countdown === 0;
}

/**
 * Refuses to sell anything 86'd (422 `item_unavailable`), checks variants and modifier choices,
 * and counts down "only N left" quantities, 86-ing a part that reaches zero and emitting
 * `dish.availability_changed` for it. Call it inside the order's transaction: it locks the dishes,
 * so two terminals can never sell the last portion twice. Returns the lines priced.
 */
export async function assertSellable(
  ctx: RepoContext,
  lines: SellLine[],
  emit: EmitAvailability,
): Promise<SellableLine[]> {
  if (!lines.length) return [];
  for (const line of lines) {
    if (!isUuid(line.dishId)) throw notFound('Dish');
    if (!Number.isInteger(line.quantity) || line.quantity < 1)
      throw invalidInput('quantity', 'Quantity must be at least 1.');
  }
  const rows = await repo.lockDishes(ctx, [...new Set(lines.map((l) => l.dishId))]);
  const dishes = new Map(
    rows.map((r) => [
      r.id,
      {
        row: r,
        variants: r.variants as unknown as StoredVariant[],
        groups: r.modifier_groups as unknown as StoredGroup[],
        countdown: r.countdown,
        dirty: false,
      },
    ]),
  );
  const events: AvailabilityPayload[] = [];
  const result: SellableLine[] = [];

  for (const line of lines) {
    const dish = dishes.get(line.dishId);
    if (!dish) throw notFound('Dish');
    const { row } = dish;
    if (!row.is_available) throw unavailable(row.name, { dishId: row.id });
    const variant = line.variantId ? dish.variants.find((v) => v.id === line.variantId) : defaultVariant(dish.variants);
    if (!variant) throw invalidInput('variantId', `Unknown variant of ${row.name}.`);
    if (!variant.isAvailable)
      throw unavailable(`${row.name} (${variant.name})`, { dishId: row.id, variantId: variant.id });

    const chosen: { group: StoredGroup; option: StoredOption }[] = [];
    for (const optionId of new Set(line.modifierOptionIds ?? [])) {
      const group = dish.groups.find((g) => g.options.some((o) => o.id === optionId));
      const option = group?.options.find((o) => o.id === optionId);
      if (!group || !option) throw invalidInput('modifierOptionIds', `Unknown option of ${row.name}.`);
      if (!option.isAvailable) throw unavailable(option.name, { dishId: row.id, optionId });
      chosen.push({ group, option });
    }
    for (const group of dish.groups) {
      const n = chosen.filter((c) => c.group.id === group.id).length;
      if (n < group.minSelections || n > group.maxSelections) {
        const rule =
          group.minSelections === group.maxSelections
            ? `${group.minSelections}`
            : `${group.minSelections} to ${group.maxSelections}`;
        throw new AppError('invalid_input', `Choose ${rule} of "${group.name}" for ${row.name}.`, {
          modifierOptionIds: `Choose ${rule} of "${group.name}".`,
        });
      }
    }

    // Count down every counted part this line uses.
    const dishCounter = { countdown: dish.countdown };
    if (countDown(dishCounter, line.quantity, row.name, { dishId: row.id })) {
      events.push({
        dishId: row.id,
        name: row.name,
        variantId: null,
        optionId: null,
        isAvailable: false,
        countdown: 0,
        reason: 'sold_out',
      });
    }
    if (dishCounter.countdown !== dish.countdown) {
      dish.countdown = dishCounter.countdown;
      dish.dirty = true;
    }
    if (variant.countdown !== null) {
      dish.dirty = true;
      if (
        countDown(variant, line.quantity, `${row.name} (${variant.name})`, { dishId: row.id, variantId: variant.id })
      ) {
        variant.isAvailable = false;
        events.push({
          dishId: row.id,
          name: row.name,
          variantId: variant.id,
          optionId: null,
          isAvailable: false,
          countdown: 0,
          reason: 'sold_out',
        });
      }
    }
    for (const { option } of chosen) {
      if (option.countdown === null) continue;
      dish.dirty = true;
      if (countDown(option, line.quantity, option.name, { dishId: row.id, optionId: option.id })) {
        option.isAvailable = false;
        events.push({
          dishId: row.id,
          name: row.name,
          variantId: null,
          optionId: option.id,
          isAvailable: false,
          countdown: 0,
          reason: 'sold_out',
        });
      }
    }

    result.push({
      dishId: row.id,
      variantId: variant.id,
      name: row.name,
      variantName: variant.name,
      unitPrice: variant.price + chosen.reduce((sum, c) => sum + c.option.priceDelta, 0),
      discount: { amount: variant.discount.amount, percent: variant.discount.bp / 100 },
      modifiers: chosen.map((c) => ({
        optionId: c.option.id,
        groupId: c.group.id,
        name: c.option.name,
        priceDelta: c.option.priceDelta,
      })),
      quantity: line.quantity,
      stationId: row.effective_station_id,
    });
  }

  for (const dish of dishes.values()) {
    if (!dish.dirty) continue;
    await repo.updateDish(ctx, dish.row.id, {
      countdown: dish.countdown,
      is_available: dish.countdown !== 0,
      variants: jsonb(dish.variants),
      modifier_groups: jsonb(dish.groups),
    });
  }
  for (const e of events) emit('dish.availability_changed', e);
  return result;
}

/**
 * Prices lines as `assertSellable` would sell them, without selling: inside a savepoint rolled back
 * afterwards, so countdowns are not touched and nothing is emitted. The same refusals (86'd, unknown
 * variant, modifier rules) are thrown. For a guest's cart and a guest order waiting for a waiter.
 */
export async function priceWithoutSelling(ctx: RepoContext, lines: SellLine[]): Promise<SellableLine[]> {
  const { trx } = ctx;
  await sql`savepoint price_only`.execute(trx);
  try {
    return await assertSellable(ctx, lines, () => {});
  } finally {
    await sql`rollback to savepoint price_only`.execute(trx);
  }
}
