import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredUser } from '../factories';
import { setupDeliveryTeam } from '../fixtures/delivery';
import { ok } from '../fixtures/http';
import { startTestApp, type TestApp } from '../harness';

// Delivery money (issue 18): the cash to collect is what the bill will be (service charge, tax and the
// zone's fee included); delivering a cash order records the cash once and closes the order.
let app: TestApp;
let manager: RegisteredUser;
let driver: RegisteredUser & { member: { id: string } };
let base: string;
let dish: string;
let zoneId: string;

beforeAll(async () => {
  app = await startTestApp();
  let owner: RegisteredUser;
  ({ owner, base, manager, driverA: driver, dish } = await setupDeliveryTeam(app));
  await ok(owner.api.patch(base, { serviceChargePercent: 10, taxPercent: 5 }));
  zoneId = (await ok(manager.api.post(`${base}/delivery-zones`, { name: 'Centre', fee: 300, minimumOrder: 0 }), 201))
    .id;
});
afterAll(() => app?.close());

/** A placed delivery order of `quantity` pizzas (12.00 each) in the Centre zone, and its delivery record. */
async function deliveryOrder(quantity: number) {
  const order = await ok(
    manager.api.post(`${base}/orders`, {
      type: 'delivery',
      customerName: 'Ivy',
      deliveryAddress: '3 Hill Rd',
      deliveryPhone: '+1 555 0177',
      items: [{ dishId: dish, quantity }],
    }),
    201,
  );
  const list = await ok(manager.api.get(`${base}/deliveries?perPage=100`));
  const d = list.data.find((x: { orderId: string }) => x.orderId === order.id);
  return { order, delivery: await ok(manager.api.patch(`${base}/deliveries/${d.id}`, { version: d.version, zoneId })) };
}

describe('delivery money', () => {
  it("collects the bill's grand total with the zone's fee, records the cash once on delivery and closes the order", async () => {
    const { order, delivery } = await deliveryOrder(1);
    // 12.00 + 3.00 fee = 15.00; the service charge is for dine-in only (the default); + 5 % tax 0.75 = 15.75
    expect(delivery.cashToCollect).toBe(1575);

    let d = await ok(
      manager.api.post(`${base}/deliveries/${delivery.id}/assign`, {
        version: delivery.version,
        driverMemberId: driver.member.id,
      }),
    );
    d = await ok(driver.api.post(`${base}/deliveries/${d.id}/status`, { version: d.version, status: 'picked_up' }));
    d = await ok(driver.api.post(`${base}/deliveries/${d.id}/status`, { version: d.version, status: 'delivered' }));
    expect(d).toMatchObject({ status: 'delivered', cashToCollect: 0 });

    const [bill] = (await ok(manager.api.get(`${base}/orders/${order.id}/bills`))).data;
    expect(bill).toMatchObject({
      status: 'paid',
      paid: 1575,
      totals: expect.objectContaining({ subtotal: 1500, serviceCharge: 0, grandTotal: 1575 }),
    });
    expect(bill.lines.map((l: any) => [l.particular, l.subTotal])).toEqual([
      ['Pizza', 1200],
      ['Delivery fee (Centre)', 300],
    ]);
    expect(bill.payments).toEqual([
      expect.objectContaining({ method: 'cash', amount: 1575, reference: 'Collected on delivery' }),
    ]);
    expect((await ok(manager.api.get(`${base}/orders/${order.id}`))).status).toBe('completed');
    // The paid bill with its fee line reaches the dashboard through the roll-ups (a fee line is no order item).
    await expect
      .poll(async () => (await ok(manager.api.get(`${base}/dashboard/summary`))).revenue, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(1575);
    // Saying "delivered" again changes nothing.
    await ok(driver.api.post(`${base}/deliveries/${d.id}/status`, { version: d.version, status: 'delivered' }));
    expect((await ok(manager.api.get(`${base}/orders/${order.id}/bills`))).data[0].payments).toHaveLength(1);
  });

  it('takes only what a prepaid or part-paid bill still owes', async () => {
    const { order, delivery } = await deliveryOrder(2);
    const bill = await ok(manager.api.post(`${base}/orders/${order.id}/bill`, {}), 201);
    expect(bill.totals.grandTotal).toBe(delivery.cashToCollect);
    await ok(manager.api.post(`${base}/bills/${bill.id}/payments`, { method: 'card', amount: 1000 }), 201);
    let d = await ok(manager.api.get(`${base}/deliveries/${delivery.id}`));
    expect(d.cashToCollect).toBe(bill.totals.grandTotal - 1000);
    d = await ok(
      manager.api.post(`${base}/deliveries/${d.id}/assign`, { version: d.version, driverMemberId: driver.member.id }),
    );
    d = await ok(driver.api.post(`${base}/deliveries/${d.id}/status`, { version: d.version, status: 'picked_up' }));
    await ok(driver.api.post(`${base}/deliveries/${d.id}/status`, { version: d.version, status: 'delivered' }));
    const [paid] = (await ok(manager.api.get(`${base}/orders/${order.id}/bills`))).data;
    expect(paid.payments.map((p: any) => [p.method, p.amount])).toEqual([
      ['card', 1000],
      ['cash', bill.totals.grandTotal - 1000],
    ]);
    expect(paid.status).toBe('paid');
  });

  it("warns when an order is under its zone's minimum", async () => {
    const { delivery } = await deliveryOrder(1);
    expect(delivery.belowMinimum).toBeNull();
    const far = await ok(
      manager.api.post(`${base}/delivery-zones`, { name: 'Far', fee: 500, minimumOrder: 50_00 }),
      201,
    );
    const moved = await ok(
      manager.api.patch(`${base}/deliveries/${delivery.id}`, { version: delivery.version, zoneId: far.id }),
    );
    expect(moved).toMatchObject({ zoneName: 'Far', fee: 500, belowMinimum: 50_00 });
  });
});
