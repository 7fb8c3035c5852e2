import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredUser } from '../factories';
import { ok } from '../fixtures/http';
import { setupRestaurant } from '../fixtures/restaurant';
import { startTestApp, type TestApp } from '../harness';

let app: TestApp;
let owner: RegisteredUser;
let cashier: RegisteredUser;
let waiter: RegisteredUser;
let rid: string;
let base: string;

beforeAll(async () => {
  app = await startTestApp();
  ({
    owner,
    rid,
    base,
    staff: [cashier, waiter],
  } = await setupRestaurant(app, { staff: ['cashier', 'waiter'] }));
});
afterAll(() => app?.close());

describe('cash drawer', () => {
  it('opens with a float, takes cash, pays in and out, closes over/short and reports the day', async () => {
    expect((await waiter.api.post(`${base}/cash-drawer/sessions`, { openingFloat: 10000 })).status).toBe(403);
    const session = await ok(cashier.api.post(`${base}/cash-drawer/sessions`, { openingFloat: 10000 }), 201);
    expect(session).toMatchObject({ name: 'Main', status: 'open', openingFloat: 10000, expected: 10000 });
    expect((await cashier.api.post(`${base}/cash-drawer/sessions`, { openingFloat: 1 })).status).toBe(409);

    const dish = await ok(owner.api.post(`${base}/dishes`, { name: 'Tea', price: 1000 }), 201);
    const order = await ok(
      cashier.api.post(`${base}/orders`, { type: 'takeaway', items: [{ dishId: dish.id, quantity: 4 }] }),
      201,
    );
    const bill = await ok(
      cashier.api.post(`${base}/orders/${order.id}/bill`, { discount: { amount: 400 }, tip: 300 }),
      201,
    );
    expect(bill.totals.grandTotal).toBe(3900);
    const cash = await ok(
      cashier.api.post(`${base}/bills/${bill.id}/payments`, { method: 'cash', amount: 2000, tendered: 5000 }),
      201,
    );
    expect(cash.payment.drawerSessionId).toBe(session.id);
    await ok(cashier.api.post(`${base}/bills/${bill.id}/payments`, { method: 'card', amount: 1900 }), 201);
    await ok(owner.api.post(`${base}/payments/${cash.payment.id}/refund`, { amount: 100, reason: 'overcharged' }), 201);

    await ok(
      cashier.api.post(`${base}/cash-drawer/sessions/${session.id}/movements`, {
        kind: 'pay_in',
        amount: 500,
        reason: 'change from bank',
      }),
      201,
    );
    const afterOut = await ok(
      cashier.api.post(`${base}/cash-drawer/sessions/${session.id}/movements`, {
        kind: 'pay_out',
        amount: 300,
        reason: 'milk',
      }),
      201,
    );
    expect(afterOut).toMatchObject({ cashSales: 2000, cashRefunds: 100, payIns: 500, payOuts: 300, expected: 12100 });
    expect(
      (await cashier.api.post(`${base}/cash-drawer/sessions/${session.id}/movements`, { kind: 'pay_out', amount: 300 }))
        .status,
    ).toBe(400);
    expect((await ok(cashier.api.get(`${base}/cash-drawer/current`))).id).toBe(session.id);

    const closed = await ok(cashier.api.post(`${base}/cash-drawer/sessions/${session.id}/close`, { counted: 12050 }));
    expect(closed).toMatchObject({ status: 'closed', expected: 12100, counted: 12050, overShort: -50 });
    expect((await cashier.api.get(`${base}/cash-drawer/current`)).status).toBe(404);

    const z = await ok(cashier.api.get(`${base}/cash-drawer/sessions/${session.id}/z-report`));
    expect(z).toMatchObject({
      salesByMethod: { cash: 2000, card: 1900, wallet: 0, other: 0 },
      bills: 1,
      discounts: 400,
      refunds: 100,
      tips: 300,
      payIns: 500,
      payOuts: 300,
      expectedCash: 12100,
      counted: 12050,
      overShort: -50,
    });
    const second = await ok(cashier.api.post(`${base}/cash-drawer/sessions`, { openingFloat: 5000, name: 'Bar' }), 201);
    const listed = await ok(cashier.api.get(`${base}/cash-drawer/sessions`));
    expect(listed.total).toBe(2);
    expect(listed.data.map((s: { id: string }) => s.id)).toEqual([second.id, session.id]);
    expect(listed.data[1]).toMatchObject({ status: 'closed', expected: 12100, counted: 12050, overShort: -50 });
    expect(
      (await ok(cashier.api.get(`${base}/cash-drawer/sessions?status=open`))).data.map((s: { name: string }) => s.name),
    ).toEqual(['Bar']);
    expect((await waiter.api.get(`${base}/cash-drawer/sessions`)).status).toBe(403);

    const events = await app.deps.db
      .selectFrom('events')
      .select('type')
      .where('restaurant_id', '=', rid)
      .where('type', 'like', 'cash_drawer.%')
      .orderBy('seq')
      .execute();
    expect(events.map((e) => e.type)).toEqual([
      'cash_drawer.opened',
      'cash_drawer.movement_added',
      'cash_drawer.movement_added',
      'cash_drawer.closed',
      'cash_drawer.opened',
    ]);
  });
});
