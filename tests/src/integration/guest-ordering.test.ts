import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDish, addSpaceWithTables, addStation } from '../fixtures/catalogue';
import { ok } from '../fixtures/http';
import { setupRestaurant, type StaffMember } from '../fixtures/restaurant';
import { startTestApp, type TestApp } from '../harness';
import type { RegisteredUser } from '../factories';

// Guests order from their phones (issue 17): at a table by its QR token, or online; the same on
// PostgreSQL and embedded PGlite.
let app: TestApp;
let owner: RegisteredUser;
let waiter: StaffMember;
let rid: string;
let base: string;
const ids = {} as Record<'burger' | 'soup' | 'pie' | 'lunchOnly' | 't1' | 't2' | 't3', string>;
const tokens = {} as Record<'t1' | 't2' | 't3', string>;

beforeAll(async () => {
  app = await startTestApp({ TEST_PAYMENTS: '1' });
  ({
    owner,
    rid,
    base,
    staff: [waiter],
  } = await setupRestaurant(app, {
    plan: 'premium',
    staff: ['waiter'],
    update: {
      serviceChargePercent: 10,
      taxPercent: 5,
      settings: {
        guestOrdering: { online: true, qr: true },
        serviceCharge: { orderTypes: ['dine_in', 'takeaway', 'delivery'] },
      },
    },
  }));
  const grill = await addStation(owner.api, base, 'Grill');
  const dinner = await ok(owner.api.post(`${base}/menus`, { name: 'Dinner', isActive: true }), 201);
  const lunch = await ok(owner.api.post(`${base}/menus`, { name: 'Lunch' }), 201);
  const mains = await ok(owner.api.post(`${base}/categories`, { menuId: dinner.id, name: 'Mains' }), 201);
  const sandwiches = await ok(owner.api.post(`${base}/categories`, { menuId: lunch.id, name: 'Sandwiches' }), 201);
  ids.burger = await addDish(owner.api, base, {
    name: 'Burger',
    stationId: grill,
    categoryIds: [mains.id],
    variants: [
      { id: 'single', name: 'Single', price: 1200 },
      { id: 'double', name: 'Double', price: 1600 },
    ],
    modifierGroups: [
      {
        id: 'side',
        name: 'Side',
        minSelections: 1,
        maxSelections: 1,
        options: [
          { id: 'fries', name: 'Fries', priceDelta: 0 },
          { id: 'salad', name: 'Salad', priceDelta: 150 },
        ],
      },
    ],
  });
  ids.soup = await addDish(owner.api, base, { name: 'Soup', price: 650, stationId: grill, categoryIds: [mains.id] });
  ids.pie = await addDish(owner.api, base, { name: 'Pie', price: 500, stationId: grill, categoryIds: [mains.id] });
  ids.lunchOnly = await addDish(owner.api, base, { name: 'Club sandwich', price: 900, categoryIds: [sandwiches.id] });
  await ok(owner.api.put(`${base}/dishes/${ids.pie}/availability`, { isAvailable: false }));
  const { tableIds } = await addSpaceWithTables(owner.api, base, 'Hall', [
    { name: 'T1', capacity: 4 },
    { name: 'T2', capacity: 4 },
    { name: 'T3', capacity: 2 },
  ]);
  [ids.t1, ids.t2, ids.t3] = [tableIds.T1, tableIds.T2, tableIds.T3];
  const tables = (await ok(owner.api.get(`${base}/tables`))).data as { id: string; qrToken: string }[];
  for (const key of ['t1', 't2', 't3'] as const) tokens[key] = tables.find((t) => t.id === ids[key])!.qrToken;
});
afterAll(() => app?.close());

const guest = () => app.api.withToken(null);
const pub = () => `/api/public/restaurants/${rid}`;
const burger = (side = 'fries', variantId = 'double') => ({
  dishId: ids.burger,
  variantId,
  modifierOptionIds: [side],
  quantity: 1,
});
const order = (body: Record<string, unknown>, key = randomUUID(), headers: Record<string, string> = {}) =>
  guest().post(`${pub()}/orders`, body, { 'idempotency-key': key, ...headers });
/** The guest page's key of one phone, whose first online order the staff confirm (test "takes a pickup order…"). */
const phone = { 'x-guest-device': `phone-${randomUUID()}` };
const openOrderAt = async (tableId: string) =>
  (await ok(owner.api.get(`${base}/orders?tableId=${tableId}&status=open`))).data as any[];
