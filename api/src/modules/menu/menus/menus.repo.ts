import { sql, type Insertable, type Updateable } from 'kysely';
import type { Menus, TenantTx } from '@ros/db';
import { likePattern, paged } from '../../../kernel/list-query';
import type { MenuListQuery } from '@ros/shared-events';
import type { RepoContext } from '../../../kernel/repo-context';

const SORT = { sortOrder: 'sort_order', name: 'name', createdAt: 'created_at' } as const;

const categoryCount = sql<number>`(select count(*)::int from categories c where c.menu_id = menus.id and c.restaurant_id = menus.restaurant_id)`;
const dishCount = sql<number>`(select count(distinct dc.dish_id)::int from dish_categories dc join categories c on c.id = dc.category_id
  where c.menu_id = menus.id and dc.restaurant_id = menus.restaurant_id)`;

export async function listMenus(ctx: RepoContext, query: MenuListQuery) {
  const { trx, restaurantId } = ctx;
  let q = trx.selectFrom('menus').where('restaurant_id', '=', restaurantId);
  if (query.q) q = q.where('name', 'ilike', likePattern(query.q));
  if (query.isActive !== undefined) q = q.where('is_active', '=', query.isActive);
  return paged(
    trx,
    q
      .selectAll()
      .select([categoryCount.as('category_count'), dishCount.as('dish_count')])
      .orderBy(SORT[query.sortColumn], query.sort)
      .orderBy('id'),
    query,
  );
}

export function findMenu(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('menus')
    .selectAll()
    .select([categoryCount.as('category_count'), dishCount.as('dish_count')])
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findActiveMenu(ctx: RepoContext) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('menus')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('is_active', '=', true)
    .executeTakeFirst();
}

export async function countMenus(ctx: RepoContext): Promise<number> {
  const { trx, restaurantId } = ctx;
  const r = await trx
    .selectFrom('menus')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('restaurant_id', '=', restaurantId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export function insertMenu(trx: TenantTx, values: Insertable<Menus>) {
  return trx.insertInto('menus').values(values).returning('id').executeTakeFirstOrThrow();
}

export function updateMenu(ctx: RepoContext, id: string, values: Updateable<Menus>) {
  const { trx, restaurantId } = ctx;
  return trx
    .updateTable('menus')
    .set({ ...values, updated_at: new Date() })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .execute();
}

/** Switches every menu off except `exceptId` (one active menu at a time). */
export function deactivateOthers(ctx: RepoContext, exceptId: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .updateTable('menus')
    .set({ is_active: false, updated_at: new Date() })
    .where('restaurant_id', '=', restaurantId)
    .where('is_active', '=', true)
    .where('id', '!=', exceptId)
    .execute();
}

export function deleteMenu(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return trx.deleteFrom('menus').where('restaurant_id', '=', restaurantId).where('id', '=', id).execute();
}
