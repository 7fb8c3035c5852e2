import { runCommand } from '@ros/db';
import { assertSellable } from '@ros/api/modules/menu/dishes/sellable.service';
import { AppError } from '@ros/api/kernel/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, inviteAndJoin, registerUser, type RegisteredUser } from '../factories';
import { setupRestaurant } from '../fixtures/restaurant';
import { startTestApp, type TestApp } from '../harness';

let app: TestApp;
let owner: RegisteredUser;
let rid: string;
let base: string;

beforeAll(async () => {
  app = await startTestApp();
  ({ owner, rid, base } = await setupRestaurant(app));
  // Several menus below: the plan-limit test has its own Basic restaurant.
  await app.deps.db.updateTable('restaurants').set({ plan: 'premium' }).where('id', '=', rid).execute();
});
afterAll(() => app?.close());

async function makeMenu(name: string, body: Record<string, unknown> = {}) {
  const res = await owner.api.post(`${base}/menus`, { name, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function makeDish(body: Record<string, unknown>) {
  const res = await owner.api.post(`${base}/dishes`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function eventsOfType(type: string) {
  const rows = await app.deps.db
    .selectFrom('events')
    .select(['type', 'payload'])
    .where('restaurant_id', '=', rid)
    .where('type', '=', type)
    .orderBy('seq')
    .execute();
  return rows.map(
    (r) => (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as Record<string, unknown>,
  );
}

/** Sells lines as an order command would: in a command whose sold-out events go to the outbox. */
async function sell(lines: Parameters<typeof assertSellable>[1]) {
  const { result } = await runCommand(app.deps.db, { actor: null, restaurantId: rid }, ({ trx, emitIn }) =>
    assertSellable({ trx, restaurantId: rid }, lines, (type, payload) => emitIn(rid, type, payload)),
  );
  return result;
}

describe('menus, categories, stations and dishes', () => {
  it('refuses a menu without a name with a field message', async () => {
    const res = await owner.api.post(`${base}/menus`, { color: '#fff' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_input');
    expect(res.body.error.fields.name).toBe('Menu name is required.');
  });

  it('keeps one active menu and lists categories in drag order', async () => {
    const main = await makeMenu('Main menu', { isActive: true, discount: { percent: 12.5 } });
    expect(main.isActive).toBe(true);
    expect(main.discount).toEqual({ amount: 0, percent: 12.5 });
    const brunch = await makeMenu('Brunch');
    const activated = await owner.api.post(`${base}/menus/${brunch.id}/activate`);
    expect(activated.body.isActive).toBe(true);
    const list = await owner.api.get(`${base}/menus?sortColumn=name`);
    expect(list.body.total).toBe(2);
    expect(list.body.data.filter((m: { isActive: boolean }) => m.isActive).map((m: { id: string }) => m.id)).toEqual([
      brunch.id,
    ]);
    expect((await eventsOfType('menu.activated')).at(-1)).toMatchObject({ menuId: brunch.id, previousMenuId: main.id });

    const names = ['Starters', 'Mains', 'Desserts'];
    const cats = [];
    for (const name of names) {
      const res = await owner.api.post(`${base}/categories`, { menuId: main.id, name });
      expect(res.status).toBe(201);
      cats.push(res.body);
    }
    const order = [cats[2].id, cats[0].id, cats[1].id];
    const reordered = await owner.api.put(`${base}/menus/${main.id}/categories/order`, { categoryIds: order });
    expect(reordered.status).toBe(200);
    const detail = await owner.api.get(`${base}/menus/${main.id}`);
    expect(detail.body.categories.map((c: { id: string }) => c.id)).toEqual(order);
    const partial = await owner.api.put(`${base}/menus/${main.id}/categories/order`, { categoryIds: [cats[0].id] });
    expect(partial.status).toBe(400);
  });

  it('round-trips a dish with variants and modifier groups, and routes it to a station', async () => {
    const grill = (await owner.api.post(`${base}/stations`, { name: 'Grill' })).body;
    const bar = (await owner.api.post(`${base}/stations`, { name: 'Bar' })).body;
    expect(grill.isDefault).toBe(true);
    expect(bar.isDefault).toBe(false);
    const menu = await makeMenu('Evening');
    const drinks = (await owner.api.post(`${base}/categories`, { menuId: menu.id, name: 'Drinks', stationId: bar.id }))
      .body;
    const body = {
      name: 'Burger',
      displayId: 'B-1',
      description: 'Beef',
      images: ['/uploads/x.webp'],
      categoryIds: [drinks.id],
      variants: [
        { id: 'single', name: 'Single', price: 1200, discount: { amount: 100, percent: 0 } },
        { id: 'double', name: 'Double', price: 1650, isDefault: true },
      ],
      modifierGroups: [
        {
          id: 'extras',
          name: 'Extras',
          minSelections: 0,
          maxSelections: 2,
          options: [
            { id: 'cheese', name: 'Cheese', priceDelta: 150 },
            { id: 'bacon', name: 'Bacon', priceDelta: 200 },
          ],
        },
      ],
      preparationMinutes: 12,
      allergens: ['gluten'],
      dietaryTags: ['halal'],
    };
    const dish = await makeDish(body);
    const got = (await owner.api.get(`${base}/dishes/${dish.id}`)).body;
    expect(got).toMatchObject({
      name: 'Burger',
      displayId: 'B-1',
      price: 1650,
      categoryIds: [drinks.id],
      menuIds: [menu.id],
      preparationMinutes: 12,
      allergens: ['gluten'],
      dietaryTags: ['halal'],
      images: ['/uploads/x.webp'],
      effectiveStationId: bar.id,
      isAvailable: true,
    });
    expect(got.variants).toEqual([
      {
        id: 'single',
        name: 'Single',
        price: 1200,
        isDefault: false,
        discount: { amount: 100, percent: 0 },
        isAvailable: true,
        countdown: null,
      },
      {
        id: 'double',
        name: 'Double',
        price: 1650,
        isDefault: true,
        discount: { amount: 0, percent: 0 },
        isAvailable: true,
        countdown: null,
      },
    ]);
    expect(got.modifierGroups[0]).toMatchObject({ id: 'extras', minSelections: 0, maxSelections: 2 });
    expect(got.modifierGroups[0].options.map((o: { id: string; priceDelta: number }) => [o.id, o.priceDelta])).toEqual([
      ['cheese', 150],
      ['bacon', 200],
    ]);

    // The dish override wins over the category; without either, the default station.
    const patched = await owner.api.patch(`${base}/dishes/${dish.id}`, { stationId: grill.id, version: got.version });
    expect(patched.body.effectiveStationId).toBe(grill.id);
    const plain = await makeDish({ name: 'Water', price: 200 });
    expect(plain.effectiveStationId).toBe(grill.id);
    expect(plain.variants).toHaveLength(1);

    const filtered = await owner.api.get(`${base}/dishes?menuId=${menu.id}`);
    expect(filtered.body.data.map((d: { id: string }) => d.id)).toEqual([dish.id]);
    const byCategory = await owner.api.get(`${base}/dishes?categoryId=${drinks.id}&q=burg`);
    expect(byCategory.body.total).toBe(1);
    const stale = await owner.api.patch(`${base}/dishes/${dish.id}`, { name: 'Old', version: got.version });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('stale_version');
  });

  it('reports invalid dish fields by path', async () => {
    const res = await owner.api.post(`${base}/dishes`, {
      name: '',
      variants: [{ name: 'Small', price: 12.5 }],
      modifierGroups: [{ name: 'Sauce', minSelections: 2, maxSelections: 1, options: [{ name: 'Mayo' }] }],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({
      name: 'Dish name is required.',
      'variants.0.price': 'Use minor units (whole cents)',
      'modifierGroups.0.minSelections': 'Minimum selections cannot exceed the maximum.',
    });
    const noPrice = await owner.api.post(`${base}/dishes`, { name: 'Soup' });
    expect(noPrice.body.error.fields.price).toBe('Price is required.');
  });

  it("refuses to sell an 86'd dish, variant or option, from the POS too", async () => {
    const waiter = await inviteAndJoin(app, owner.api, rid, 'waiter');
    const dish = await makeDish({
      name: 'Fries',
      variants: [
        { id: 'small', name: 'Small', price: 300 },
        { id: 'large', name: 'Large', price: 450 },
      ],
      modifierGroups: [
        {
          id: 'dip',
          name: 'Dip',
          minSelections: 1,
          maxSelections: 1,
          options: [
            { id: 'ketchup', name: 'Ketchup' },
            { id: 'aioli', name: 'Aioli', priceDelta: 50 },
          ],
        },
      ],
    });
    const priced = await sell([{ dishId: dish.id, variantId: 'large', modifierOptionIds: ['aioli'], quantity: 2 }]);
    expect(priced[0]).toMatchObject({ unitPrice: 500, variantName: 'Large', quantity: 2 });
    // The dip group needs exactly one choice; nothing to sell is fine.
    await expect(sell([{ dishId: dish.id, quantity: 1 }])).rejects.toMatchObject({ code: 'invalid_input' });
    await expect(sell([])).resolves.toEqual([]);

    // A waiter 86s the aioli from the POS; a waiter cannot edit the dish itself.
    expect((await waiter.api.patch(`${base}/dishes/${dish.id}`, { name: 'Chips' })).status).toBe(403);
    const off = await waiter.api.put(`${base}/dishes/${dish.id}/availability`, {
      optionId: 'aioli',
      isAvailable: false,
    });
    expect(off.status).toBe(200);
    const err = await sell([{ dishId: dish.id, modifierOptionIds: ['aioli'], quantity: 1 }]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: 'item_unavailable', status: 422 });
    await expect(sell([{ dishId: dish.id, modifierOptionIds: ['ketchup'], quantity: 1 }])).resolves.toHaveLength(1);

    await owner.api.put(`${base}/dishes/${dish.id}/availability`, { variantId: 'small', isAvailable: false });
    await expect(
      sell([{ dishId: dish.id, variantId: 'small', modifierOptionIds: ['ketchup'], quantity: 1 }]),
    ).rejects.toMatchObject({ code: 'item_unavailable' });
    await owner.api.put(`${base}/dishes/${dish.id}/availability`, { isAvailable: false });
    await expect(
      sell([{ dishId: dish.id, variantId: 'large', modifierOptionIds: ['ketchup'], quantity: 1 }]),
    ).rejects.toMatchObject({ code: 'item_unavailable' });
    expect((await eventsOfType('dish.availability_changed')).filter((e) => e.dishId === dish.id)).toHaveLength(3);

    const unavailable = await owner.api.get(`${base}/dishes?available=false`);
    expect(unavailable.body.data.map((d: { id: string }) => d.id)).toContain(dish.id);
  });

  it('counts down "only N left" and 86s the dish at zero with an event', async () => {
    const dish = await makeDish({ name: 'Lava cake', price: 700, countdown: 3 });
    await sell([{ dishId: dish.id, quantity: 2 }]);
    expect((await owner.api.get(`${base}/dishes/${dish.id}`)).body).toMatchObject({ countdown: 1, isAvailable: true });
    await expect(sell([{ dishId: dish.id, quantity: 2 }])).rejects.toMatchObject({
      code: 'item_unavailable',
      message: 'Only 1 Lava cake left.',
    });
    await sell([{ dishId: dish.id, quantity: 1 }]);
    expect((await owner.api.get(`${base}/dishes/${dish.id}`)).body).toMatchObject({ countdown: 0, isAvailable: false });
    expect((await eventsOfType('dish.availability_changed')).filter((e) => e.dishId === dish.id)).toEqual([
      expect.objectContaining({ isAvailable: false, countdown: 0, reason: 'sold_out', variantId: null }),
    ]);
    await expect(sell([{ dishId: dish.id, quantity: 1 }])).rejects.toMatchObject({ code: 'item_unavailable' });
    // Back in stock: counting stops unless a new count is set.
    const back = await owner.api.put(`${base}/dishes/${dish.id}/availability`, { isAvailable: true });
    expect(back.body).toMatchObject({ isAvailable: true, countdown: null });
    await expect(sell([{ dishId: dish.id, quantity: 5 }])).resolves.toHaveLength(1);
    const recount = await owner.api.put(`${base}/dishes/${dish.id}/availability`, { isAvailable: true, countdown: 2 });
    expect(recount.body).toMatchObject({ isAvailable: true, countdown: 2 });

    const wine = await makeDish({
      name: 'Wine',
      variants: [
        { id: 'glass', name: 'Glass', price: 600 },
        { id: 'bottle', name: 'Bottle', price: 2400, countdown: 1 },
      ],
    });
    await sell([{ dishId: wine.id, variantId: 'bottle', quantity: 1 }]);
    const after = (await owner.api.get(`${base}/dishes/${wine.id}`)).body;
    expect(after.isAvailable).toBe(true);
    expect(after.variants.find((v: { id: string }) => v.id === 'bottle')).toMatchObject({
      isAvailable: false,
      countdown: 0,
    });
  });

  it("answers 404 for another restaurant's dish and refuses to sell it", async () => {
    const dish = await makeDish({ name: 'Secret', price: 100 });
    const stranger = await registerUser(app.api);
    const other = await createRestaurant(stranger.api);
    expect((await stranger.api.get(`/api/restaurants/${other.id}/dishes/${dish.id}`)).status).toBe(404);
    expect((await stranger.api.get(`${base}/dishes/${dish.id}`)).status).toBe(404);
    expect(
      (await stranger.api.put(`/api/restaurants/${other.id}/dishes/${dish.id}/availability`, { isAvailable: false }))
        .status,
    ).toBe(404);
    const sellElsewhere = runCommand(app.deps.db, { actor: null, restaurantId: other.id }, ({ trx, emitIn }) =>
      assertSellable({ trx, restaurantId: other.id }, [{ dishId: dish.id, quantity: 1 }], (type, payload) =>
        emitIn(other.id, type, payload),
      ),
    );
    await expect(sellElsewhere).rejects.toMatchObject({ code: 'not_found' });
  });

  it('refuses a third menu on Basic with plan_required and allows it on Premium', async () => {
    const owner2 = await registerUser(app.api);
    const r2 = await createRestaurant(owner2.api);
    const url = `/api/restaurants/${r2.id}/menus`;
    expect((await owner2.api.post(url, { name: 'One' })).status).toBe(201);
    expect((await owner2.api.post(url, { name: 'Two' })).status).toBe(201);
    const third = await owner2.api.post(url, { name: 'Three' });
    expect(third.status).toBe(402);
    expect(third.body.error).toMatchObject({ code: 'plan_required', feature: 'unlimitedMenus' });
    await app.deps.db.updateTable('restaurants').set({ plan: 'premium' }).where('id', '=', r2.id).execute();
    expect((await owner2.api.post(url, { name: 'Three' })).status).toBe(201);
    expect((await owner2.api.get(url)).body.total).toBe(3);
  });
});