const setConfirm = (confirmOrders: boolean) => ok(owner.api.patch(base, { confirmOrders }));

describe('guest ordering at a table', () => {
  it('goes to the kitchen at once with confirmation off, priced by the server as the bill is', async () => {
    await setConfirm(false);
    // A price, a total and an unknown field from the phone are dropped: the server prices the lines.
    const placed = await ok(
      order({
        tableToken: tokens.t1,
        total: 1,
        items: [
          { ...burger('salad'), unitPrice: 1, price: 1 },
          { dishId: ids.soup, quantity: 2, remarks: 'no onions', lineTotal: 1 },
        ],
      }),
      201,
    );
    expect(placed).toMatchObject({
      channel: 'table',
      tableName: 'T1',
      stage: 'accepted',
      payment: { status: 'pay_staff' },
    });
    expect(placed.lines).toEqual([
      expect.objectContaining({
        name: 'Burger',
        variantName: 'Double',
        modifiers: ['Salad'],
        quantity: 1,
        unitPrice: 1750,
        lineTotal: 1750,
        status: 'fired',
      }),
      expect.objectContaining({
        name: 'Soup',
        quantity: 2,
        remarks: 'no onions',
        unitPrice: 650,
        lineTotal: 1300,
        status: 'fired',
      }),
    ]);
    // 30.50 + 10 % service (3.05) + 5 % tax on 33.55 (1.68) = 35.23
    expect(placed.totals).toMatchObject({ subtotal: 3050, serviceCharge: 305, tax: 168, grandTotal: 3523 });

    const [pos] = await openOrderAt(ids.t1);
    expect(pos.items.map((i: any) => [i.name, i.status])).toEqual([
      ['Burger', 'fired'],
      ['Soup', 'fired'],
    ]);
    const kds = await ok(owner.api.get(`${base}/kds`));
    expect(kds.tickets.filter((t: any) => t.orderId === pos.id)).toHaveLength(1);
    const bill = await ok(owner.api.post(`${base}/orders/${pos.id}/bill`, {}), 201);
    expect(bill.totals.grandTotal).toBe(placed.totals.grandTotal);

    // The guest reads their order with its token alone.
    const read = await ok(guest().get(`/api/public/orders/${placed.token}`));
    expect(read).toMatchObject({ stage: 'accepted', orderNo: pos.displayNo, restaurant: { id: rid } });
  });

  it("joins the table's open order as new items and sends only them, not what the waiter is composing", async () => {
    await setConfirm(false);
    const pos = await ok(
      waiter.api.post(`${base}/orders`, {
        type: 'dine_in',
        tableId: ids.t2,
        items: [{ dishId: ids.soup, quantity: 1 }],
      }),
      201,
    );
    const placed = await ok(order({ tableToken: tokens.t2, items: [burger()] }), 201);
    const [after] = await openOrderAt(ids.t2);
    expect(after.id).toBe(pos.id);
    expect(after.items.map((i: any) => [i.name, i.status])).toEqual([
      ['Soup', 'pending'],
      ['Burger', 'fired'],
    ]);
    // Only the guest's own line is on their page: nothing of the waiter's soup.
    expect(placed.lines.map((l: any) => l.name)).toEqual(['Burger']);
  });

  it('waits in "To confirm" with confirmation on; a waiter accepts (to the kitchen) or turns it down', async () => {
    await setConfirm(true);
    const placed = await ok(
      order({ tableToken: tokens.t3, items: [burger(), { dishId: ids.soup, quantity: 1 }] }),
      201,
    );
    expect(placed.stage).toBe('received');
    expect(await openOrderAt(ids.t3)).toEqual([]);
    const waiting = (await ok(waiter.api.get(`${base}/guest-orders`))).data;
    expect(waiting).toEqual([
      expect.objectContaining({ status: 'to_confirm', tableName: 'T3', grandTotal: placed.totals.grandTotal }),
    ]);
    expect(waiting[0].lines.map((l: any) => l.name)).toEqual(['Burger', 'Soup']);

    const accepted = await ok(waiter.api.post(`${base}/guest-orders/${waiting[0].id}/accept`));
    expect(accepted.status).toBe('accepted');
    const [pos] = await openOrderAt(ids.t3);
    expect(pos.items.every((i: any) => i.status === 'fired')).toBe(true);
    expect((await ok(guest().get(`/api/public/orders/${placed.token}`))).stage).toBe('accepted');
    expect((await waiter.api.post(`${base}/guest-orders/${waiting[0].id}/accept`)).status).toBe(422);
    expect((await ok(waiter.api.get(`${base}/guest-orders`))).data).toEqual([]);

    const second = await ok(order({ tableToken: tokens.t1, items: [{ dishId: ids.soup, quantity: 1 }] }), 201);
    const [again] = (await ok(waiter.api.get(`${base}/guest-orders`))).data;
    expect((await waiter.api.post(`${base}/guest-orders/${again.id}/reject`, {})).status).toBe(400);
    await ok(waiter.api.post(`${base}/guest-orders/${again.id}/reject`, { reason: 'Kitchen closing' }));
    expect(await ok(guest().get(`/api/public/orders/${second.token}`))).toMatchObject({
      stage: 'rejected',
      rejectReason: 'Kitchen closing',
    });
    expect((await openOrderAt(ids.t3))[0].items).toHaveLength(2);
    await setConfirm(false);
  });

  it('makes one order of a double submit (same Idempotency-Key), even at the same instant', async () => {
    const key = randomUUID();
    const body = { tableToken: tokens.t1, items: [{ dishId: ids.soup, quantity: 1 }] };
    const before = (await openOrderAt(ids.t1))[0].items.length;
    const [a, b] = await Promise.all([order(body, key), order(body, key)]);
    const c = await order(body, key);
    expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
    expect(new Set([a.body.token, b.body.token, c.body.token]).size).toBe(1);
    expect((await openOrderAt(ids.t1))[0].items.length).toBe(before + 1);
    expect((await order(body)).status).toBe(201);
    expect((await openOrderAt(ids.t1))[0].items.length).toBe(before + 2);
    expect((await guest().post(`${pub()}/orders`, body)).status).toBe(400);
  });

  it('refuses a sold-out dish, a dish off the active menu, a broken modifier rule and an order over the limit, writing nothing', async () => {
    const before = (await openOrderAt(ids.t1))[0].items.length;
    const pie = await order({ tableToken: tokens.t1, items: [{ dishId: ids.pie, quantity: 1 }] });
    expect(pie.status).toBe(422);
    expect(pie.body.error).toMatchObject({ code: 'item_unavailable', message: 'Pie is out of stock.' });
    const lunch = await order({ tableToken: tokens.t1, items: [{ dishId: ids.lunchOnly, quantity: 1 }] });
    expect(lunch.body.error).toMatchObject({
      code: 'item_unavailable',
      message: 'A dish in your cart is no longer on the menu.',
    });
    const noSide = await order({ tableToken: tokens.t1, items: [{ dishId: ids.burger, quantity: 1 }] });
    expect(noSide.status).toBe(400);
    expect(noSide.body.error.message).toBe('Choose 1 of "Side" for Burger.');
    await ok(owner.api.patch(base, { settings: { guestOrdering: { online: true, qr: true, maxOrderValue: 50_00 } } }));
    const big = await order({ tableToken: tokens.t1, items: [{ dishId: ids.soup, quantity: 10 }] });
    expect(big.status).toBe(422);
    expect(big.body.error.message).toBe('Orders from the menu are limited to 50.00. Please ask a member of staff.');
    await ok(owner.api.patch(base, { settings: { guestOrdering: { online: true, qr: true, maxOrderValue: 500_00 } } }));
    expect((await openOrderAt(ids.t1))[0].items.length).toBe(before);
    expect(
      (await app.database.db.selectFrom('guest_orders').select('id').where('restaurant_id', '=', rid).execute()).length,
    ).toBeGreaterThan(0);
  });

  it('refuses the old code of a table whose token was rotated', async () => {
    const rotated = await ok(owner.api.post(`${base}/tables/${ids.t2}/qr-token`));
    const old = await order({ tableToken: tokens.t2, items: [{ dishId: ids.soup, quantity: 1 }] });
    expect(old.status).toBe(404);
    expect(old.body.error.message).toBe("This table's code has changed. Please scan the code on your table again.");
    expect((await order({ tableToken: rotated.qrToken, items: [{ dishId: ids.soup, quantity: 1 }] })).status).toBe(201);
    tokens.t2 = rotated.qrToken;
  });

  it("shows a guest nothing of another order: forged, foreign and other guests' tokens read nothing", async () => {
    const mine = await ok(order({ tableToken: tokens.t2, items: [{ dishId: ids.soup, quantity: 1 }] }), 201);
    const theirs = await ok(order({ tableToken: tokens.t2, items: [burger()] }), 201);
    expect(mine.token).not.toBe(theirs.token);
    const view = await ok(guest().get(`/api/public/orders/${mine.token}`));
    expect(view.lines.map((l: any) => l.name)).toEqual(['Soup']);
    expect(JSON.stringify(view)).not.toContain(theirs.token);
    const [, mac] = mine.token.split('.');
    const forged = [`${rid}.${'A'.repeat(43)}`, `${randomUUID()}.${mac}`, `${rid}.${mac}x`, 'not-a-token'];
    for (const token of forged) {
      const res = await guest().get(`/api/public/orders/${encodeURIComponent(token)}`);
      expect(res.status, token).toBe(404);
      expect(res.body.error.message).toBe('This order link is not valid.');
    }
    expect((await guest().get(`${base}/guest-orders`)).status).toBe(401);
  });

  it('calls a waiter and asks for the bill: one open request per table and kind until a waiter answers', async () => {
    const placed = await ok(order({ tableToken: tokens.t2, items: [{ dishId: ids.soup, quantity: 1 }] }), 201);
    await ok(guest().post(`/api/public/orders/${placed.token}/requests`, { kind: 'waiter' }));
    const twice = await ok(guest().post(`/api/public/orders/${placed.token}/requests`, { kind: 'waiter' }));
    expect(twice.requests).toEqual([expect.objectContaining({ kind: 'waiter', resolved: false })]);
    await ok(guest().post(`/api/public/orders/${placed.token}/requests`, { kind: 'bill' }));
    const open = (await ok(waiter.api.get(`${base}/guest-requests`))).data;
    expect(open.map((r: any) => [r.tableName, r.kind])).toEqual([
      ['T2', 'waiter'],
      ['T2', 'bill'],
    ]);
    await ok(waiter.api.post(`${base}/guest-requests/${open[0].id}/resolve`));
    expect((await ok(waiter.api.get(`${base}/guest-requests`))).data.map((r: any) => r.kind)).toEqual(['bill']);
    expect((await ok(guest().get(`/api/public/orders/${placed.token}`))).requests).toEqual([
      expect.objectContaining({ kind: 'waiter', resolved: true }),
      expect.objectContaining({ kind: 'bill', resolved: false }),
    ]);
    expect((await guest().post(`/api/public/orders/${placed.token}/requests`, { kind: 'dessert' })).status).toBe(400);
  });

  it('stops a table that keeps ordering (429 with Retry-After), whatever it orders', async () => {
    let res;
    for (let n = 0; n <= 20; n += 1) {
      res = await order({ tableToken: tokens.t3, items: [{ dishId: ids.pie, quantity: 1 }] });
      if (res.status === 429) break;
    }
    expect(res!.status).toBe(429);
    expect(res!.body.error.message).toMatch(/^Too many orders from this table/);
    expect(Number(res!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('online ordering', () => {
  it('takes a pickup order with a name, a phone and an open time; finds the restaurant by its slug', async () => {
    const ordering = await ok(guest().get(`${pub()}/ordering`));
    expect(ordering).toMatchObject({ restaurantId: rid, online: true });
    expect((await ok(guest().get(`/api/public/slugs/${ordering.slug}`))).restaurantId).toBe(rid);
    expect((await guest().get('/api/public/slugs/no-such-place')).status).toBe(404);

    const missing = await order({ channel: 'pickup', items: [{ dishId: ids.soup, quantity: 1 }] });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.error.fields)).toEqual(['customerName', 'phone', 'wantedAt']);
    const pickup = {
      channel: 'pickup',
      customerName: 'Ana',
      phone: '+1 555 0199',
      wantedAt: ordering.slots[0],
      items: [{ dishId: ids.soup, quantity: 2 }],
    };
    // A new phone's first order waits for a waiter, even with confirmation off.
    const first = await ok(order(pickup, undefined, phone), 201);
    expect(first).toMatchObject({ channel: 'pickup', stage: 'received', tableName: null, wantedAt: ordering.slots[0] });
    expect((await ok(owner.api.get(`${base}/orders?type=takeaway&status=open`))).data).toEqual([]);
    const [waiting] = (await ok(waiter.api.get(`${base}/guest-orders`))).data;
    expect(waiting).toMatchObject({ channel: 'pickup', customerName: 'Ana' });
    await ok(waiter.api.post(`${base}/guest-orders/${waiting.id}/accept`));
    expect((await ok(guest().get(`/api/public/orders/${first.token}`))).stage).toBe('accepted');
    // Once confirmed, the phone's next order goes straight to the kitchen.
    const placed = await ok(order(pickup, undefined, phone), 201);
    expect(placed).toMatchObject({ channel: 'pickup', stage: 'accepted' });
    expect((await ok(waiter.api.get(`${base}/guest-orders`))).data).toEqual([]);
    const pos = await ok(owner.api.get(`${base}/orders?type=takeaway&status=open`));
    expect(pos.data).toHaveLength(2);
    expect(pos.data[0]).toMatchObject({ customerName: 'Ana', deliveryPhone: '+1 555 0199' });
  });

  it("prices a cart as the order will be, and takes a delivery in a zone at or above its minimum, with the zone's fee", async () => {
    const quote = await ok(guest().post(`${pub()}/quote`, { items: [burger('salad')] }));
    // 17.50 + 1.75 service + 5 % of 19.25 (0.96) = 20.21
    expect(quote).toMatchObject({
      totals: { subtotal: 1750, grandTotal: 2021 },
      deliveryFee: 0,
      toPay: 2021,
      currency: 'USD',
    });
    const zone = await ok(
      owner.api.post(`${base}/delivery-zones`, { name: 'Centre', fee: 300, minimumOrder: 20_00 }),
      201,
    );
    const small = await guest().post(`${pub()}/quote`, { items: [{ dishId: ids.soup, quantity: 1 }], zoneId: zone.id });
    expect(small.status).toBe(422);
    expect(small.body.error.message).toBe('The minimum order for delivery to Centre is 20.00.');
    const { slots } = await ok(guest().get(`${pub()}/ordering`));
    const body = {
      channel: 'delivery',
      customerName: 'Bo',
      phone: '555 0100',
      address: '2 Quay St',
      wantedAt: slots[1],
      items: [burger('salad'), burger()],
    };
    expect((await order(body, undefined, phone)).body.error.fields).toEqual({
      zoneId: 'Please choose a delivery zone.',
    });
    const placed = await ok(order({ ...body, zoneId: zone.id }, undefined, phone), 201);
    // The fee is a line of the bill: service charge (never on the fee) and tax as the POS bill computes them, the same total.
    // 17.50 + 16.00 of dishes + 3.00 fee = 36.50; + 10 % service on the dishes 3.35 = 39.85; + 5 % tax 1.99 = 41.84
    expect(placed).toMatchObject({
      channel: 'delivery',
      deliveryFee: 300,
      totals: { subtotal: 3350, serviceCharge: 335, grandTotal: 4184 },
      toPay: 4184,
    });
    const posOrder = (await ok(owner.api.get(`${base}/orders?type=delivery&status=open`))).data[0];
    expect((await ok(owner.api.post(`${base}/orders/${posOrder.id}/bill`, {}), 201)).totals.grandTotal).toBe(4184);
    const deliveries = (await ok(owner.api.get(`${base}/deliveries`))).data;
    expect(deliveries).toEqual([expect.objectContaining({ fee: 300, address: '2 Quay St' })]);
  });
});

describe('paying from the phone', () => {
  const checkoutOf = (payUrl: string) =>
    Object.fromEntries(new URL(payUrl, 'http://x').searchParams) as { checkout: string; signature: string };
  const notify = (body: Record<string, unknown>) => guest().post('/api/public/payments/test/notifications', body);

  it("pays a pickup order through the restaurant's provider: the bill is paid once, a forged or repeated notice changes nothing", async () => {
    await setConfirm(false);
    const { slots } = await ok(guest().get(`${pub()}/ordering`));
    const pickup = {
      channel: 'pickup',
      customerName: 'Cy',
      phone: '555 0111',
      wantedAt: slots[0],
      items: [{ dishId: ids.soup, quantity: 2 }],
    };
    const before = await ok(order(pickup, undefined, phone), 201);
    // No provider chosen: pay the staff.
    expect(before.payment).toEqual({ provider: null, status: 'pay_staff', canPay: false });
    expect((await guest().post(`/api/public/orders/${before.token}/payment`, {})).body.error.message).toBe(
      'Please pay a member of staff.',
    );

    await ok(
      owner.api.patch(base, { settings: { guestOrdering: { online: true, qr: true, paymentProvider: 'test' } } }),
    );
    const placed = await ok(order(pickup, undefined, phone), 201);
    expect(placed.payment).toEqual({ provider: 'test', status: 'unpaid', canPay: true });
    const { payUrl } = await ok(guest().post(`/api/public/orders/${placed.token}/payment`, {}));
    expect(payUrl).toMatch(/^\/pay\/test\?checkout=/);
    expect((await ok(guest().get(`/api/public/orders/${placed.token}`))).payment.status).toBe('pending');

    const { checkout, signature } = checkoutOf(payUrl);
    const forged = JSON.parse(Buffer.from(checkout, 'base64url').toString('utf8'));
    const cheaper = Buffer.from(JSON.stringify({ ...forged, amount: 1 })).toString('base64url');
    expect((await notify({ checkout: cheaper, signature, outcome: 'paid' })).status).toBe(400);
    expect(await ok(notify({ checkout, signature, outcome: 'paid' }))).toEqual({ status: 'paid' });
    expect(await ok(notify({ checkout, signature, outcome: 'paid' }))).toEqual({ status: 'paid' });

    const view = await ok(guest().get(`/api/public/orders/${placed.token}`));
    expect(view.payment).toEqual({ provider: 'test', status: 'paid', canPay: false });
    expect(view.stage).not.toBe('picked_up');
    const pos = (await ok(owner.api.get(`${base}/orders?type=takeaway`))).data.find(
      (o: any) => o.displayNo === view.orderNo,
    );
    const [bill] = (await ok(owner.api.get(`${base}/orders/${pos.id}/bills`))).data;
    expect(bill).toMatchObject({ status: 'paid', paid: placed.toPay });
    expect(bill.payments).toEqual([
      expect.objectContaining({ method: 'card', amount: placed.toPay, reference: `test:${forged.id}` }),
    ]);

    // A declined checkout leaves the order payable again.
    const other = await ok(order(pickup, undefined, phone), 201);
    const second = checkoutOf((await ok(guest().post(`/api/public/orders/${other.token}/payment`, {}))).payUrl);
    expect(await ok(notify({ ...second, outcome: 'failed' }))).toEqual({ status: 'failed' });
    expect((await ok(guest().get(`/api/public/orders/${other.token}`))).payment).toEqual({
      provider: 'test',
      status: 'failed',
      canPay: true,
    });
    // At a table the staff bill the table.
    const atTable = await ok(order({ tableToken: tokens.t1, items: [{ dishId: ids.soup, quantity: 1 }] }), 201);
    expect(atTable.payment).toEqual({ provider: null, status: 'pay_staff', canPay: false });
    await ok(owner.api.patch(base, { settings: { guestOrdering: { online: true, qr: true, paymentProvider: null } } }));
  });
});

describe("the menu in the guest's language", () => {
  it('shows translated names and descriptions to a phone in that language, the dish’s own elsewhere and on the order', async () => {
    const saved = await ok(
      owner.api.patch(`${base}/dishes/${ids.soup}`, {
        description: 'Of the day',
        translations: {
          es: { name: 'Sopa', description: 'Del día' },
          fr: { name: 'Soupe', description: '' },
          de: { name: '', description: '' },
        },
      }),
    );
    // Empty translations are dropped; a missing description falls back to the dish's own.
    expect(saved.translations).toEqual({
      es: { name: 'Sopa', description: 'Del día' },
      fr: { name: 'Soupe', description: null },
    });
    const soupIn = async (lang: string) =>
      ((await ok(guest().get(`${pub()}/menu?limit=100&lang=${lang}`))).items as any[]).find((d) => d.id === ids.soup);
    expect(await soupIn('es-ES')).toMatchObject({ name: 'Sopa', description: 'Del día' });
    expect(await soupIn('fr')).toMatchObject({ name: 'Soupe', description: 'Of the day' });
    expect(await soupIn('ja')).toMatchObject({ name: 'Soup', description: 'Of the day' });
    expect((await ok(guest().get(`${pub()}/menu?lang=es&q=sopa`))).items.map((d: any) => d.name)).toEqual(['Sopa']);

    const unknown = await owner.api.patch(`${base}/dishes/${ids.soup}`, { translations: { xx: { name: 'Zup' } } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual({ translations: 'Unknown language: xx.' });
    // The kitchen and the bill keep the dish's own name.
    const placed = await ok(order({ tableToken: tokens.t1, items: [{ dishId: ids.soup, quantity: 1 }] }), 201);
    expect(placed.lines[0].name).toBe('Soup');
  });
});
