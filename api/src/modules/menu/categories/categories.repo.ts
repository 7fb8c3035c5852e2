import { sql, type Insertable, type Updateable } from 'kysely';
import type { Categories, TenantTx } from '@ros/db';
import { likePattern, paged } from '../../../kernel/list-query';
import type { CategoryListQuery } from '@ros/shared-events';
import type { RepoContext } from '../../../kernel/repo-context';

const SORT = { sortOrder: 'sort_order', name: 'name', createdAt: 'created_at' } as const;
const itemCount = sql<number>`(select count(*)::int from dish_categories dc where dc.category_id = categories.id and dc.restaurant_id = categories.restaurant_id)`;

export async function listCategories(ctx: RepoContext, query: CategoryListQuery) {
  const { trx, restaurantId } = ctx;
  let q = trx.selectFrom('categories').where('restaurant_id', '=', restaurantId);
  if (query.menuId) q = q.where('menu_id', '=', query.menuId);
  if (query.q) q = q.where('name', 'ilike', likePattern(query.q));
  return paged(
    trx,
    q.selectAll().select(itemCount.as('item_count')).orderBy(SORT[query.sortColumn], query.sort).orderBy('id'),
    query,
  );
}

export function categoriesOfMenu(ctx: RepoContext, menuId: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('categories')
    .selectAll()
    .select(itemCount.as('item_count'))
    .where('restaurant_id', '=', restaurantId)
    .where('menu_id', '=', menuId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function findCategory(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('categories')
    .selectAll()
    .select(itemCount.as('item_count'))
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The categories among `ids` that exist in this restaurant. */
export function existingCategoryIds(ctx: RepoContext, ids: string[]) {
  const { trx, restaurantId } = ctx;
  if (!ids.length) return Promise.resolve([]);
  return trx
    .selectFrom('categories')
    .select(['id', 'menu_id'])
    .where('restaurant_id', '=', restaurantId)
    .where('id', 'in', ids)
    .execute();
}

export async function nextCategorySortOrder(ctx: RepoContext, menuId: string): Promise<number> {
  const { trx, restaurantId } = ctx;
  const r = await trx
    .selectFrom('categories')
    .select((eb) => eb.fn.max<number | null>('sort_order').as('m'))
    .where('restaurant_id', '=', restaurantId)
    .where('menu_id', '=', menuId)
    .executeTakeFirst();
  return r?.m == null ? 0 : Number(r.m) + 1;
}

export function insertCategory(trx: TenantTx, values: Insertable<Categories>) {
  return trx.insertInto('categories').values(values).returning('id').executeTakeFirstOrThrow();
}

export function updateCategory(ctx: RepoContext, id: string, values: Updateable<Categories>) {
  const { trx, restaurantId } = ctx;
  return trx
    .updateTable('categories')
    .set({ ...values, updated_at: new Date() })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .execute();
}

export function deleteCategory(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return trx.deleteFrom('categories').where('restaurant_id', '=', restaurantId).where('id', '=', id).execute();
}
