import { isHidden } from '@ros/shared-events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, type RegisteredUser } from '../factories';
import { ok } from '../fixtures/http';
import { setupDeliveryTeam } from '../fixtures/delivery';
import { startTestApp, type TestApp } from '../harness';
import { LiveClient } from '../realtime/client';

let app: TestApp;
let owner: RegisteredUser;
let manager: RegisteredUser;
let driverA: RegisteredUser & { member: { id: string } };
let driverB: RegisteredUser & { member: { id: string } };
let base: string;
let rid: string;
let dish: string;
const clients: LiveClient[] = [];

beforeAll(async () => {
  app = await startTestApp();
  ({ owner, rid, base, manager, driverA, driverB, dish } = await setupDeliveryTeam(app));
});
afterAll(async () => {
  clients.forEach((c) => c.stop());
  await app?.close();
});

/** The delivery record placing a delivery order created. */
async function deliveryOf(orderId: string) {
  const list = await ok(manager.api.get(`${base}/deliveries?perPage=100`));
  return list.data.find((d: { orderId: string }) => d.orderId === orderId);
}

/** A placed delivery order; its delivery record (created with the order) moved to a zone (fee 300). */
async function dispatchable(zoneId: string, address: string) {
  const order = await ok(
    manager.api.post(`${base}/orders`, {
      type: 'delivery',
      customerName: 'Gus',
      deliveryAddress: address,
      deliveryPhone: '+1555',
      items: [{ dishId: dish, quantity: 2 }],
    }),
    201,
  );
  const d = await deliveryOf(order.id);
  return ok(manager.api.patch(`${base}/deliveries/${d.id}`, { version: d.version, zoneId, notes: 'ring twice' }));
}

