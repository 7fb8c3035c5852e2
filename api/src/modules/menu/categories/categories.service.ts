import type { Category } from '@ros/shared-events';
import { notFound, invalidInput } from '../../../kernel/errors';
import { isUuid, type TenantContext } from '../../../kernel/tenant';
import { changedKeys } from '../../../kernel/patch';
import { assertStation } from '../stations';
import * as repo from './categories.repo';
import type { CategoryListQuery, CreateCategoryBody, UpdateCategoryBody } from '@ros/shared-events';

type CategoryRow = NonNullable<Awaited<ReturnType<typeof repo.findCategory>>>;

/** A category as the API returns it. */
export const toCategory = (r: CategoryRow): Category => ({
  id: r.id,
  menuId: r.menu_id,
  name: r.name,
  description: r.description,
  coverImageUrl: r.cover_image_url,
  stationId: r.station_id,
  defaultCourse: r.default_course,
  sortOrder: r.sort_order,
  itemCount: Number(r.item_count),
});

async function load(ctx: TenantContext, id: string) {
  const row = isUuid(id) ? await repo.findCategory(ctx, id) : undefined;
  if (!row) throw notFound('Category');
  return row;
}

async function assertMenu(ctx: TenantContext, menuId: string) {
  const menu = await ctx.trx
    .selectFrom('menus')
    .select('id')
    .where('restaurant_id', '=', ctx.restaurant.id)
    .where('id', '=', menuId)
    .executeTakeFirst();
  if (!menu) throw invalidInput('menuId', 'Please select a menu.');
}

/** The categories of one menu in display order (used by the menu detail). */
export async function listCategoriesOfMenu(ctx: TenantContext, menuId: string) {
  return (await repo.categoriesOfMenu(ctx, menuId)).map(toCategory);
}

export async function listCategories(ctx: TenantContext, query: CategoryListQuery) {
  ctx.authorize('view', 'menu');
  const { rows, total } = await repo.listCategories(ctx, query);
  return { data: rows.map(toCategory), total };
}

export async function getCategory(ctx: TenantContext, id: string) {
  ctx.authorize('view', 'menu');
  return toCategory(await load(ctx, id));
}

export async function createCategory(ctx: TenantContext, body: CreateCategoryBody) {
  ctx.authorize('edit', 'menu');
  await assertMenu(ctx, body.menuId);
  await assertStation(ctx, body.stationId);
  const { id } = await repo.insertCategory(ctx.trx, {
    restaurant_id: ctx.restaurant.id,
    menu_id: body.menuId,
    name: body.name,
    description: body.description ?? null,
    cover_image_url: body.coverImageUrl ?? null,
    station_id: body.stationId ?? null,
    default_course: body.defaultCourse ?? null,
    sort_order: body.sortOrder ?? (await repo.nextCategorySortOrder(ctx, body.menuId)),
  });
  const category = toCategory(await load(ctx, id));
  ctx.emit('category.created', { categoryId: id, menuId: category.menuId, name: category.name });
  return category;
}

export async function updateCategory(ctx: TenantContext, id: string, body: UpdateCategoryBody) {
  ctx.authorize('edit', 'menu');
  await load(ctx, id);
  if (body.menuId) await assertMenu(ctx, body.menuId);
  await assertStation(ctx, body.stationId);
  const changes = changedKeys(body);
  if (changes.length) {
    await repo.updateCategory(ctx, id, {
      menu_id: body.menuId,
      name: body.name,
      description: body.description,
      cover_image_url: body.coverImageUrl,
      station_id: body.stationId,
      default_course: body.defaultCourse,
      sort_order: body.sortOrder,
    });
  }
  const category = toCategory(await load(ctx, id));
  if (changes.length)
    ctx.emit('category.updated', { categoryId: id, menuId: category.menuId, name: category.name, changes });
  return category;
}

export async function deleteCategory(ctx: TenantContext, id: string) {
  ctx.authorize('edit', 'menu');
  const category = await load(ctx, id);
  await repo.deleteCategory(ctx, id);
  ctx.emit('category.deleted', { categoryId: id, menuId: category.menu_id, name: category.name });
}

/** Drag reorder: `categoryIds` must be exactly the menu's categories, in their new order. */
export async function reorderCategories(ctx: TenantContext, menuId: string, categoryIds: string[]) {
  const current = await repo.categoriesOfMenu(ctx, menuId);
  const known = new Set(current.map((c) => c.id));
  if (
    categoryIds.length !== known.size ||
    new Set(categoryIds).size !== known.size ||
    !categoryIds.every((c) => known.has(c))
  ) {
    throw invalidInput('categoryIds', 'Send every category of this menu exactly once.');
  }
  for (const [i, id] of categoryIds.entries()) {
    await repo.updateCategory(ctx, id, { sort_order: i });
  }
  ctx.emit('category.reordered', { menuId, categoryIds });
  return listCategoriesOfMenu(ctx, menuId);
}

/** For the dishes module: the categories among `ids` that exist in this restaurant, with their menus. */
export const existingCategories = (ctx: TenantContext, ids: string[]) => repo.existingCategoryIds(ctx, ids);
