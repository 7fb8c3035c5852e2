import { inventoryJobs } from '@ros/api/modules/back-office/inventory/inventory.jobs';
import { jobOf } from '../fixtures/run-job';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredUser } from '../factories';
import { ok } from '../fixtures/http';
import { setupPremiumRestaurant, setupRestaurant } from '../fixtures/restaurant';
import { startTestApp, type TestApp } from '../harness';

let app: TestApp;
let owner: RegisteredUser;
let rid: string;
let base: string;
let unit: Record<string, string>;

beforeAll(async () => {
  app = await startTestApp(process.env.DEBUG_LOG ? { LOG_LEVEL: 'warn' } : {});
  ({ owner, rid, base } = await setupPremiumRestaurant(app));
  const units = await ok(owner.api.get(`${base}/measuring-units`));
  unit = Object.fromEntries(units.data.map((u: { abbreviation: string; id: string }) => [u.abbreviation, u.id]));
});
afterAll(() => app?.close());

const db = () => app.deps.db;
const item = async (id: string) => ok(owner.api.get(`${base}/inventory-items/${id}`));
const movements = (itemId: string, kind?: string) =>
  db()
    .selectFrom('stock_movements')
    .selectAll()
    .where('restaurant_id', '=', rid)
    .where('item_id', '=', itemId)
    .$if(!!kind, (q) => q.where('kind', '=', kind!))
    .execute();
/**
 * Runs the deduction job again over every kitchen event of the restaurant, as a replay would: its
 * cursor moved back to the start, then one run (the movements are keyed by order item: nothing twice).
 */
async function rerun() {
  await db()
    .updateTable('job_cursors')
    .set({ done_seq: 0 })
    .where('restaurant_id', '=', rid)
    .where('job_name', '=', 'inventory.deduct-stock')
    .execute();
  const queue = { enqueue: async () => {} };
  await jobOf(inventoryJobs, 'inventory.deduct-stock', { db: db(), log: app.deps.log, queue }).handle(
    { windowStart: 0 },
    { jobId: 'replay', attempt: 2 },
  );
}
async function newItem(name: string, unitAbbr: string, extra: Record<string, unknown> = {}) {
  return ok(owner.api.post(`${base}/inventory-items`, { name, unitId: unit[unitAbbr], ...extra }), 201);
}
async function adjust(itemId: string, quantity: number) {
  return ok(
    owner.api.post(`${base}/inventory-items/${itemId}/movements`, {
      kind: 'count_adjustment',
      quantity,
      reason: 'opening stock',
    }),
    201,
  );
}

describe('measuring units', () => {
  it('seeds the usual units, converts through a base, and keeps a unit in use', async () => {
    expect(Object.keys(unit).sort()).toEqual(['cs24', 'dz', 'ea', 'g', 'kg', 'l', 'ml']);
    const bag = await ok(
      owner.api.post(`${base}/measuring-units`, {
        name: 'Sack',
        abbreviation: 'sack',
        baseUnitId: unit.g,
        factor: 25000,
      }),
      201,
    );
    expect(bag).toMatchObject({ baseUnit: 'g', factor: 25000, inUse: false });
    const nested = await owner.api.post(`${base}/measuring-units`, {
      name: 'Bad',
      abbreviation: 'bad',
      baseUnitId: unit.kg,
      factor: 2,
    });
    expect(nested.status).toBe(422);
    expect(nested.body.error.fields.baseUnitId).toMatch(/based on another unit/);
    expect(
      (
        await owner.api.post(`${base}/measuring-units`, {
          name: 'Kilo',
          abbreviation: 'KG',
          baseUnitId: unit.g,
          factor: 1000,
        })
      ).status,
    ).toBe(409);

    const flour = await newItem('Flour', 'kg');
    // Waste entered in grams comes off the kilogram stock.
    await adjust(flour.id, 10);
    const after = await ok(
      owner.api.post(`${base}/inventory-items/${flour.id}/movements`, {
        kind: 'waste',
        quantity: 250,
        unitId: unit.g,
        reason: 'spilled',
      }),
      201,
    );
    expect(after.onHand).toBe(9.75);
    const ml = await owner.api.post(`${base}/inventory-items/${flour.id}/movements`, {
      kind: 'waste',
      quantity: 1,
      unitId: unit.ml,
      reason: 'x',
    });
    expect(ml.status).toBe(400);
    expect(ml.body.error.message).toMatch(/ml cannot be converted to kg/);

    const del = await owner.api.delete(`${base}/measuring-units/${unit.kg}`);
    expect(del.status).toBe(422);
    expect(del.body.error.message).toMatch(/kg is used by/);
    expect((await owner.api.delete(`${base}/measuring-units/${bag.id}`)).status).toBe(204);
  });
});

