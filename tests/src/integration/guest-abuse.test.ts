import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDish, addStation } from '../fixtures/catalogue';
import { ok } from '../fixtures/http';
import { setupRestaurant } from '../fixtures/restaurant';
import { startTestApp, type TestApp } from '../harness';
import type { RegisteredUser } from '../factories';

// Hardening II (issue 33): anonymous guest orders cannot flood the kitchen. A new phone's order waits
// for staff, phones and restaurants have limits that a spoofed X-Forwarded-For does not escape, the
// test payment provider is off unless switched on, and a reused Idempotency-Key with another order is
// a conflict. The same on PostgreSQL and embedded PGlite.
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

interface OnlineRestaurant {
  owner: RegisteredUser;
  rid: string;
  base: string;
  soup: string;
}

/** A restaurant taking online orders, confirmation off, with a 6.50 soup on its active menu. */
async function onlineRestaurant(on: TestApp, maxOrderValue = 500_00): Promise<OnlineRestaurant> {
  const { owner, rid, base } = await setupRestaurant(on, {
    update: { confirmOrders: false, settings: { guestOrdering: { online: true, maxOrderValue } } },
  });
  const station = await addStation(owner.api, base, 'Kitchen');
  const menu = await ok(owner.api.post(`${base}/menus`, { name: 'All day', isActive: true }), 201);
  const category = await ok(owner.api.post(`${base}/categories`, { menuId: menu.id, name: 'Soups' }), 201);
  const soup = await addDish(owner.api, base, {
    name: 'Soup',
    price: 650,
    stationId: station,
    categoryIds: [category.id],
  });
  return { owner, rid, base, soup };
}

const pickupOf = async (on: TestApp, r: OnlineRestaurant, quantity = 1) => {
  const { slots } = await ok(on.api.withToken(null).get(`/api/public/restaurants/${r.rid}/ordering`));
  return {
    channel: 'pickup',
    customerName: 'Guest',
    phone: '555 0100',
    wantedAt: slots[0],
    items: [{ dishId: r.soup, quantity }],
  };
};
const place = (
  on: TestApp,
  r: OnlineRestaurant,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
  key = randomUUID(),
) =>
  on.api.withToken(null).post(`/api/public/restaurants/${r.rid}/orders`, body, { 'idempotency-key': key, ...headers });
const device = () => ({ 'x-guest-device': `phone-${randomUUID()}` });
const kitchenTickets = async (r: OnlineRestaurant) => (await ok(r.owner.api.get(`${r.base}/kds`))).tickets as unknown[];
const waiting = async (r: OnlineRestaurant) =>
  (await ok(r.owner.api.get(`${r.base}/guest-orders`))).data as { id: string }[];

