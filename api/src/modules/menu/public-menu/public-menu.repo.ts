import { sql } from 'kysely';
import { pipelined, settleAll } from '@ros/db';
import { likePattern } from '../../../kernel/list-query';
import type { RepoContext } from '../../../kernel/repo-context';

export function findRestaurant(ctx: RepoContext) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('restaurants')
    .select([
      'id',
      'name',
      'type',
      'address',
      'contact',
      'email',
      'cover_image_url',
      'is_active',
      'currency',
      'confirm_orders',
    ])
    .where('id', '=', restaurantId)
    .executeTakeFirst();
}

export function findActiveMenu(ctx: RepoContext) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('menus')
    .select(['id', 'name', 'color', 'description', 'discount_amount', 'discount_bp'])
    .where('restaurant_id', '=', restaurantId)
    .where('is_active', '=', true)
    .executeTakeFirst();
}

/** The menu's categories with the number of dishes guests can order now (a statement for a pipeline). */
export function selectMenuCategories(ctx: RepoContext, menuId: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('categories as c')
    .select(['c.id', 'c.name', 'c.description', 'c.cover_image_url'])
    .select(
      sql<number>`(select count(*)::int from dish_categories dc join dishes d on d.id = dc.dish_id
      where dc.category_id = c.id and dc.restaurant_id = c.restaurant_id and d.is_available)`.as('item_count'),
    )
    .where('c.restaurant_id', '=', restaurantId)
    .where('c.menu_id', '=', menuId)
    .orderBy('c.sort_order')
    .orderBy('c.id');
}

/** Available dishes of the menu, keyset-paged by (lower(name), id) (a statement for a pipeline). */
export function selectMenuItems(
  ctx: RepoContext,
  menuId: string,
  opts: { q?: string; categoryId?: string; after?: [string, string]; limit: number; lang?: string },
) {
  const { trx, restaurantId } = ctx;
  const lang = opts.lang ?? '';
  const name = sql<string>`coalesce(d.translations->${lang}->>'name', d.name)`;
  const description = sql<string | null>`coalesce(d.translations->${lang}->>'description', d.description)`;
  let q = trx
    .selectFrom('dishes as d')
    .select([name.as('name'), description.as('description')])
    .select([
      'd.id',
      'd.display_id',
      'd.images',
      'd.variants',
      'd.modifier_groups',
      'd.price',
      'd.preparation_minutes',
      'd.allergens',
      'd.dietary_tags',
    ])
    .select(
      sql<
        string[]
      >`(select jsonb_agg(dc.category_id order by c.sort_order) from dish_categories dc join categories c on c.id = dc.category_id
      where dc.dish_id = d.id and c.menu_id = ${menuId})`.as('category_ids'),
    )
    .select(sql<string>`lower(d.name)`.as('sort_name'))
    .where('d.restaurant_id', '=', restaurantId)
    .where('d.is_available', '=', true)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('dish_categories as dc')
          .innerJoin('categories as c', 'c.id', 'dc.category_id')
          .select('dc.dish_id')
          .whereRef('dc.dish_id', '=', 'd.id')
          .where('c.menu_id', '=', menuId)
          .$if(!!opts.categoryId, (sub) => sub.where('c.id', '=', opts.categoryId!)),
      ),
    );
  if (opts.q) {
    const like = likePattern(opts.q);
    q = q.where((eb) =>
      eb.or([
        eb('d.name', 'ilike', like),
        eb('d.description', 'ilike', like),
        eb(name, 'ilike', like),
        eb(description, 'ilike', like),
      ]),
    );
  }
  if (opts.after) q = q.where(sql<boolean>`(lower(d.name), d.id) > (${opts.after[0]}, ${opts.after[1]}::uuid)`);
  return q
    .orderBy(sql`lower(d.name)`)
    .orderBy('d.id')
    .limit(opts.limit + 1);
}

/** A table by id or by its QR token, with its space. */
export function findTable(ctx: RepoContext, idOrToken: string, isId: boolean) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('dining_tables as t')
    .innerJoin('spaces as s', 's.id', 't.space_id')
    .select(['t.id', 't.name', 't.capacity', 't.is_open', 's.id as space_id', 's.name as space_name'])
    .where('t.restaurant_id', '=', restaurantId)
    .where(isId ? 't.id' : 't.qr_token', '=', idOrToken)
    .executeTakeFirst();
}

/** A menu's categories and a page of its dishes (`selectMenuItems`), read in one round trip. */
export async function menuPage(ctx: RepoContext, menuId: string, page: Parameters<typeof selectMenuItems>[2]) {
  const db = await pipelined(ctx.trx);
  return settleAll([db.rows(selectMenuCategories(ctx, menuId)), db.rows(selectMenuItems(ctx, menuId, page))] as const);
}