describe('stock follows the kitchen', () => {
  it('200 concurrent fires sharing an ingredient deduct exactly their recipes, once each, and a void returns once', async () => {
    const beef = await newItem('Ground beef', 'kg', { reorderPoint: 5, parLevel: 60 });
    const buns = await newItem('Buns', 'ea');
    await adjust(beef.id, 100);
    await adjust(buns.id, 500);
    const burger = await ok(
      owner.api.post(`${base}/dishes`, {
        name: 'Stock burger',
        price: 1200,
        modifierGroups: [
          { name: 'Extras', minSelections: 0, maxSelections: 1, options: [{ name: 'Double', priceDelta: 400 }] },
        ],
      }),
      201,
    );
    const double = burger.modifierGroups[0].options[0].id;
    const slider = await ok(owner.api.post(`${base}/dishes`, { name: 'Stock slider', price: 700 }), 201);
    const recipe = await ok(
      owner.api.put(`${base}/dishes/${burger.id}/recipe`, {
        lines: [
          { itemId: beef.id, unitId: unit.g, quantity: 150 },
          { itemId: buns.id, unitId: unit.ea, quantity: 1 },
          { itemId: beef.id, unitId: unit.g, quantity: 150, modifierOptionId: double },
        ],
      }),
    );
    expect(recipe.lines).toHaveLength(3);
    await ok(
      owner.api.put(`${base}/dishes/${slider.id}/recipe`, {
        lines: [{ itemId: beef.id, unitId: unit.g, quantity: 60, wastePercent: 25 }],
      }),
    );
    const wrongUnit = await owner.api.put(`${base}/dishes/${slider.id}/recipe`, {
      lines: [{ itemId: beef.id, unitId: unit.ml, quantity: 60 }],
    });
    expect(wrongUnit.status).toBe(400);
    expect(wrongUnit.body.error.fields['lines.0.unitId']).toMatch(/converts to kg/);

    // 200 orders sent at once: 100 burgers (50 of them double) and 100 sliders.
    const orders = await Promise.all(
      Array.from({ length: 200 }, (_, n) => {
        const items =
          n % 2
            ? [{ dishId: slider.id, quantity: 1 }]
            : [{ dishId: burger.id, quantity: 1, modifierOptionIds: n % 4 === 0 ? [double] : [] }];
        return ok(owner.api.post(`${base}/orders`, { type: 'takeaway', items, send: true }), 201);
      }),
    );
    // 50 × 0.15 + 50 × 0.3 + 100 × 0.06 / 0.75 = 7.5 + 15 + 8 = 30.5 kg; 100 buns.
    await expect.poll(async () => (await item(beef.id)).onHand, { timeout: 60_000, interval: 250 }).toBe(69.5);
    await expect.poll(async () => (await item(buns.id)).onHand, { timeout: 30_000 }).toBe(400);
    expect(await movements(beef.id, 'sale')).toHaveLength(200);
    // Each fire told the relay it has stock to deduct and no paper (the restaurant has no printer).
    const fires = await db()
      .selectFrom('events')
      .select('payload')
      .where('restaurant_id', '=', rid)
      .where('type', '=', 'order.sent_to_kitchen')
      .execute();
    expect(fires.map((e) => e.payload)).toEqual(
      Array(200).fill(expect.objectContaining({ deductsStock: true, prints: false })),
    );

    // The same events handled again (a job retry, a relay replay): nothing more.
    await rerun();
    expect((await item(beef.id)).onHand).toBe(69.5);
    expect(await movements(beef.id, 'sale')).toHaveLength(200);

    // Voiding a fired double burger gives back 300 g and a bun, once.
    const order = await ok(owner.api.get(`${base}/orders/${orders[0].id}`));
    await ok(
      owner.api.post(`${base}/orders/${order.id}/items/${order.items[0].id}/void`, {
        version: order.version,
        reason: 'dropped',
      }),
    );
    await expect.poll(async () => (await item(beef.id)).onHand, { timeout: 20_000 }).toBe(69.8);
    await rerun();
    expect((await item(beef.id)).onHand).toBe(69.8);
    expect((await item(buns.id)).onHand).toBe(401);
    const returns = await movements(beef.id, 'void_return');
    expect(returns.map((m) => Number(m.quantity))).toEqual([0.3]);

    // The ledger is the truth: on-hand is the sum of movements.
    const sum = (await movements(beef.id)).reduce((s, m) => s + Number(m.quantity), 0);
    expect(Math.round(sum * 1000) / 1000).toBe(69.8);
    const history = await ok(owner.api.get(`${base}/inventory-items/${beef.id}/movements?perPage=5`));
    expect(history.total).toBe(202);
    expect(history.data[0]).toMatchObject({
      kind: 'void_return',
      quantity: 0.3,
      reason: expect.stringMatching(/Void on order/),
    });
  }, 180_000);
});

