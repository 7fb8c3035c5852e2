import { sql, type InsertObject, type Kysely, type UpdateObject } from 'kysely';
import { prepared, type DB, type TenantTx } from '@ros/db';
import { likePattern, paged } from '../../../kernel/list-query';
import type { DishListQuery } from '@ros/shared-events';
import type { RepoContext } from '../../../kernel/repo-context';

const SORT = { name: 'd.name', price: 'd.price', displayId: 'd.display_id', createdAt: 'd.created_at' } as const;

const categoryIds = sql<string[]>`coalesce((select jsonb_agg(dc.category_id order by c.sort_order, dc.category_id)
  from dish_categories dc join categories c on c.id = dc.category_id where dc.dish_id = d.id and dc.restaurant_id = d.restaurant_id), '[]'::jsonb)`;
const menuIds = sql<string[]>`coalesce((select jsonb_agg(distinct c.menu_id)
  from dish_categories dc join categories c on c.id = dc.category_id where dc.dish_id = d.id and dc.restaurant_id = d.restaurant_id), '[]'::jsonb)`;
/** Routing: the dish's station, else its first category's, else the restaurant's default. */
const effectiveStation = sql<string | null>`coalesce(d.station_id,
  (select c.station_id from dish_categories dc join categories c on c.id = dc.category_id
    where dc.dish_id = d.id and dc.restaurant_id = d.restaurant_id and c.station_id is not null order by c.sort_order, c.id limit 1),
  (select s.id from stations s where s.restaurant_id = d.restaurant_id and s.is_default))`;

function selectDish(trx: Kysely<DB>, restaurantId: string) {
  return trx
    .selectFrom('dishes as d')
    .selectAll('d')
    .select([categoryIds.as('category_ids'), menuIds.as('menu_ids'), effectiveStation.as('effective_station_id')])
    .where('d.restaurant_id', '=', restaurantId);
}
export type DishRow = NonNullable<Awaited<ReturnType<ReturnType<typeof selectDish>['executeTakeFirst']>>>;

export async function listDishes(ctx: RepoContext, query: DishListQuery) {
  const { trx, restaurantId } = ctx;
  let q = trx.selectFrom('dishes as d').where('d.restaurant_id', '=', restaurantId);
  if (query.q) {
    const like = likePattern(query.q);
    q = q.where((eb) => eb.or([eb('d.name', 'ilike', like), eb('d.display_id', 'ilike', like)]));
  }
  if (query.available !== undefined) q = q.where('d.is_available', '=', query.available);
  if (query.categoryId) {
    const categoryId = query.categoryId;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('dish_categories as dc')
          .select('dc.dish_id')
          .whereRef('dc.dish_id', '=', 'd.id')
          .where('dc.category_id', '=', categoryId),
      ),
    );
  }
  if (query.menuId) {
    const menuId = query.menuId;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('dish_categories as dc')
          .innerJoin('categories as c', 'c.id', 'dc.category_id')
          .select('dc.dish_id')
          .whereRef('dc.dish_id', '=', 'd.id')
          .where('c.menu_id', '=', menuId),
      ),
    );
  }
  return paged(
    trx,
    q
      .selectAll('d')
      .select([categoryIds.as('category_ids'), menuIds.as('menu_ids'), effectiveStation.as('effective_station_id')])
      .orderBy(SORT[query.sortColumn], query.sort)
      .orderBy('d.id'),
    query,
  );
}

export function findDish(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return selectDish(trx, restaurantId).where('d.id', '=', id).executeTakeFirst();
}

/** Locks dishes (in id order, so concurrent sales never deadlock) and returns them. */
export async function lockDishes(ctx: RepoContext, ids: string[]) {
  const { trx, restaurantId } = ctx;
  return (await trx.executeQuery(lockDishesStatement(restaurantId, [...ids].sort()))).rows;
}
// Every order's items take it: compiled once (see `prepared`), the ids as one array.
const lockDishesStatement = prepared((db, restaurantId: string, ids: string[]) =>
  selectDish(db, restaurantId)
    .where('d.id', '=', sql<string>`any(cast(${ids} as uuid[]))`)
    .orderBy('d.id')
    .forUpdate('d'),
);

export function insertDish(trx: TenantTx, values: InsertObject<DB, 'dishes'>) {
  return trx.insertInto('dishes').values(values).returning('id').executeTakeFirstOrThrow();
}

/** Applies a change and bumps the dish version. */
export function updateDish(ctx: RepoContext, id: string, values: UpdateObject<DB, 'dishes'>) {
  const { trx, restaurantId } = ctx;
  return trx
    .updateTable('dishes')
    .set((eb) => ({ ...values, version: eb('version', '+', 1), updated_at: new Date() }))
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .execute();
}

export function deleteDish(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return trx.deleteFrom('dishes').where('restaurant_id', '=', restaurantId).where('id', '=', id).execute();
}

/** Replaces the dish's category links. */
export async function setDishCategories(ctx: RepoContext, dishId: string, ids: string[]) {
  const { trx, restaurantId } = ctx;
  await trx
    .deleteFrom('dish_categories')
    .where('restaurant_id', '=', restaurantId)
    .where('dish_id', '=', dishId)
    .execute();
  if (!ids.length) return;
  await trx
    .insertInto('dish_categories')
    .values(
      ids.map((categoryId, i) => ({
        restaurant_id: restaurantId,
        dish_id: dishId,
        category_id: categoryId,
        sort_order: i,
      })),
    )
    .execute();
}
