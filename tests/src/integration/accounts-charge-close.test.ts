import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredUser } from '../factories';
import { addDish, addSpace, addStation } from '../fixtures/catalogue';
import { ok } from '../fixtures/http';
import { setupRestaurant } from '../fixtures/restaurant';
import { startTestApp, unique, type TestApp } from '../harness';

let app: TestApp;
let owner: RegisteredUser;
let waiter: RegisteredUser;
let cashier: RegisteredUser;
let rid: string;
let base: string;
let spaceId: string;
let steak: string;

beforeAll(async () => {
  app = await startTestApp();
  ({
    owner,
    rid,
    base,
    staff: [waiter, cashier],
  } = await setupRestaurant(app, { staff: ['waiter', 'cashier'] }));
  const stationId = await addStation(owner.api, base, 'Kitchen');
  steak = await addDish(owner.api, base, { name: 'Steak', price: 1620, stationId });
  spaceId = await addSpace(owner.api, base, 'Hall');
});
afterAll(() => app?.close());

async function billedTable() {
  const table = await ok(owner.api.post(`${base}/tables`, { spaceId, name: unique('T'), capacity: 4 }), 201);
  const order = await ok(
    waiter.api.post(`${base}/orders`, {
      type: 'dine_in',
      tableId: table.id,
      items: [{ dishId: steak, quantity: 2 }],
      send: true,
    }),
    201,
  );
  const bill = await ok(cashier.api.post(`${base}/orders/${order.id}/bill`, {}), 201);
  return { table, order, bill };
}

async function eventsOf(type: string) {
  const rows = await app.deps.db
    .selectFrom('events')
    .select('payload')
    .where('restaurant_id', '=', rid)
    .where('type', '=', type)
    .execute();
  return rows.map((e) => (typeof e.payload === 'string' ? JSON.parse(e.payload) : e.payload));
}

describe('charging a bill to a customer account closes the order', () => {
  it('completes the dine-in order and frees its table; the account grows by the total; paying it later keeps the order completed', async () => {
    const customer = await ok(
      owner.api.post(`${base}/customers`, { name: unique('Acme'), hasCreditAccount: true, creditLimit: null }),
      201,
    );
    const { table, order, bill } = await billedTable();
    expect((await ok(owner.api.get(`${base}/tables/${table.id}`))).status).not.toBe('needs_cleaning');

    const charged = await ok(
      cashier.api.post(`${base}/bills/${bill.id}/charge-to-account`, { customerId: customer.id }),
    );
    expect(charged).toMatchObject({
      status: 'sent',
      balanceDue: bill.totals.grandTotal,
      customer: expect.objectContaining({ id: customer.id }),
    });
    expect((await ok(owner.api.get(`${base}/orders/${order.id}`))).status).toBe('completed');
    expect((await ok(owner.api.get(`${base}/tables/${table.id}`))).status).toBe('needs_cleaning');
    expect((await ok(owner.api.get(`${base}/customers/${customer.id}/ledger`))).balance).toBe(bill.totals.grandTotal);
    // The same events as paying, so every screen follows live.
    expect((await eventsOf('order.completed')).some((p: { order: { id: string } }) => p.order.id === order.id)).toBe(
      true,
    );
    expect(
      (await eventsOf('table.status_changed')).some(
        (p: { table: { id: string; status: string } }) =>
          p.table.id === table.id && p.table.status === 'needs_cleaning',
      ),
    ).toBe(true);

    // The table is cleaned and seated again; paying the account settles the bill without touching the order or table.
    await ok(waiter.api.post(`${base}/tables/${table.id}/status`, { status: 'free' }));
    const payment = await ok(
      cashier.api.post(`${base}/customer-payments`, {
        customerId: customer.id,
        amount: bill.totals.grandTotal,
        method: 'card',
      }),
      201,
    );
    expect(payment.allocations).toEqual([expect.objectContaining({ billId: bill.id, amount: bill.totals.grandTotal })]);
    expect((await ok(owner.api.get(`${base}/bills/${bill.id}`))).status).toBe('paid');
    expect((await ok(owner.api.get(`${base}/orders/${order.id}`))).status).toBe('completed');
    expect((await ok(owner.api.get(`${base}/tables/${table.id}`))).status).toBe('free');
    expect(
      (await eventsOf('order.completed')).filter((p: { order: { id: string } }) => p.order.id === order.id),
    ).toHaveLength(1);
    expect((await ok(owner.api.get(`${base}/customers/${customer.id}/ledger`))).balance).toBe(0);
  });

  it('refuses a charge over the credit limit with nothing written: the bill, order and table stay as they were', async () => {
    const { table, order, bill } = await billedTable();
    const capped = await ok(
      owner.api.post(`${base}/customers`, {
        name: unique('Capped'),
        hasCreditAccount: true,
        creditLimit: bill.totals.grandTotal - 1,
      }),
      201,
    );
    const tableBefore = await ok(owner.api.get(`${base}/tables/${table.id}`));

    const over = await cashier.api.post(`${base}/bills/${bill.id}/charge-to-account`, { customerId: capped.id });
    expect(over.status).toBe(422);
    expect(over.body.error.message).toMatch(/over the credit limit/);
    expect(await ok(owner.api.get(`${base}/bills/${bill.id}`))).toMatchObject({
      status: bill.status,
      version: bill.version,
      customer: null,
    });
    expect((await ok(owner.api.get(`${base}/orders/${order.id}`))).status).toBe(order.status);
    expect((await ok(owner.api.get(`${base}/tables/${table.id}`))).status).toBe(tableBefore.status);
    expect((await ok(owner.api.get(`${base}/customers/${capped.id}/ledger`))).balance).toBe(0);
    expect((await eventsOf('order.completed')).some((p: { order: { id: string } }) => p.order.id === order.id)).toBe(
      false,
    );
  });
});
