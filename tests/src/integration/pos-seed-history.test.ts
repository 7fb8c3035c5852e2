import { withTenant, writeHistory } from '@ros/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoRestaurant, signInDemoOwner } from '../fixtures/demo';
import { startTestApp, type TestApp } from '../harness';

type GuestItem = {
  id: string;
  name: string;
  variants: { id: string; isAvailable: boolean }[];
  modifierGroups: { minSelections: number; options: { id: string }[] }[];
};

let app: TestApp;
beforeAll(async () => {
  // Its own database: the history tops the demo menu up to 60 dishes, which other files would see.
  app = await startTestApp({}, { ownDatabase: true });
});
afterAll(() => app?.close());

/** Every dish of the restaurant's active menu as a guest sees it, page by page. */
async function guestMenu(restaurantId: string): Promise<GuestItem[]> {
  const items: GuestItem[] = [];
  let cursor: string | null = null;
  do {
    const page: { status: number; body: { items: GuestItem[]; nextCursor: string | null } } = await app.api.get(
      `/api/public/restaurants/${restaurantId}/menu?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(page.status).toBe(200);
    items.push(...page.body.items);
    cursor = page.body.nextCursor;
  } while (cursor);
  return items;
}

describe('demo seed: history', () => {
  it('sells every dish of the menu it tops up: each can be ordered at the POS and none shows sold out to guests', async () => {
    const restaurantId = await seedDemoRestaurant(app);
    const sales = await writeHistory(app.deps.db, restaurantId, { days: 2 });
    expect(sales).toBeGreaterThan(0);

    const menu = await guestMenu(restaurantId);
    expect(menu).toHaveLength(60);
    const soldOut = menu.filter((d) => !d.variants.some((v) => v.isAvailable)).map((d) => d.name);
    expect(soldOut).toEqual([]);

    const owner = await signInDemoOwner(app);
    const items = menu.map((d) => ({
      dishId: d.id,
      quantity: 1,
      modifierOptionIds: d.modifierGroups
        .filter((g) => g.minSelections > 0)
        .flatMap((g) => g.options.slice(0, g.minSelections).map((o) => o.id)),
    }));
    const order = await owner.post(`/api/restaurants/${restaurantId}/orders`, { type: 'takeaway', items });
    expect(order.body.error).toBeUndefined();
    expect(order.status).toBe(201);
    expect(order.body.items).toHaveLength(60);
  });

  it('gives the generated dishes recipes from the demo stock', async () => {
    const restaurantId = await seedDemoRestaurant(app);
    const owner = await signInDemoOwner(app);
    const dish = (await owner.get(`/api/restaurants/${restaurantId}/dishes?q=veggie%20burger`)).body.data[0];
    const recipe = await withTenant(app.deps.db, restaurantId, (trx) =>
      trx
        .selectFrom('recipe_lines as r')
        .innerJoin('inventory_items as i', 'i.id', 'r.item_id')
        .select('i.name')
        .where('r.dish_id', '=', dish.id)
        .orderBy('i.name')
        .execute(),
    );
    expect(recipe.map((r) => r.name)).toEqual(['Brioche bun', 'Cheddar']);
  });
});
