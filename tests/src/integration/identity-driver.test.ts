import { isHidden, type DeliveredEvent } from '@ros/shared-events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredUser } from '../factories';
import { ok } from '../fixtures/http';
import { setupDeliveryTeam } from '../fixtures/delivery';
import { startTestApp, type TestApp } from '../harness';
import { LiveClient } from '../realtime/client';

let app: TestApp;
let manager: RegisteredUser;
let driverA: RegisteredUser & { member: { id: string } };
let driverB: RegisteredUser & { member: { id: string } };
let base: string;
let rid: string;
let dish: string;
const clients: LiveClient[] = [];

beforeAll(async () => {
  app = await startTestApp();
  ({ rid, base, manager, driverA, driverB, dish } = await setupDeliveryTeam(app));
});
afterAll(async () => {
  clients.forEach((c) => c.stop());
  await app?.close();
});

/** A placed delivery order (its delivery record comes with it), assigned to `driver`; with its bill. */
async function deliveryFor(driver: RegisteredUser & { member: { id: string } }, address: string, phone: string) {
  const order = await ok(
    manager.api.post(`${base}/orders`, {
      type: 'delivery',
      customerName: `Guest of ${address}`,
      deliveryAddress: address,
      deliveryPhone: phone,
      items: [{ dishId: dish, quantity: 1 }],
    }),
    201,
  );
  const list = await ok(manager.api.get(`${base}/deliveries?perPage=100`));
  const delivery = list.data.find((d: { orderId: string }) => d.orderId === order.id);
  await ok(manager.api.post(`${base}/deliveries/${delivery.id}/assign`, { driverMemberId: driver.member.id }));
  const bill = await ok(manager.api.post(`${base}/orders/${order.id}/bill`, {}), 201);
  return { orderId: order.id as string, billId: bill.id as string };
}

describe('a driver sees only the orders of the deliveries assigned to them', () => {
  it('over the API: lists, reads, bills and receipts of their own deliveries; 404 for the others', async () => {
    const mine = await deliveryFor(driverA, '1 Own Street', '+1000');
    const theirs = await deliveryFor(driverB, '2 Other Street', '+2000');
    const walkIn = await ok(
      manager.api.post(`${base}/orders`, {
        type: 'takeaway',
        customerName: 'Walk-in',
        items: [{ dishId: dish, quantity: 1 }],
      }),
      201,
    );

    const list = await ok(driverA.api.get(`${base}/orders?perPage=100`));
    expect(list.data.map((o: { id: string }) => o.id)).toEqual([mine.orderId]);
    expect(list.total).toBe(1);
    expect(await ok(driverA.api.get(`${base}/orders/${mine.orderId}`))).toMatchObject({
      deliveryAddress: '1 Own Street',
      deliveryPhone: '+1000',
      driverUserId: driverA.user.id,
    });
    for (const other of [theirs.orderId, walkIn.id]) {
      const res = await driverA.api.get(`${base}/orders/${other}`);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Order not found');
      expect((await driverA.api.get(`${base}/orders/${other}/bills`)).status).toBe(404);
    }
    expect((await ok(driverA.api.get(`${base}/orders/${mine.orderId}/bills`))).data).toHaveLength(1);
    expect((await ok(driverA.api.get(`${base}/bills/${mine.billId}`))).orderId).toBe(mine.orderId);
    expect((await ok(driverA.api.get(`${base}/bills/${mine.billId}/receipt`))).orderDisplayNo).toEqual(
      expect.any(Number),
    );
    for (const path of [
      `/bills/${theirs.billId}`,
      `/bills/${theirs.billId}/receipt`,
      `/bills/${theirs.billId}/receipt.txt`,
    ]) {
      const res = await driverA.api.get(`${base}${path}`);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Bill not found');
    }
    // The dispatcher still reads everything.
    expect((await ok(manager.api.get(`${base}/orders?perPage=100`))).total).toBeGreaterThanOrEqual(3);
  });

  it('reaches nothing else of the restaurant its work does not need', async () => {
    for (const path of [
      '/customers',
      '/tables',
      '/reservations',
      '/members',
      '/invoices',
      '/income',
      '/kds',
      '/events',
      '/deliveries/pending-orders',
    ]) {
      expect((await driverA.api.get(`${base}${path}`)).status, path).toBe(403);
    }
    const drivers = await ok(driverA.api.get(`${base}/drivers`));
    expect(drivers.data.map((d: { memberId: string }) => d.memberId)).toEqual([driverA.member.id]);
    const ability = await ok(driverA.api.get(`${base}/ability`));
    expect(ability.ability).not.toContainEqual({ action: 'view', subject: 'orders' });
  });

  it("over the socket: full events of their orders, hidden placeholders for the others'", async () => {
    const mine = await deliveryFor(driverA, '3 Own Street', '+3000');
    const theirs = await deliveryFor(driverB, '4 Other Street', '+4000');
    const socket = new LiveClient([app.url], driverA.accessToken, rid, { reconnect: false });
    clients.push(socket);
    expect((await socket.start()).ok).toBe(true);

    const version = async (orderId: string) =>
      (await ok(manager.api.get(`${base}/orders/${orderId}`))).version as number;
    await ok(
      manager.api.patch(`${base}/orders/${theirs.orderId}`, {
        version: await version(theirs.orderId),
        notes: 'secret: door code 1234',
      }),
    );
    await ok(
      manager.api.patch(`${base}/orders/${mine.orderId}`, {
        version: await version(mine.orderId),
        notes: 'leave at reception',
      }),
    );

    const orderEvents = (c: LiveClient) =>
      c.applied.filter((e: DeliveredEvent) => !isHidden(e) && e.type.startsWith('order.')) as {
        payload: { order: { id: string; notes: string } };
      }[];
    await expect.poll(() => orderEvents(socket).map((e) => e.payload.order.notes)).toEqual(['leave at reception']);
    expect(orderEvents(socket).every((e) => e.payload.order.id === mine.orderId)).toBe(true);
    // The other order's event came as its number only, so the stream has no gap.
    const hidden = socket.applied.filter((e) => isHidden(e));
    expect(hidden.length).toBeGreaterThan(0);
    for (const h of hidden) expect(Object.keys(h).sort()).toEqual(['hidden', 'restaurantId', 'seq']);
    expect(socket.gaps).toBe(0);
    expect(JSON.stringify(socket.applied)).not.toContain('door code');
  });
});
