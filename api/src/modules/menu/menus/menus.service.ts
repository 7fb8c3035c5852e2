import type { Menu, MenuWithCategories } from '@ros/shared-events';
import { BASIC_LIMITS } from '@ros/shared-events';
import { notFound, duplicate } from '../../../kernel/errors';
import { isUniqueViolation, isUuid, type TenantContext } from '../../../kernel/tenant';
import { listCategoriesOfMenu, reorderCategories as reorder } from '../categories';
import { changedKeys } from '../../../kernel/patch';
import { fromBp, toBp } from '../../../kernel/basis-points';
import { nextSortOrder } from '../../../kernel/sort-order';
import * as repo from './menus.repo';
import type { CreateMenuBody, MenuListQuery, ReorderCategoriesBody, UpdateMenuBody } from '@ros/shared-events';

type MenuRow = NonNullable<Awaited<ReturnType<typeof repo.findMenu>>>;

/** A menu as the API returns it. */
export const toMenu = (r: MenuRow): Menu => ({
  id: r.id,
  name: r.name,
  color: r.color,
  description: r.description,
  discount: { amount: r.discount_amount, percent: fromBp(r.discount_bp) },
  isActive: r.is_active,
  sortOrder: r.sort_order,
  categoryCount: Number(r.category_count),
  dishCount: Number(r.dish_count),
  createdAt: new Date(r.created_at).toISOString(),
  updatedAt: new Date(r.updated_at).toISOString(),
});

const nameTaken = () => duplicate('A menu with this name already exists.', 'name');

export async function loadMenu(ctx: TenantContext, id: string) {
  const row = isUuid(id) ? await repo.findMenu(ctx, id) : undefined;
  if (!row) throw notFound('Menu');
  return row;
}

async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err, 'menus_name_key')) throw nameTaken();
    throw err;
  }
}

export async function listMenus(ctx: TenantContext, query: MenuListQuery) {
  ctx.authorize('view', 'menu');
  const { rows, total } = await repo.listMenus(ctx, query);
  return { data: rows.map(toMenu), total };
}

export async function getMenu(ctx: TenantContext, id: string): Promise<MenuWithCategories> {
  ctx.authorize('view', 'menu');
  const menu = toMenu(await loadMenu(ctx, id));
  return { ...menu, categories: await listCategoriesOfMenu(ctx, id) };
}

export async function createMenu(ctx: TenantContext, body: CreateMenuBody) {
  ctx.authorize('edit', 'menu');
  if ((await repo.countMenus(ctx)) >= BASIC_LIMITS.menus) {
    ctx.requirePlan(
      'unlimitedMenus',
      `The Basic plan includes ${BASIC_LIMITS.menus} menus. Upgrade to Premium for unlimited menus.`,
    );
  }
  const { id } = await guard(async () =>
    repo.insertMenu(ctx.trx, {
      restaurant_id: ctx.restaurant.id,
      name: body.name,
      color: body.color ?? null,
      description: body.description ?? null,
      discount_amount: body.discount?.amount ?? 0,
      discount_bp: toBp(body.discount?.percent ?? 0),
      sort_order: body.sortOrder ?? (await nextSortOrder(ctx.trx, 'menus', ctx.restaurant.id)),
    }),
  );
  ctx.emit('menu.created', { menuId: id, name: body.name });
  if (body.isActive) return activateMenu(ctx, id);
  return toMenu(await loadMenu(ctx, id));
}

export async function updateMenu(ctx: TenantContext, id: string, body: UpdateMenuBody) {
  ctx.authorize('edit', 'menu');
  const before = await loadMenu(ctx, id);
  const { isActive, ...fields } = body;
  const changes = changedKeys(fields);
  if (changes.length) {
    await guard(() =>
      repo.updateMenu(ctx, id, {
        name: fields.name,
        color: fields.color,
        description: fields.description,
        sort_order: fields.sortOrder,
        discount_amount: fields.discount?.amount,
        discount_bp: fields.discount ? toBp(fields.discount.percent) : undefined,
      }),
    );
    ctx.emit('menu.updated', { menuId: id, name: fields.name ?? before.name, changes });
  }
  if (isActive === true && !before.is_active) return activateMenu(ctx, id);
  if (isActive === false && before.is_active) return deactivateMenu(ctx, id);
  return toMenu(await loadMenu(ctx, id));
}

/** Makes `id` the one active menu (the digital menu's source). */
export async function activateMenu(ctx: TenantContext, id: string) {
  ctx.authorize('edit', 'menu');
  const menu = await loadMenu(ctx, id);
  if (menu.is_active) return toMenu(menu);
  const previous = await repo.findActiveMenu(ctx);
  await repo.deactivateOthers(ctx, id);
  await repo.updateMenu(ctx, id, { is_active: true });
  ctx.emit('menu.activated', { menuId: id, name: menu.name, previousMenuId: previous?.id ?? null });
  return toMenu(await loadMenu(ctx, id));
}

export async function deactivateMenu(ctx: TenantContext, id: string) {
  ctx.authorize('edit', 'menu');
  const menu = await loadMenu(ctx, id);
  if (!menu.is_active) return toMenu(menu);
  await repo.updateMenu(ctx, id, { is_active: false });
  ctx.emit('menu.deactivated', { menuId: id, name: menu.name });
  return toMenu(await loadMenu(ctx, id));
}

export async function deleteMenu(ctx: TenantContext, id: string) {
  ctx.authorize('edit', 'menu');
  const menu = await loadMenu(ctx, id);
  await repo.deleteMenu(ctx, id);
  ctx.emit('menu.deleted', { menuId: id, name: menu.name });
}

export async function reorderCategories(ctx: TenantContext, menuId: string, body: ReorderCategoriesBody) {
  ctx.authorize('edit', 'menu');
  await loadMenu(ctx, menuId);
  return { data: await reorder(ctx, menuId, body.categoryIds) };
}
