import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredUser } from '../factories';
import { addCustomer, addDish, addSpace, addStation } from '../fixtures/catalogue';
import { ok } from '../fixtures/http';
import { setupRestaurant, type StaffMember } from '../fixtures/restaurant';
import { startTestApp, type TestApp } from '../harness';

/** Issue 34: a refund hours after the checkout closed, from the closed order; the dashboard and reports follow it. */
let app: TestApp;
let owner: RegisteredUser;
let cashier: StaffMember;
let manager: StaffMember;
let base: string;
let rid: string;
let customerId: string;
let dish: string;
let spaceId: string;

beforeAll(async () => {
  app = await startTestApp();
  ({
    owner,
    base,
    rid,
    staff: [cashier, manager],
  } = await setupRestaurant(app, {
    update: { serviceChargePercent: 0, taxPercent: 0 },
    staff: ['cashier', 'manager'],
  }));
  const stationId = await addStation(owner.api, base, 'Kitchen');
  dish = await addDish(owner.api, base, { name: 'Lasagne', price: 1500, stationId });
  spaceId = await addSpace(owner.api, base, 'Hall');
  customerId = await addCustomer(owner.api, base, { name: 'Rita Refund', email: 'rita@example.com' });
});
afterAll(() => app?.close());

async function paidOrder(customer: string | null) {
  const table = await ok(
    owner.api.post(`${base}/tables`, { spaceId, name: `R${Math.random().toString(36).slice(2, 6)}`, capacity: 4 }),
    201,
  );
  const order = await ok(
    cashier.api.post(`${base}/orders`, {
      type: 'dine_in',
      tableId: table.id,
      items: [{ dishId: dish, quantity: 2 }],
      send: true,
    }),
    201,
  );
  const bill = await ok(
    cashier.api.post(`${base}/orders/${order.id}/bill`, customer ? { customerId: customer } : {}),
    201,
  );
  const paid = await ok(cashier.api.post(`${base}/bills/${bill.id}/payments`, { method: 'card', amount: 3000 }), 201);
  return { order, payment: paid.payment };
}

const revenueToday = async () => (await ok(manager.api.get(`${base}/dashboard/summary`))).revenue as number;

describe('refunds from a closed order', () => {
  it('finds the paid order among the closed ones, refunds part of it with a manager override, and the dashboard drops', async () => {
    const { order } = await paidOrder(customerId);
    await expect.poll(revenueToday, { timeout: 20_000 }).toBe(3000);
    // The order is closed: it is listed with the completed orders, not the open ones.
    const closed = await ok(cashier.api.get(`${base}/orders?status=completed&perPage=20`));
    expect(closed.data.map((o: { id: string }) => o.id)).toContain(order.id);
    expect(
      (await ok(cashier.api.get(`${base}/orders?status=open`))).data.map((o: { id: string }) => o.id),
    ).not.toContain(order.id);
    // Its bill and payment are read from the closed order.
    const [bill] = (await ok(cashier.api.get(`${base}/orders/${order.id}/bills`))).data;
    expect(bill).toMatchObject({ status: 'paid', paid: 3000 });
    const payment = bill.payments[0];

    // A cashier needs a manager's approval: a wrong password is refused and nothing changes.
    const refused = await cashier.api.post(`${base}/payments/${payment.id}/refund`, {
      amount: 1500,
      reason: 'cold lasagne',
      override: { email: manager.email, password: 'wrong-password' },
    });
    expect(refused.status).toBe(403);
    expect((await ok(owner.api.get(`${base}/bills/${bill.id}`))).refunded).toBe(0);
    const refunded = await ok(
      cashier.api.post(`${base}/payments/${payment.id}/refund`, {
        amount: 1500,
        reason: 'cold lasagne',
        override: { email: manager.email, password: manager.password },
      }),
      201,
    );
    expect(refunded.payment).toMatchObject({
      kind: 'refund',
      amount: 1500,
      reason: 'cold lasagne',
      approvedBy: expect.objectContaining({ userId: expect.any(String) }),
    });
    expect(refunded.bill).toMatchObject({ status: 'paid', paid: 1500, refunded: 1500 });
    // The order stays closed.
    expect((await ok(owner.api.get(`${base}/orders/${order.id}`))).status).toBe('completed');

    // The dashboard and the report roll-ups count the refund: net of it.
    await expect.poll(revenueToday, { timeout: 20_000 }).toBe(1500);
    const summary = await ok(manager.api.get(`${base}/dashboard/summary`));
    expect(summary.series.reduce((s: number, h: { revenue: number }) => s + h.revenue, 0)).toBe(1500);

    // A refund receipt is queued by email for the bill's customer, once.
    const messages = await app.deps.db
      .selectFrom('messages')
      .select(['to', 'kind', 'subject', 'body', 'related_id'])
      .where('restaurant_id', '=', rid)
      .where('kind', '=', 'refund_receipt')
      .execute();
    expect(messages).toEqual([expect.objectContaining({ to: 'rita@example.com', related_id: refunded.payment.id })]);
    expect(messages[0]!.body).toContain('15.00');
    expect(messages[0]!.body).toContain(`#${bill.number}`);
  });

  it('queues no email for a bill without a customer', async () => {
    const { payment } = await paidOrder(null);
    const refunded = await ok(
      manager.api.post(`${base}/payments/${payment.id}/refund`, { reason: 'wrong order' }),
      201,
    );
    expect(refunded.payment.amount).toBe(3000);
    const messages = await app.deps.db
      .selectFrom('messages')
      .select('id')
      .where('restaurant_id', '=', rid)
      .where('related_id', '=', refunded.payment.id)
      .execute();
    expect(messages).toEqual([]);
  });
});