describe('delivery dispatch', () => {
  it('creates a delivery with zone fee and cash to collect, warns of an order under the zone minimum', async () => {
    const zone = await ok(
      manager.api.post(`${base}/delivery-zones`, { name: 'Centre', fee: 300, minimumOrder: 2000 }),
      201,
    );
    // A kept draft has no delivery record yet: dispatched by hand under the zone's minimum, the staff
    // are warned (a guest would be refused) and the zone's fee applies as on every channel.
    const draft = await ok(
      manager.api.post(`${base}/orders`, {
        type: 'delivery',
        isDraft: true,
        customerName: 'Hal',
        deliveryAddress: '1 Road',
        deliveryPhone: '+1',
        items: [{ dishId: dish, quantity: 1 }],
      }),
      201,
    );
    const small = await ok(manager.api.post(`${base}/deliveries`, { orderId: draft.id, zoneId: zone.id }), 201);
    expect(small).toMatchObject({ fee: 300, belowMinimum: 2000, cashToCollect: 1500 });

    const d = await dispatchable(zone.id, '2 Main St');
    expect(d).toMatchObject({
      status: 'unassigned',
      address: '2 Main St',
      contactName: 'Gus',
      contactPhone: '+1555',
      zoneName: 'Centre',
      fee: 300,
      cashToCollect: 2700,
    });
    expect(d.items).toEqual([{ name: 'Pizza', quantity: 2, remarks: null }]);
  });

  it("a driver never receives another driver's delivery events or data", async () => {
    const zone = await ok(
      manager.api.post(`${base}/delivery-zones`, { name: 'North', fee: 300, minimumOrder: 0 }),
      201,
    );
    const socketA = new LiveClient([app.url], driverA.accessToken, rid, { reconnect: false });
    const socketB = new LiveClient([app.url], driverB.accessToken, rid, { reconnect: false });
    clients.push(socketA, socketB);
    expect((await socketA.start()).ok).toBe(true);
    expect((await socketB.start()).ok).toBe(true);

    const forA = await dispatchable(zone.id, '10 North Rd');
    const forB = await dispatchable(zone.id, '20 North Rd');
    await ok(manager.api.post(`${base}/deliveries/${forA.id}/assign`, { driverMemberId: driverA.member.id }));
    await ok(manager.api.post(`${base}/deliveries/${forB.id}/assign`, { driverMemberId: driverB.member.id }));
    const picked = await ok(driverB.api.post(`${base}/deliveries/${forB.id}/status`, { status: 'picked_up' }));
    expect(picked.status).toBe('picked_up');

    const deliveryEvents = (c: LiveClient) =>
      c.applied.filter((e) => !isHidden(e) && e.type.startsWith('delivery.')) as {
        type: string;
        payload: { delivery: { id: string } };
      }[];
    await expect
      .poll(() => deliveryEvents(socketB).map((e) => e.type))
      .toEqual(['delivery.assigned', 'delivery.status_changed']);
    await expect.poll(() => deliveryEvents(socketA).map((e) => e.type)).toEqual(['delivery.assigned']);
    expect(deliveryEvents(socketA).every((e) => e.payload.delivery.id === forA.id)).toBe(true);
    expect(deliveryEvents(socketB).every((e) => e.payload.delivery.id === forB.id)).toBe(true);
    // Driver A's sequence stays gap-free: B's events arrive hidden.
    expect(socketA.gaps).toBe(0);

    const listA = await ok(driverA.api.get(`${base}/deliveries`));
    expect(listA.data.map((d: { id: string }) => d.id)).toEqual([forA.id]);
    expect((await driverA.api.get(`${base}/deliveries/${forB.id}`)).status).toBe(404);
    expect((await driverA.api.post(`${base}/deliveries/${forB.id}/status`, { status: 'delivered' })).status).toBe(404);
    expect(
      (await driverA.api.post(`${base}/deliveries/${forA.id}/assign`, { driverMemberId: driverA.member.id })).status,
    ).toBe(403);

    // Reassigning tells the previous driver too (so their page drops it), then only the new one.
    const before = deliveryEvents(socketA).length;
    await ok(manager.api.post(`${base}/deliveries/${forA.id}/assign`, { driverMemberId: driverB.member.id }));
    await expect.poll(() => deliveryEvents(socketA).length).toBe(before + 1);
    expect((await driverA.api.get(`${base}/deliveries/${forA.id}`)).status).toBe(404);
  });

  it('refuses a driver who is off shift and walks a delivery to delivered', async () => {
    const zone = await ok(manager.api.post(`${base}/delivery-zones`, { name: 'South', fee: 0 }), 201);
    const d = await dispatchable(zone.id, '5 South St');
    await ok(driverA.api.post(`${base}/drivers/me/shift`, { isOnShift: false }));
    const off = await manager.api.post(`${base}/deliveries/${d.id}/assign`, { driverMemberId: driverA.member.id });
    expect(off.status).toBe(422);
    await ok(driverA.api.post(`${base}/drivers/me/shift`, { isOnShift: true }));
    await ok(manager.api.post(`${base}/deliveries/${d.id}/assign`, { driverMemberId: driverA.member.id }));
    expect((await driverA.api.post(`${base}/deliveries/${d.id}/status`, { status: 'delivered' })).status).toBe(422);
    await ok(driverA.api.post(`${base}/deliveries/${d.id}/status`, { status: 'picked_up' }));
    const done = await ok(driverA.api.post(`${base}/deliveries/${d.id}/status`, { status: 'delivered' }));
    expect(done.status).toBe('delivered');
    const drivers = await ok(manager.api.get(`${base}/drivers`));
    expect(drivers.data.find((x: { memberId: string }) => x.memberId === driverA.member.id)).toMatchObject({
      isOnShift: true,
    });
  });

  it('placing a delivery order creates its delivery record, unassigned, once', async () => {
    const socket = new LiveClient([app.url], manager.accessToken, rid, { reconnect: false });
    clients.push(socket);
    expect((await socket.start()).ok).toBe(true);
    const order = await ok(
      manager.api.post(`${base}/orders`, {
        type: 'delivery',
        customerName: 'Ivy',
        deliveryAddress: '7 Elm St',
        deliveryPhone: '+1777',
        items: [{ dishId: dish, quantity: 1 }],
      }),
      201,
    );
    const d = await deliveryOf(order.id);
    expect(d).toMatchObject({
      status: 'unassigned',
      address: '7 Elm St',
      contactName: 'Ivy',
      contactPhone: '+1777',
      zoneId: null,
      fee: 0,
      driverMemberId: null,
    });
    await expect
      .poll(() =>
        socket.applied.some(
          (e) =>
            !isHidden(e) &&
            e.type === 'delivery.created' &&
            (e.payload as { delivery: { id: string } }).delivery.id === d.id,
        ),
      )
      .toBe(true);
    expect(
      (await ok(manager.api.get(`${base}/deliveries/pending-orders`))).data.map((o: { orderId: string }) => o.orderId),
    ).not.toContain(order.id);
    // Dispatching it again by hand is refused: one record per order.
    expect((await manager.api.post(`${base}/deliveries`, { orderId: order.id })).status).toBe(409);

    // A kept draft gets its record when it is placed.
    const draft = await ok(
      manager.api.post(`${base}/orders`, {
        type: 'delivery',
        isDraft: true,
        deliveryAddress: '8 Elm St',
        deliveryPhone: '+1888',
        items: [{ dishId: dish, quantity: 1 }],
      }),
      201,
    );
    expect(await deliveryOf(draft.id)).toBeUndefined();
    await ok(manager.api.post(`${base}/orders/${draft.id}/place`, { version: draft.version }));
    const placed = (await ok(manager.api.get(`${base}/deliveries?perPage=100`))).data.filter(
      (x: { orderId: string }) => x.orderId === draft.id,
    );
    expect(placed).toEqual([
      expect.objectContaining({ status: 'unassigned', address: '8 Elm St', contactPhone: '+1888' }),
    ]);
  });

  it('answers plan_required to changes on the Basic plan, and reads (its kept data) stay open', async () => {
    const basic = (await createRestaurant(owner.api)).id;
    expect((await owner.api.get(`/api/restaurants/${basic}/deliveries`)).status).toBe(200);
    const res = await owner.api.post(`/api/restaurants/${basic}/delivery-zones`, { name: 'Centre', fee: 300 });
    expect(res.status).toBe(402);
    expect(res.body.error.code).toBe('plan_required');
  });
});
