import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredUser } from '../factories';
import { addDish, addStation } from '../fixtures/catalogue';
import { ok } from '../fixtures/http';
import { setupRestaurant } from '../fixtures/restaurant';
import { startTestApp, type TestApp } from '../harness';

/** Issue 34: walk-in takeaways need no customer; staff meals and comps are given away with a reason and a permission. */
let app: TestApp;
let owner: RegisteredUser;
let waiter: RegisteredUser;
let cashier: RegisteredUser;
let manager: RegisteredUser;
let base: string;
let soup: string;

beforeAll(async () => {
  app = await startTestApp();
  ({
    owner,
    base,
    staff: [waiter, cashier, manager],
  } = await setupRestaurant(app, {
    // Service charge on takeaway too, so a comp is seen to drop it.
    update: {
      serviceChargePercent: 10,
      taxPercent: 0,
      settings: { serviceCharge: { orderTypes: ['dine_in', 'takeaway', 'delivery'] } },
    },
    staff: ['waiter', 'cashier', 'manager'],
  }));
  soup = await addDish(owner.api, base, {
    name: 'Soup',
    price: 800,
    stationId: await addStation(owner.api, base, 'Kitchen'),
  });
});
afterAll(() => app?.close());

/** A walk-in takeaway (no customer, no name), sent and billed by the waiter. */
async function walkInBill() {
  const order = await ok(
    waiter.api.post(`${base}/orders`, { type: 'takeaway', items: [{ dishId: soup, quantity: 2 }], send: true }),
    201,
  );
  expect(order).toMatchObject({ type: 'takeaway', status: 'open', customer: null, target: 'Takeaway' });
  const bill = await ok(waiter.api.post(`${base}/orders/${order.id}/bill`, {}), 201);
  expect(bill.totals.grandTotal).toBe(1760);
  return { order, bill };
}

describe('staff meals and comps', () => {
  it('a walk-in takeaway needs no customer, and is paid like any order', async () => {
    const { order, bill } = await walkInBill();
    const paid = await ok(
      cashier.api.post(`${base}/bills/${bill.id}/payments`, { method: 'card', amount: bill.totals.grandTotal }),
      201,
    );
    expect(paid.bill).toMatchObject({ status: 'paid', comp: null });
    expect(await ok(owner.api.get(`${base}/orders/${order.id}`))).toMatchObject({ status: 'completed' });
  });

  it('a waiter may not give a staff meal away alone: refused without a manager, or with a wrong password; nothing changes', async () => {
    const { order, bill } = await walkInBill();
    const alone = await waiter.api.post(`${base}/bills/${bill.id}/comp`, {
      version: bill.version,
      kind: 'staff_meal',
      reason: 'Ben, after his shift',
    });
    expect(alone.status).toBe(403);
    const wrong = await waiter.api.post(`${base}/bills/${bill.id}/comp`, {
      version: bill.version,
      kind: 'staff_meal',
      reason: 'Ben, after his shift',
      override: { email: manager.email, password: 'not-the-password' },
    });
    expect(wrong.status).toBe(403);
    expect(await ok(owner.api.get(`${base}/bills/${bill.id}`))).toMatchObject({
      status: 'draft',
      comp: null,
      version: bill.version,
      totals: { grandTotal: 1760 },
    });
    expect(await ok(owner.api.get(`${base}/orders/${order.id}`))).toMatchObject({ status: 'open' });
  });

  it('needs a reason, named in the error', async () => {
    const { bill } = await walkInBill();
    const res = await cashier.api.post(`${base}/bills/${bill.id}/comp`, {
      version: bill.version,
      kind: 'comp',
      reason: '  ',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty('reason');
    expect(await ok(owner.api.get(`${base}/bills/${bill.id}`))).toMatchObject({ status: 'draft', comp: null });
  });

  it('with a manager override the waiter gives a staff meal: nothing due, the bill paid, the order completed, the manager recorded', async () => {
    const { order, bill } = await walkInBill();
    const comped = await ok(
      waiter.api.post(`${base}/bills/${bill.id}/comp`, {
        version: bill.version,
        kind: 'staff_meal',
        reason: 'Ben, after his shift',
        override: { email: manager.email, password: manager.password },
      }),
    );
    expect(comped).toMatchObject({
      status: 'paid',
      balanceDue: 0,
      paid: 0,
      discount: { percent: 100 },
      totals: { subtotal: 1600, discount: 1600, serviceCharge: 0, grandTotal: 0 },
      comp: { kind: 'staff_meal', reason: 'Ben, after his shift' },
    });
    expect(comped.comp.approvedBy.userId).toBe(manager.user.id);
    expect(await ok(owner.api.get(`${base}/orders/${order.id}`))).toMatchObject({ status: 'completed' });
    // Given away once: not again, and not paid.
    expect(
      (
        await cashier.api.post(`${base}/bills/${bill.id}/comp`, {
          version: comped.version,
          kind: 'comp',
          reason: 'again',
        })
      ).status,
    ).toBe(422);
  });

  it('a cashier, who may discount, comps a bill alone; a stale version or another restaurant is refused', async () => {
    const { bill } = await walkInBill();
    expect(
      (
        await cashier.api.post(`${base}/bills/${bill.id}/comp`, {
          version: bill.version + 1,
          kind: 'comp',
          reason: 'Cold soup',
        })
      ).status,
    ).toBe(409);
    const other = await setupRestaurant(app);
    expect(
      (
        await other.owner.api.post(`${other.base}/bills/${bill.id}/comp`, {
          version: bill.version,
          kind: 'comp',
          reason: 'Cold soup',
        })
      ).status,
    ).toBe(404);
    const comped = await ok(
      cashier.api.post(`${base}/bills/${bill.id}/comp`, { version: bill.version, kind: 'comp', reason: 'Cold soup' }),
    );
    expect(comped).toMatchObject({
      status: 'paid',
      totals: { grandTotal: 0 },
      comp: { kind: 'comp', reason: 'Cold soup', approvedBy: { userId: cashier.user.id } },
    });
  });
});