describe('a flood of anonymous orders', () => {
  it("holds a new phone's orders for staff and answers 429 long before 60 orders, the kitchen getting none", async () => {
    const r = await onlineRestaurant(app);
    const body = await pickupOf(app, r);
    const phone = device();
    const statuses: number[] = [];
    for (let n = 0; n < 60; n += 1) {
      const res = await place(app, r, body, phone);
      statuses.push(res.status);
      if (res.status === 201) expect(res.body.stage).toBe('received');
      else
        expect(res.body.error).toMatchObject({
          code: 'rate_limited',
          message: expect.stringMatching(/^Too many orders from this phone/),
        });
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    expect(await kitchenTickets(r)).toEqual([]);
    expect((await ok(r.owner.api.get(`${r.base}/orders?type=takeaway`))).data).toEqual([]);
    expect(await waiting(r)).toHaveLength(10);
  });

  it("sends a phone's orders straight to the kitchen once staff confirmed one of them", async () => {
    const r = await onlineRestaurant(app);
    const body = await pickupOf(app, r);
    const phone = device();
    const first = await ok(place(app, r, body, phone), 201);
    expect(first.stage).toBe('received');
    // Without a device key every order is a new phone's; a phone number typed in vouches for nothing.
    expect((await ok(place(app, r, body), 201)).stage).toBe('received');
    const [held] = await waiting(r);
    await ok(r.owner.api.post(`${r.base}/guest-orders/${held!.id}/accept`));
    expect(await kitchenTickets(r)).toHaveLength(1);
    expect((await ok(place(app, r, body, phone), 201)).stage).toBe('accepted');
    expect(await kitchenTickets(r)).toHaveLength(2);
    expect((await ok(place(app, r, body, device()), 201)).stage).toBe('received');
    expect((await ok(place(app, r, body), 201)).stage).toBe('received');
    expect(await kitchenTickets(r)).toHaveLength(2);
  });

  it("stops a phone's orders by their value within the hour", async () => {
    // The cap on one order is 20.00: a phone may order 4 × 20.00 an hour, the order crossing it being its last.
    const r = await onlineRestaurant(app, 20_00);
    const body = await pickupOf(app, r, 3);
    const phone = device();
    const statuses: number[] = [];
    for (let n = 0; n < 6; n += 1) statuses.push((await place(app, r, body, phone)).status);
    // 19.50 each: after 5 (97.50) the phone is over 80.00.
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const other = await ok(place(app, r, body, device()), 201);
    expect(other.stage).toBe('received');
  });

  it("counts the socket's address: a spoofed X-Forwarded-For escapes nothing unless TRUST_PROXY names the proxy", async () => {
    const r = await onlineRestaurant(app);
    const body = await pickupOf(app, r);
    const statuses: number[] = [];
    // No device key: an online order is counted against its address.
    for (let n = 0; n < 12; n += 1)
      statuses.push((await place(app, r, body, { 'x-forwarded-for': `203.0.113.${n + 1}` })).status);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);

    const behindProxy = await startTestApp({ TRUST_PROXY: 'loopback' });
    try {
      const p = await onlineRestaurant(behindProxy);
      const pBody = await pickupOf(behindProxy, p);
      const fromProxy: number[] = [];
      for (let n = 0; n < 12; n += 1)
        fromProxy.push((await place(behindProxy, p, pBody, { 'x-forwarded-for': `203.0.113.${n + 1}` })).status);
      expect(fromProxy).toEqual(Array(12).fill(201));
      // The same client behind the proxy is still one client.
      const same: number[] = [];
      for (let n = 0; n < 11; n += 1)
        same.push((await place(behindProxy, p, pBody, { 'x-forwarded-for': '198.51.100.7' })).status);
      expect(same.slice(0, 10).every((s) => s === 201)).toBe(true);
      expect(same[10]).toBe(429);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('the same Idempotency-Key', () => {
  it('gives the first order back for the same order, and 409 for another one, writing nothing', async () => {
    const r = await onlineRestaurant(app);
    const body = await pickupOf(app, r);
    const key = randomUUID();
    const phone = device();
    const first = await ok(place(app, r, body, phone, key), 201);
    const again = await ok(place(app, r, body, phone, key), 201);
    expect(again.token).toBe(first.token);
    const other = await place(app, r, { ...body, items: [{ dishId: r.soup, quantity: 5 }] }, phone, key);
    expect(other.status).toBe(409);
    expect(other.body.error).toMatchObject({
      code: 'conflict',
      message: 'This Idempotency-Key was already used for a different order.',
    });
    expect(await waiting(r)).toHaveLength(1);
  });
});

describe('the test payment provider', () => {
  it('is not offered unless TEST_PAYMENTS=1: the guest pays the staff and its notifications are refused', async () => {
    const r = await onlineRestaurant(app);
    await ok(r.owner.api.patch(r.base, { settings: { guestOrdering: { online: true, paymentProvider: 'test' } } }));
    const body = await pickupOf(app, r);
    const placed = await ok(place(app, r, body, device()), 201);
    const [held] = await waiting(r);
    await ok(r.owner.api.post(`${r.base}/guest-orders/${held!.id}/accept`));
    const view = await ok(app.api.withToken(null).get(`/api/public/orders/${placed.token}`));
    expect(view.payment).toEqual({ provider: null, status: 'pay_staff', canPay: false });
    const pay = await app.api.withToken(null).post(`/api/public/orders/${placed.token}/payment`, {});
    expect(pay.status).toBe(422);
    expect(pay.body.error.message).toBe('Please pay a member of staff.');
    const notice = await app.api
      .withToken(null)
      .post('/api/public/payments/test/notifications', { checkout: 'e30', signature: 'x', outcome: 'paid' });
    expect(notice.status).toBe(404);
    const [order] = (await ok(r.owner.api.get(`${r.base}/orders?type=takeaway`))).data;
    expect((await ok(r.owner.api.get(`${r.base}/orders/${order.id}/bills`))).data).toEqual([]);
  });
});