describe('purchasing', () => {
  it('suggests an order in packs, receives in parts and moves the weighted average cost (worked example)', async () => {
    const supplier = await ok(
      owner.api.post(`${base}/suppliers`, { name: 'Dairy Co', email: 'orders@dairy.example', paymentTermsDays: 14 }),
      201,
    );
    const butter = await newItem('Butter', 'kg', {
      parLevel: 20,
      reorderPoint: 8,
      suppliers: [{ supplierId: supplier.id, price: 4500, packSize: 5, isPreferred: true }],
    });
    // 10 kg at 8.00 (800 per kg).
    const first = await ok(
      owner.api.post(`${base}/purchases`, {
        supplierId: supplier.id,
        lines: [{ itemId: butter.id, quantity: 10, unitCost: 800 }],
      }),
      201,
    );
    expect(first).toMatchObject({ poNo: 1, status: 'draft', total: 8000 });
    expect(
      (
        await owner.api.post(`${base}/purchases/${first.id}/receive`, {
          lines: [{ lineId: first.lines[0].id, quantity: 10 }],
        })
      ).status,
    ).toBe(422);
    await ok(owner.api.post(`${base}/purchases/${first.id}/order`));
    const got = await ok(
      owner.api.post(`${base}/purchases/${first.id}/receive`, { lines: [{ lineId: first.lines[0].id, quantity: 10 }] }),
    );
    expect(got).toMatchObject({ status: 'received', receivedTotal: 8000 });
    expect(await item(butter.id)).toMatchObject({ onHand: 10, averageCost: 800, value: 8000 });

    // Use 6 kg: 4 left, under the reorder point of 8; par 20 → 16 kg → 4 packs of 5 kg.
    await ok(
      owner.api.post(`${base}/inventory-items/${butter.id}/movements`, {
        kind: 'waste',
        quantity: 6,
        reason: 'expired',
      }),
      201,
    );
    const suggestions = await ok(owner.api.get(`${base}/purchases/suggestions`));
    const line = suggestions.data.find((s: { supplierId: string }) => s.supplierId === supplier.id).lines[0];
    expect(line).toMatchObject({ itemName: 'Butter', onHand: 4, packs: 4, quantity: 20, unitCost: 900, total: 18000 });

    // Receive 5 kg at 11.00 then the other 15 at 10.00: (4 × 800 + 5 × 1100) / 9 = 966.67; (9 × 966.67 + 15 × 1000) / 24 = 987.5.
    const second = await ok(
      owner.api.post(`${base}/purchases`, {
        supplierId: supplier.id,
        lines: [{ itemId: butter.id, quantity: 20, unitCost: 900 }],
      }),
      201,
    );
    await ok(owner.api.post(`${base}/purchases/${second.id}/order`));
    const part = await ok(
      owner.api.post(`${base}/purchases/${second.id}/receive`, {
        lines: [{ lineId: second.lines[0].id, quantity: 5, unitCost: 1100 }],
      }),
    );
    expect(part).toMatchObject({ status: 'partly_received', receivedTotal: 5500 });
    expect((await item(butter.id)).averageCost).toBeCloseTo(966.6667, 3);
    const full = await ok(
      owner.api.post(`${base}/purchases/${second.id}/receive`, {
        lines: [{ lineId: second.lines[0].id, quantity: 15, unitCost: 1000 }],
      }),
    );
    expect(full).toMatchObject({ status: 'received', receivedTotal: 20500 });
    const after = await item(butter.id);
    expect(after.onHand).toBe(24);
    expect(after.averageCost).toBeCloseTo(987.5, 3);
    expect(after.value).toBe(23700);
    expect((await owner.api.post(`${base}/purchases/${second.id}/cancel`)).status).toBe(422);
    const listed = await ok(owner.api.get(`${base}/purchases?status=received&sortColumn=poNo&sort=desc`));
    expect(listed.data.map((p: { poNo: number }) => p.poNo)).toEqual([2, 1]);
    expect((await owner.api.delete(`${base}/suppliers/${supplier.id}`)).status).toBe(422);

    // The plate cost at average cost: 20 g of butter at 987.5 per kg is 19.75 → 20, 4 % of 5.00.
    const toast = await ok(owner.api.post(`${base}/dishes`, { name: 'Butter toast', price: 500 }), 201);
    const recipe = await ok(
      owner.api.put(`${base}/dishes/${toast.id}/recipe`, {
        lines: [{ itemId: butter.id, unitId: unit.g, quantity: 20 }],
      }),
    );
    expect(recipe.lines[0]).toMatchObject({ itemName: 'Butter', unit: 'g', quantity: 20, cost: 20 });
    expect(recipe.variants[0]).toMatchObject({ price: 500, plateCost: 20, foodCostPercent: 4 });
  });
});

