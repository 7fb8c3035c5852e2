import type { PublicMenuSummary } from '@ros/shared-events';
import type { TenantTx } from '@ros/db';
import type { OpenContext } from '../../../kernel/account';
import { AppError, invalidInput } from '../../../kernel/errors';
import { isUuid } from '../../../kernel/tenant';
import { variantDto, type StoredGroup, type StoredVariant } from '../dishes';
import { fromBp } from '../../../kernel/basis-points';
import * as repo from './public-menu.repo';
import { ZCursor, type PublicMenuQuery } from '@ros/shared-events';

/** The one message guests see for any wrong restaurant or table (the real product's). */
export const INVALID_IDS = 'Invalid restaurant id or table id';
const invalidIds = () => new AppError('not_found', INVALID_IDS);

/** Runs a public read under the restaurant's RLS scope (the route has checked the id is a uuid). */
function inRestaurant<T>(ctx: OpenContext, restaurantId: string, fn: (trx: TenantTx) => Promise<T>): Promise<T> {
  return ctx.transaction(({ trx }) => fn(trx), { restaurantId });
}

const menuDto = (m: NonNullable<Awaited<ReturnType<typeof repo.findActiveMenu>>>): PublicMenuSummary => ({
  id: m.id,
  name: m.name,
  color: m.color,
  description: m.description,
  discount: { amount: m.discount_amount, percent: fromBp(m.discount_bp) },
});

export function getProfile(ctx: OpenContext, restaurantId: string) {
  return inRestaurant(ctx, restaurantId, async (trx) => {
    const r = await repo.findRestaurant({ trx, restaurantId });
    if (!r) throw invalidIds();
    const menu = await repo.findActiveMenu({ trx, restaurantId });
    return {
      id: r.id,
      name: r.name,
      type: r.type,
      address: r.address,
      contact: r.contact,
      email: r.email,
      coverImageUrl: r.cover_image_url,
      isActive: r.is_active,
      currency: r.currency,
      confirmOrders: r.confirm_orders,
      activeMenu: menu ? menuDto(menu) : null,
    };
  });
}

function decodeCursor(cursor: string | undefined): [string, string] | undefined {
  if (!cursor) return undefined;
  try {
    return ZCursor.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw invalidInput('cursor', 'Invalid cursor');
  }
}
const encodeCursor = (name: string, id: string) => Buffer.from(JSON.stringify([name, id])).toString('base64url');

/** The active menu as guests see it: categories and the dishes they can order, a page at a time (both read in one round trip). */
export function getMenu(ctx: OpenContext, restaurantId: string, query: PublicMenuQuery) {
  const after = decodeCursor(query.cursor);
  return inRestaurant(ctx, restaurantId, async (trx) => {
    if (!(await repo.findRestaurant({ trx, restaurantId }))) throw invalidIds();
    const menu = await repo.findActiveMenu({ trx, restaurantId });
    if (!menu) return { menu: null, categories: [], items: [], nextCursor: null };
    const [categories, rows] = await repo.menuPage({ trx, restaurantId }, menu.id, {
      q: query.q,
      categoryId: query.categoryId,
      after,
      limit: query.limit,
      lang: query.lang,
    });
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      menu: menuDto(menu),
      categories: categories.map((c) => ({
        id: c.id,
        name: c.name,
        description: c.description,
        coverImageUrl: c.cover_image_url,
        itemCount: Number(c.item_count),
      })),
      items: page.map((d) => ({
        id: d.id,
        displayId: d.display_id,
        name: d.name,
        description: d.description,
        images: d.images as string[],
        categoryIds: d.category_ids ?? [],
        variants: (d.variants as unknown as StoredVariant[]).map((v) => {
          const { countdown: _hidden, ...visible } = variantDto(v);
          return visible;
        }),
        modifierGroups: (d.modifier_groups as unknown as StoredGroup[]).map((g) => ({
          id: g.id,
          name: g.name,
          minSelections: g.minSelections,
          maxSelections: g.maxSelections,
          options: g.options.map((o) => ({
            id: o.id,
            name: o.name,
            priceDelta: o.priceDelta,
            isAvailable: o.isAvailable,
          })),
        })),
        price: d.price,
        preparationMinutes: d.preparation_minutes,
        allergens: d.allergens as string[],
        dietaryTags: d.dietary_tags as string[],
      })),
      nextCursor: rows.length > query.limit && last ? encodeCursor(last.sort_name, last.id) : null,
    };
  });
}

/** The table a guest scanned (by id or QR token) and its space. */
export function getTable(ctx: OpenContext, restaurantId: string, idOrToken: string) {
  return inRestaurant(ctx, restaurantId, async (trx) => {
    if (!idOrToken || idOrToken.length > 200) throw invalidIds();
    const t = await repo.findTable({ trx, restaurantId }, idOrToken, isUuid(idOrToken));
    if (!t) throw invalidIds();
    return {
      id: t.id,
      name: t.name,
      capacity: t.capacity,
      isOpen: t.is_open,
      space: { id: t.space_id, name: t.space_name },
    };
  });
}
