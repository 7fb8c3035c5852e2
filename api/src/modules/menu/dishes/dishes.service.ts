import type { Dish, DishTranslations } from '@ros/shared-events';
import type { UpdateObject } from 'kysely';
import type { DB } from '@ros/db';
import { duplicate, notFound, staleVersion, invalidInput } from '../../../kernel/errors';
import { isUniqueViolation, isUuid, type TenantContext } from '../../../kernel/tenant';
import { existingCategories } from '../categories';
import { authorizeAny } from '../../../kernel/authorize-any';
import { changedKeys } from '../../../kernel/patch';
import { jsonb } from '../../../kernel/jsonb';
import { assertStation } from '../stations';
import {
  defaultVariant,
  duplicateIds,
  groupDto,
  normalizeGroups,
  normalizeVariants,
  variantDto,
  type StoredGroup,
  type StoredVariant,
} from './dish-model';
import * as repo from './dishes.repo';
import type { AvailabilityBody, CreateDishBody, DishListQuery, UpdateDishBody } from '@ros/shared-events';

/** A dish as the API returns it. */
export function toDish(r: repo.DishRow): Dish {
  const variants = r.variants as unknown as StoredVariant[];
  const groups = r.modifier_groups as unknown as StoredGroup[];
  return {
    id: r.id,
    displayId: r.display_id,
    name: r.name,
    description: r.description,
    translations: r.translations as DishTranslations,
    images: r.images as string[],
    categoryIds: r.category_ids,
    menuIds: r.menu_ids,
    variants: variants.map(variantDto),
    modifierGroups: groups.map(groupDto),
    price: r.price,
    preparationMinutes: r.preparation_minutes,
    allergens: r.allergens as string[],
    dietaryTags: r.dietary_tags as string[],
    stationId: r.station_id,
    effectiveStationId: r.effective_station_id,
    isAvailable: r.is_available,
    countdown: r.countdown,
    version: r.version,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

export async function loadDish(ctx: TenantContext, id: string) {
  const row = isUuid(id) ? await repo.findDish(ctx, id) : undefined;
  if (!row) throw notFound('Dish');
  return row;
}

async function assertCategories(ctx: TenantContext, ids: string[] | undefined) {
  if (!ids?.length) return;
  const found = await existingCategories(ctx, ids);
  const known = new Set(found.map((c) => c.id));
  const missing = ids.findIndex((id) => !known.has(id));
  if (missing >= 0) throw invalidInput(`categoryIds.${missing}`, 'Unknown category.');
}

function assertUniqueParts(variants: StoredVariant[], groups: StoredGroup[]) {
  const dup = duplicateIds(variants, groups);
  if (dup) throw invalidInput('variants', `The id "${dup}" is used twice in this dish.`);
}

const duplicateDisplayId = () => duplicate('Another dish already uses this display id.', 'displayId');

export async function listDishes(ctx: TenantContext, query: DishListQuery) {
  authorizeAny(ctx, 'view', ['menu', 'orders']);
  const { rows, total } = await repo.listDishes(ctx, query);
  return { data: rows.map(toDish), total };
}

export async function getDish(ctx: TenantContext, id: string) {
  authorizeAny(ctx, 'view', ['menu', 'orders']);
  return toDish(await loadDish(ctx, id));
}

export async function createDish(ctx: TenantContext, body: CreateDishBody) {
  ctx.authorize('edit', 'menu');
  await assertCategories(ctx, body.categoryIds);
  await assertStation(ctx, body.stationId);
  const variants = normalizeVariants(
    body.variants?.length
      ? body.variants
      : [
          {
            name: 'Regular',
            price: body.price ?? 0,
            isDefault: true,
            discount: { amount: 0, percent: 0 },
            isAvailable: true,
            countdown: null,
          },
        ],
  );
  const groups = normalizeGroups(body.modifierGroups ?? []);
  assertUniqueParts(variants, groups);
  let id: string;
  try {
    ({ id } = await repo.insertDish(ctx.trx, {
      restaurant_id: ctx.restaurant.id,
      display_id: body.displayId || null,
      name: body.name,
      description: body.description ?? null,
      translations: jsonb(body.translations ?? {}),
      images: jsonb(body.images ?? []),
      variants: jsonb(variants),
      modifier_groups: jsonb(groups),
      price: defaultVariant(variants)!.price,
      preparation_minutes: body.preparationMinutes ?? null,
      allergens: jsonb(body.allergens ?? []),
      dietary_tags: jsonb(body.dietaryTags ?? []),
      station_id: body.stationId ?? null,
      is_available: (body.isAvailable ?? true) && body.countdown !== 0,
      countdown: body.countdown ?? null,
    }));
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicateDisplayId();
    throw err;
  }
  await repo.setDishCategories(ctx, id, [...new Set(body.categoryIds ?? [])]);
  const dish = toDish(await loadDish(ctx, id));
  ctx.emit('dish.created', { dishId: id, name: dish.name, categoryIds: dish.categoryIds });
  return dish;
}

export async function updateDish(ctx: TenantContext, id: string, body: UpdateDishBody) {
  ctx.authorize('edit', 'menu');
  const before = await loadDish(ctx, id);
  if (body.version !== undefined && body.version !== before.version) {
    throw staleVersion('dish', { dish: toDish(before) });
  }
  await assertCategories(ctx, body.categoryIds);
  await assertStation(ctx, body.stationId);
  const { version: _version, ...fields } = body;
  const changes = changedKeys(fields);
  if (!changes.length) return toDish(before);

  let variants = body.variants ? normalizeVariants(body.variants) : undefined;
  if (!variants && body.price !== undefined) {
    // The price shortcut edits the default variant.
    variants = (before.variants as unknown as StoredVariant[]).map((v) =>
      v.isDefault ? { ...v, price: body.price! } : v,
    );
  }
  const groups = body.modifierGroups ? normalizeGroups(body.modifierGroups) : undefined;
  assertUniqueParts(
    variants ?? (before.variants as unknown as StoredVariant[]),
    groups ?? (before.modifier_groups as unknown as StoredGroup[]),
  );
  const values: UpdateObject<DB, 'dishes'> = {
    name: body.name,
    display_id: body.displayId === undefined ? undefined : body.displayId || null,
    description: body.description,
    translations: body.translations ? jsonb(body.translations) : undefined,
    images: body.images ? jsonb(body.images) : undefined,
    variants: variants ? jsonb(variants) : undefined,
    price: variants ? defaultVariant(variants)!.price : undefined,
    modifier_groups: groups ? jsonb(groups) : undefined,
    preparation_minutes: body.preparationMinutes,
    allergens: body.allergens ? jsonb(body.allergens) : undefined,
    dietary_tags: body.dietaryTags ? jsonb(body.dietaryTags) : undefined,
    station_id: body.stationId,
    countdown: body.countdown,
    is_available:
      body.isAvailable === undefined && body.countdown === undefined
        ? undefined
        : (body.isAvailable ?? before.is_available) && body.countdown !== 0,
  };
  try {
    await repo.updateDish(ctx, id, values);
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicateDisplayId();
    throw err;
  }
  if (body.categoryIds) await repo.setDishCategories(ctx, id, [...new Set(body.categoryIds)]);
  const dish = toDish(await loadDish(ctx, id));
  const prices = priceChanges(before, variants, groups);
  ctx.emit('dish.updated', { dishId: id, name: dish.name, changes, ...(prices.length ? { prices } : {}) });
  if (dish.isAvailable !== before.is_available) {
    ctx.emit('dish.availability_changed', {
      dishId: id,
      name: dish.name,
      variantId: null,
      optionId: null,
      isAvailable: dish.isAvailable,
      countdown: dish.countdown,
      reason: 'manual',
    });
  }
  return dish;
}

export async function deleteDish(ctx: TenantContext, id: string) {
  ctx.authorize('edit', 'menu');
  const dish = await loadDish(ctx, id);
  await repo.deleteDish(ctx, id);
  ctx.emit('dish.deleted', { dishId: id, name: dish.name });
}

/**
 * 86 (or un-86) a dish, one variant or one modifier option, optionally setting its "only N left"
 * count. From the menu pages (`menu` edit) or the POS (`orders` edit).
 */
export async function setAvailability(
  ctx: TenantContext,
  id: string,
  body: AvailabilityBody,
  reason: 'manual' | 'out_of_stock' = 'manual',
) {
  authorizeAny(ctx, 'edit', ['menu', 'orders']);
  if (!isUuid(id)) throw notFound('Dish');
  const [row] = await repo.lockDishes(ctx, [id]);
  if (!row) throw notFound('Dish');
  const variants = row.variants as unknown as StoredVariant[];
  const groups = row.modifier_groups as unknown as StoredGroup[];

  // The part to change: the whole dish, one variant or one option (all have isAvailable/countdown).
  let part: { isAvailable: boolean; countdown: number | null };
  let save: (values: UpdateObject<DB, 'dishes'>) => void;
  if (body.variantId) {
    const v = variants.find((x) => x.id === body.variantId);
    if (!v) throw invalidInput('variantId', 'Unknown variant.');
    part = v;
    save = (values) => void (values.variants = jsonb(variants));
  } else if (body.optionId) {
    const o = groups.flatMap((g) => g.options).find((x) => x.id === body.optionId);
    if (!o) throw invalidInput('optionId', 'Unknown modifier option.');
    part = o;
    save = (values) => void (values.modifier_groups = jsonb(groups));
  } else {
    part = { isAvailable: row.is_available, countdown: row.countdown };
    save = (values) => Object.assign(values, { is_available: part.isAvailable, countdown: part.countdown });
  }

  const before = { ...part };
  // Back in stock after selling out: stop counting unless a new count is given.
  const countdown =
    body.countdown !== undefined ? body.countdown : body.isAvailable && part.countdown === 0 ? null : part.countdown;
  part.countdown = countdown;
  part.isAvailable = body.isAvailable && countdown !== 0;
  if (before.isAvailable === part.isAvailable && before.countdown === part.countdown) return toDish(row);
  const values: UpdateObject<DB, 'dishes'> = {};
  save(values);
  await repo.updateDish(ctx, id, values);
  ctx.emit('dish.availability_changed', {
    dishId: id,
    name: row.name,
    variantId: body.variantId ?? null,
    optionId: body.optionId ?? null,
    isAvailable: part.isAvailable,
    countdown: part.countdown,
    reason,
  });
  return toDish(await loadDish(ctx, id));
}

/** The variant prices and modifier extras an update changes, from and to (what the audit trail keeps). */
function priceChanges(
  before: { variants: unknown; modifier_groups: unknown },
  variants: StoredVariant[] | undefined,
  groups: StoredGroup[] | undefined,
) {
  const changes: { part: 'variant' | 'option'; id: string; name: string; from: number; to: number }[] = [];
  const oldVariants = new Map((before.variants as StoredVariant[]).map((v) => [v.id, v.price]));
  for (const v of variants ?? []) {
    const from = oldVariants.get(v.id);
    if (from !== undefined && from !== v.price)
      changes.push({ part: 'variant', id: v.id, name: v.name, from, to: v.price });
  }
  const oldOptions = new Map(
    (before.modifier_groups as StoredGroup[]).flatMap((g) => g.options.map((o) => [o.id, o.priceDelta] as const)),
  );
  for (const o of (groups ?? []).flatMap((g) => g.options)) {
    const from = oldOptions.get(o.id);
    if (from !== undefined && from !== o.priceDelta)
      changes.push({ part: 'option', id: o.id, name: o.name, from, to: o.priceDelta });
  }
  return changes;
}