describe('stock counts', () => {
  it('posts adjustments to what was counted and shows the variance in units and money', async () => {
    const group = await ok(owner.api.post(`${base}/inventory-groups`, { name: 'Counted shelf' }), 201);
    const rice = await newItem('Rice', 'kg', { groupId: group.id });
    const oil = await newItem('Oil', 'l', { groupId: group.id });
    const supplier = await ok(owner.api.post(`${base}/suppliers`, { name: 'Dry Goods Ltd' }), 201);
    const po = await ok(
      owner.api.post(`${base}/purchases`, {
        supplierId: supplier.id,
        lines: [
          { itemId: rice.id, quantity: 20, unitCost: 300 },
          { itemId: oil.id, quantity: 10, unitCost: 500 },
        ],
      }),
      201,
    );
    await ok(owner.api.post(`${base}/purchases/${po.id}/order`));
    await ok(
      owner.api.post(`${base}/purchases/${po.id}/receive`, {
        lines: po.lines.map((l: { id: string; quantity: number }) => ({ lineId: l.id, quantity: l.quantity })),
      }),
    );

    const count = await ok(owner.api.post(`${base}/stock-counts`, { groupId: group.id }), 201);
    expect(count.lines.map((l: { itemName: string; expected: number }) => [l.itemName, l.expected])).toEqual([
      ['Oil', 10],
      ['Rice', 20],
    ]);
    const entered = await ok(
      owner.api.put(`${base}/stock-counts/${count.id}/lines`, {
        lines: [
          { itemId: rice.id, counted: 18.5 },
          { itemId: oil.id, counted: 11 },
        ],
      }),
    );
    expect(entered.varianceValue).toBe(-1.5 * 300 + 500);
    const posted = await ok(owner.api.post(`${base}/stock-counts/${count.id}/post`));
    expect(posted.status).toBe('posted');
    expect(posted.lines.find((l: { itemId: string }) => l.itemId === rice.id)).toMatchObject({
      expected: 20,
      counted: 18.5,
      variance: -1.5,
      varianceValue: -450,
    });
    expect((await item(rice.id)).onHand).toBe(18.5);
    expect((await item(oil.id)).onHand).toBe(11);
    expect((await movements(rice.id, 'count_adjustment')).map((m) => Number(m.quantity))).toEqual([-1.5]);
    expect((await owner.api.post(`${base}/stock-counts/${count.id}/post`)).status).toBe(422);
    const low = await ok(owner.api.get(`${base}/inventory-items?groupId=${group.id}&sortColumn=onHand`));
    expect(low.data.map((i: { name: string }) => i.name)).toEqual(['Oil', 'Rice']);

    // Between this count and the next: 10 kg in, 0.5 kg wasted, 5 plates of 200 g sold, 0.3 kg unexplained.
    const po2 = await ok(
      owner.api.post(`${base}/purchases`, {
        supplierId: supplier.id,
        lines: [{ itemId: rice.id, quantity: 10, unitCost: 300 }],
      }),
      201,
    );
    await ok(owner.api.post(`${base}/purchases/${po2.id}/order`));
    await ok(
      owner.api.post(`${base}/purchases/${po2.id}/receive`, { lines: [{ lineId: po2.lines[0].id, quantity: 10 }] }),
    );
    await ok(
      owner.api.post(`${base}/inventory-items/${rice.id}/movements`, {
        kind: 'waste',
        quantity: 500,
        unitId: unit.g,
        reason: 'burnt',
      }),
      201,
    );
    const risotto = await ok(owner.api.post(`${base}/dishes`, { name: 'Risotto', price: 1400 }), 201);
    await ok(
      owner.api.put(`${base}/dishes/${risotto.id}/recipe`, {
        lines: [{ itemId: rice.id, unitId: unit.g, quantity: 200 }],
      }),
    );
    await ok(
      owner.api.post(`${base}/orders`, { type: 'takeaway', items: [{ dishId: risotto.id, quantity: 5 }], send: true }),
      201,
    );
    await expect.poll(async () => (await item(rice.id)).onHand, { timeout: 20_000 }).toBe(27);
    const closing = await ok(owner.api.post(`${base}/stock-counts`, { groupId: group.id }), 201);
    await ok(
      owner.api.put(`${base}/stock-counts/${closing.id}/lines`, {
        lines: [
          { itemId: rice.id, counted: 26.7 },
          { itemId: oil.id, counted: 11 },
        ],
      }),
    );
    await ok(owner.api.post(`${base}/stock-counts/${closing.id}/post`));
    const usage = await ok(
      owner.api.get(`${base}/inventory-reports/usage?fromCountId=${count.id}&toCountId=${closing.id}`),
    );
    expect(usage.items.find((i: { itemId: string }) => i.itemId === rice.id)).toMatchObject({
      theoretical: 1,
      waste: 0.5,
      actual: 1.8,
      variance: 0.8,
      varianceValue: 240,
    });
    expect(
      (await owner.api.get(`${base}/inventory-reports/usage?fromCountId=${closing.id}&toCountId=${count.id}`)).status,
    ).toBe(400);

    const value = await ok(owner.api.get(`${base}/inventory-reports/stock-value`));
    expect(value.groups.find((g: { groupId: string }) => g.groupId === group.id)).toMatchObject({
      name: 'Counted shelf',
      items: 2,
      value: Math.round(26.7 * 300) + 11 * 500,
    });
    const today = new Date().toISOString().slice(0, 10);
    const bought = await ok(owner.api.get(`${base}/inventory-reports/purchases?from=${today}&to=${today}`));
    expect(bought.suppliers.find((s: { supplierId: string }) => s.supplierId === supplier.id)).toMatchObject({
      name: 'Dry Goods Ltd',
      orders: 2,
      value: 20 * 300 + 10 * 500 + 10 * 300,
    });
  });
});

