import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDish } from '../fixtures/catalogue';
import { ok } from '../fixtures/http';
import { setupPremiumRestaurant, type RestaurantSetup } from '../fixtures/restaurant';
import { startTestApp, unique, type TestApp } from '../harness';

/**
 * Issue 11, numbers past the columns: money is bigint minor units and every amount a request
 * carries is bounded (at most 10^10, whole), so an amount past 2^31 is stored exactly, an amount
 * past the bound is a 400 naming its field with nothing written, and a computed total past what
 * the app can hold is refused rather than overflowing.
 */

const MAX_MONEY = 100_000_000_00;
const OVER_INT32 = 2 ** 31; // 2,147,483,648: one more than a 32-bit column holds

let app: TestApp;
let r: RestaurantSetup;

beforeAll(async () => {
  app = await startTestApp();
  r = await setupPremiumRestaurant(app);
});
afterAll(() => app?.close());

/** Expects a 400 naming `field`. */
function expectFieldError(res: { status: number; body: any }, field: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.error.code).toBe('invalid_input');
  expect(res.body.error.fields).toHaveProperty(field);
}

describe('money and quantities past 32 bits', () => {
  it('stores a dish price above 2^31 exactly and refuses one above the bound', async () => {
    const { owner, base } = r;
    const id = await addDish(owner.api, base, { name: unique('Caviar '), price: OVER_INT32 });
    expect((await ok(owner.api.get(`${base}/dishes/${id}`))).price).toBe(OVER_INT32);
    const row = await app.deps.db.selectFrom('dishes').select('price').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.price).toBe(OVER_INT32);

    const name = unique('Gold ');
    expectFieldError(await owner.api.post(`${base}/dishes`, { name, price: MAX_MONEY + 1 }), 'price');
    expectFieldError(
      await owner.api.post(`${base}/dishes`, { name, variants: [{ name: 'Big', price: 2 ** 53 }] }),
      'variants.0.price',
    );
    const cents = await owner.api.post(`${base}/dishes`, { name, price: 12.5 });
    expect(cents.body.error.fields.price).toBe('Use minor units (whole cents)');
    expect((await ok(owner.api.get(`${base}/dishes?q=${encodeURIComponent(name)}`))).total).toBe(0);
  });

  it('bounds delivery fees, drawer floats and movements, and quantities', async () => {
    const { owner, base } = r;
    const zone = await ok(
      owner.api.post(`${base}/delivery-zones`, { name: unique('Far '), fee: OVER_INT32, minimumOrder: OVER_INT32 }),
      201,
    );
    expect(zone).toMatchObject({ fee: OVER_INT32, minimumOrder: OVER_INT32 });
    expectFieldError(
      await owner.api.post(`${base}/delivery-zones`, { name: unique('Farther '), fee: MAX_MONEY + 1 }),
      'fee',
    );

    expectFieldError(
      await owner.api.post(`${base}/cash-drawer/sessions`, { name: 'Huge', openingFloat: MAX_MONEY + 1 }),
      'openingFloat',
    );
    const session = await ok(
      owner.api.post(`${base}/cash-drawer/sessions`, { name: unique('Side'), openingFloat: OVER_INT32 }),
      201,
    );
    expectFieldError(
      await owner.api.post(`${base}/cash-drawer/sessions/${session.id}/movements`, {
        kind: 'pay_in',
        amount: MAX_MONEY + 1,
        reason: 'x',
      }),
      'amount',
    );
    const paidIn = await ok(
      owner.api.post(`${base}/cash-drawer/sessions/${session.id}/movements`, {
        kind: 'pay_in',
        amount: OVER_INT32,
        reason: 'bank',
      }),
      201,
    );
    expect(paidIn).toMatchObject({ payIns: OVER_INT32, expected: 2 * OVER_INT32 });

    const dishId = await addDish(owner.api, base, { name: unique('Tea '), price: 100 });
    expectFieldError(
      await owner.api.post(`${base}/orders`, { type: 'takeaway', items: [{ dishId, quantity: 10_000 }] }),
      'items.0.quantity',
    );
    const order = await ok(
      owner.api.post(`${base}/orders`, { type: 'takeaway', items: [{ dishId, quantity: 9999 }] }),
      201,
    );
    expect(order.totals.subtotal).toBe(999_900);
  });

  it('bills and takes a tip that pushes the grand total past 2^31, exactly, and refuses a tip past the bound', async () => {
    const { owner, base, rid } = await setupPremiumRestaurant(app);
    await ok(owner.api.post(`${base}/cash-drawer/sessions`, { openingFloat: OVER_INT32 }), 201);
    const dishId = await addDish(owner.api, base, { name: unique('Soup '), price: 1500 });
    const order = await ok(
      owner.api.post(`${base}/orders`, { type: 'takeaway', items: [{ dishId, quantity: 1 }] }),
      201,
    );
    const bill = await ok(owner.api.post(`${base}/orders/${order.id}/bill`, {}), 201);

    const tooBig = await owner.api.patch(`${base}/bills/${bill.id}`, { version: bill.version, tip: MAX_MONEY + 1 });
    expectFieldError(tooBig, 'tip');
    expectFieldError(await owner.api.patch(`${base}/bills/${bill.id}`, { version: OVER_INT32, tip: 1 }), 'version');

    const tipped = await ok(owner.api.patch(`${base}/bills/${bill.id}`, { version: bill.version, tip: OVER_INT32 }));
    expect(tipped.totals).toMatchObject({ subtotal: 1500, tip: OVER_INT32, grandTotal: OVER_INT32 + 1500 });
    const row = await app.deps.db
      .selectFrom('bills')
      .select(['tip', 'grand_total'])
      .where('id', '=', bill.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ tip: OVER_INT32, grand_total: OVER_INT32 + 1500 });

    // Paid in cash: the drawer's sums (numeric in SQL) come back as exact numbers.
    const paid = await ok(
      owner.api.post(`${base}/bills/${bill.id}/payments`, { method: 'cash', amount: OVER_INT32 + 1500 }),
      201,
    );
    expect(paid.payment.amount).toBe(OVER_INT32 + 1500);
    const drawer = await ok(owner.api.get(`${base}/cash-drawer/sessions/${paid.payment.drawerSessionId}`));
    expect(drawer).toMatchObject({
      openingFloat: OVER_INT32,
      cashSales: OVER_INT32 + 1500,
      expected: 2 * OVER_INT32 + 1500,
    });
    const z = await ok(owner.api.get(`${base}/cash-drawer/sessions/${drawer.id}/z-report`));
    expect(z).toMatchObject({
      salesByMethod: { cash: OVER_INT32 + 1500 },
      tips: OVER_INT32,
      paidBillsTotal: OVER_INT32 + 1500,
      expectedCash: 2 * OVER_INT32 + 1500,
    });
    const paidRow = await app.deps.db
      .selectFrom('bills')
      .select(['paid_total', 'status'])
      .where('restaurant_id', '=', rid)
      .where('id', '=', bill.id)
      .executeTakeFirstOrThrow();
    expect(paidRow).toEqual({ paid_total: OVER_INT32 + 1500, status: 'paid' });
  });

  it('refuses an order, and a bill, whose total is past what the app can hold, writing nothing', async () => {
    const { owner, base } = r;
    const dishId = await addDish(owner.api, base, { name: unique('Yacht '), price: MAX_MONEY });
    // 11 lines of 9999 × 10^10: 1.09989 × 10^15, each input valid, the sum past MAX_TOTAL (10^15).
    const tooMuch = await owner.api.post(`${base}/orders`, {
      type: 'takeaway',
      customerName: 'Yacht club',
      items: Array.from({ length: 11 }, () => ({ dishId, quantity: 9999 })),
    });
    expect(tooMuch.status, JSON.stringify(tooMuch.body)).toBe(422);
    expect(tooMuch.body.error.fields).toHaveProperty('items');
    expect(
      await app.deps.db.selectFrom('orders').select('id').where('customer_name', '=', 'Yacht club').execute(),
    ).toEqual([]);
    // Added in two goes, each within bounds, the order passes MAX_TOTAL: its bill is refused.
    const order = await ok(
      owner.api.post(`${base}/orders`, {
        type: 'takeaway',
        items: Array.from({ length: 10 }, () => ({ dishId, quantity: 9999 })),
      }),
      201,
    );
    const more = await ok(
      owner.api.post(`${base}/orders/${order.id}/items`, {
        version: order.version,
        items: [{ dishId, quantity: 9999 }],
      }),
    );
    expect(more.totals.subtotal).toBe(11 * 9999 * MAX_MONEY);
    const res = await owner.api.post(`${base}/orders/${order.id}/bill`, {});
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.error.fields).toHaveProperty('items');
    const bills = await app.deps.db.selectFrom('bills').select('id').where('order_id', '=', order.id).execute();
    expect(bills).toEqual([]);
  });
});
