import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredUser } from '../factories';
import { addCustomer, addDish, addSpace } from '../fixtures/catalogue';
import { ok } from '../fixtures/http';
import { setupRestaurant } from '../fixtures/restaurant';
import { startTestApp, unique, type TestApp } from '../harness';

let app: TestApp;
let owner: RegisteredUser;
let waiter: RegisteredUser;
let base: string;
let spaceId: string;
let dishId: string;
let customerId: string;

beforeAll(async () => {
  app = await startTestApp();
  ({
    owner,
    base,
    staff: [waiter],
  } = await setupRestaurant(app, { staff: ['waiter'] }));
  dishId = await addDish(owner.api, base, { name: 'Pasta', price: 1000 });
  spaceId = await addSpace(owner.api, base, 'Hall');
  customerId = await addCustomer(owner.api, base, { name: 'Credit Co' });
});
afterAll(() => app?.close());

async function billFor(quantity: number, guests = 2, body: Record<string, unknown> = {}) {
  const table = await ok(owner.api.post(`${base}/tables`, { spaceId, name: unique('T') }), 201);
  const order = await ok(
    owner.api.post(`${base}/orders`, { type: 'dine_in', tableId: table.id, guests, items: [{ dishId, quantity }] }),
    201,
  );
  return ok(owner.api.post(`${base}/orders/${order.id}/bill`, body), 201);
}

describe('invoices, income and the dashboard', () => {
  it('lists invoices with statuses (Past Due from the due date), search and paging; income totals paid bills; the dashboard moves', async () => {
    const before = await ok(owner.api.get(`${base}/dashboard/summary`));
    expect(before).toMatchObject({ revenue: 0, bills: 0, openOrders: 0 });

    const paid = await billFor(2);
    await ok(
      owner.api.post(`${base}/bills/${paid.id}/payments`, { method: 'card', amount: paid.totals.grandTotal }),
      201,
    );
    const paid2 = await billFor(1, 3);
    await ok(
      owner.api.post(`${base}/bills/${paid2.id}/payments`, {
        method: 'cash',
        amount: paid2.totals.grandTotal,
        tendered: 5000,
      }),
      201,
    );
    const partial = await billFor(3);
    await ok(owner.api.post(`${base}/bills/${partial.id}/payments`, { method: 'card', amount: 100 }), 201);
    const credit = await billFor(1, 2, { customerId, dueDate: '2020-01-31' });
    const draft = await billFor(1);

    const all = await ok(owner.api.get(`${base}/invoices`));
    expect(all.total).toBe(5);
    expect(all.data.map((b: { id: string }) => b.id)).toEqual([draft.id, credit.id, partial.id, paid2.id, paid.id]);
    const status = Object.fromEntries(all.data.map((b: { id: string; statusLabel: string }) => [b.id, b.statusLabel]));
    expect(status).toEqual({
      [paid.id]: 'Paid',
      [paid2.id]: 'Paid',
      [partial.id]: 'Partial Payment',
      [credit.id]: 'Past Due',
      [draft.id]: 'Draft',
    });
    expect((await ok(owner.api.get(`${base}/invoices?status=past_due`))).data.map((b: { id: string }) => b.id)).toEqual(
      [credit.id],
    );
    expect(
      (await ok(owner.api.get(`${base}/invoices?status=paid&sortColumn=billNo&sort=asc`))).data.map(
        (b: { id: string }) => b.id,
      ),
    ).toEqual([paid.id, paid2.id]);
    expect((await ok(owner.api.get(`${base}/invoices?q=credit`))).data.map((b: { id: string }) => b.id)).toEqual([
      credit.id,
    ]);
    const page2 = await ok(owner.api.get(`${base}/invoices?perPage=2&page=2`));
    expect(page2).toMatchObject({ total: 5 });
    expect(page2.data).toHaveLength(2);
    expect((await ok(owner.api.get(`${base}/invoices/${credit.id}`))).customer).toEqual({
      id: customerId,
      name: 'Credit Co',
    });
    expect((await waiter.api.get(`${base}/invoices`)).status).toBe(403);

    const income = await ok(owner.api.get(`${base}/income`));
    expect(income.total).toBe(2);
    expect(income.totals).toMatchObject({
      bills: 2,
      subtotal: 3000,
      grandTotal: paid.totals.grandTotal + paid2.totals.grandTotal,
      byMethod: { card: paid.totals.grandTotal, cash: paid2.totals.grandTotal, wallet: 0, other: 0 },
    });
    expect((await ok(owner.api.get(`${base}/income?method=cash`))).data.map((b: { id: string }) => b.id)).toEqual([
      paid2.id,
    ]);
    expect(income.data.map((b: { methods: string[] }) => b.methods)).toEqual([['cash'], ['card']]);
    expect((await ok(owner.api.get(`${base}/income?from=2020-01-01&to=2020-01-02`))).total).toBe(0);

    // The dashboard reads the workers' roll-ups: it moves once they have run.
    const summary = () => ok(owner.api.get(`${base}/dashboard/summary`));
    await expect
      .poll(
        async () => {
          const s = await summary();
          return [s.bills, s.covers];
        },
        { timeout: 20_000 },
      )
      .toEqual([2, 11]);
    const after = await summary();
    expect(after).toMatchObject({
      revenue: paid.totals.grandTotal + paid2.totals.grandTotal,
      bills: 2,
      covers: 11,
      openOrders: 3,
      groupBy: 'hour',
    });
    expect(after.series).toHaveLength(24);
    expect(after.series.reduce((s: number, h: { revenue: number }) => s + h.revenue, 0)).toBe(after.revenue);
    // Another period: one point per day, the same sales.
    const week = await ok(
      owner.api.get(`${base}/dashboard/summary?from=${after.businessDate.slice(0, 8)}01&to=${after.businessDate}`),
    );
    expect(week).toMatchObject({ groupBy: 'day', bills: 2, revenue: after.revenue });
    expect(week.series.at(-1)).toMatchObject({ key: after.businessDate, bills: 2 });
    expect((await owner.api.get(`${base}/dashboard/summary?from=2026-02-02&to=2026-02-01`)).status).toBe(400);
    // Without `income` the money is hidden.
    const waiterView = await ok(waiter.api.get(`${base}/dashboard/summary`));
    expect(waiterView).toMatchObject({ revenue: null, bills: 2, openOrders: 3 });
  });
});