describe('inventory belongs to its restaurant and its plan', () => {
  it("another restaurant's items are 404 and its units cannot be used; Basic gets plan_required", async () => {
    const mine = await newItem('Secret sauce', 'ml');
    const other = await setupPremiumRestaurant(app);
    expect((await other.owner.api.get(`${other.base}/inventory-items/${mine.id}`)).status).toBe(404);
    expect((await other.owner.api.patch(`${other.base}/inventory-items/${mine.id}`, { name: 'x' })).status).toBe(404);
    expect((await other.owner.api.get(`${other.base}/inventory-items/${mine.id}/movements`)).status).toBe(404);
    expect(
      (
        await other.owner.api.post(`${other.base}/inventory-items/${mine.id}/movements`, {
          kind: 'waste',
          quantity: 1,
          reason: 'x',
        })
      ).status,
    ).toBe(404);
    const borrowed = await other.owner.api.post(`${other.base}/inventory-items`, { name: 'Borrowed', unitId: unit.g });
    expect(borrowed.status).toBe(400);
    expect(borrowed.body.error.fields.unitId).toBe('Unknown measuring unit.');
    const otherDish = await ok(other.owner.api.post(`${other.base}/dishes`, { name: 'Theirs', price: 100 }), 201);
    expect(
      (
        await other.owner.api.put(`${other.base}/dishes/${otherDish.id}/recipe`, {
          lines: [{ itemId: mine.id, unitId: unit.ml, quantity: 1 }],
        })
      ).status,
    ).toBe(400);
    expect((await other.owner.api.get(`${other.base}/stock-movements`)).body.total).toBe(0);

    const basic = await setupRestaurant(app);
    // Basic reads what a lapsed subscription kept, and changes nothing.
    expect((await basic.owner.api.get(`${basic.base}/inventory-items`)).status).toBe(200);
    const refused = await basic.owner.api.post(`${basic.base}/inventory-items`, { name: 'Flour', unitId: unit.g });
    expect(refused.status).toBe(402);
    expect(refused.body.error.code).toBe('plan_required');
    expect((await basic.owner.api.post(`${basic.base}/measuring-units`, { name: 'x', abbreviation: 'x' })).status).toBe(
      402,
    );
  });
});

describe('CSV import', () => {
  it('refuses rows naming the same item twice, naming the rows, and leaves the stock as it was', async () => {
    const salt = await newItem('Sea salt', 'kg');
    await adjust(salt.id, 10);
    const rows = [
      { name: 'Sea salt', unit: 'kg', onHand: 10 },
      { name: 'Pepper', unit: 'kg', onHand: 2 },
      { name: 'sea salt ', unit: 'kg', onHand: 99 },
    ];
    const res = await owner.api.post(`${base}/inventory-items/import`, { rows });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      'rows.2.name': 'Rows 1 and 3 are the same item (Sea salt): keep one row per item.',
    });
    expect((await item(salt.id)).onHand).toBe(10);
    expect((await movements(salt.id)).length).toBe(1);
    expect((await ok(owner.api.get(`${base}/inventory-items?q=Pepper`))).data).toEqual([]);

    const imported = await ok(owner.api.post(`${base}/inventory-items/import`, { rows: rows.slice(0, 2) }));
    expect(imported).toEqual({ created: 1, updated: 1 });
    expect((await item(salt.id)).onHand).toBe(10);
  });
});
