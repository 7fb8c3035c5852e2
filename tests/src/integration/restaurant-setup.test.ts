import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDish, addSpaceWithTables } from '../fixtures/catalogue';
import { ok } from '../fixtures/http';
import { setupRestaurant } from '../fixtures/restaurant';
import { inviteAndJoin, roleIdOf, type RegisteredUser } from '../factories';
import { startTestApp, type TestApp } from '../harness';

// Issue 34, restaurant setup: a new restaurant takes no guest order until its owner goes live, guest
// orders respect opening hours, holidays and the kitchen's lead time, and a delivery has one price on
// every channel (POS, guest page, driver's cash). The same on PostgreSQL and embedded PGlite.
let app: TestApp;
beforeAll(async () => {
  // The checklist's printer is on this machine: no printer is there, none is asked to print.
  app = await startTestApp({ PRINTER_ALLOW_LOOPBACK: '1' });
});
afterAll(() => app?.close());

const guest = () => app.api.withToken(null);
const placeGuestOrder = (rid: string, body: Record<string, unknown>) =>
  guest().post(`/api/public/restaurants/${rid}/orders`, body, { 'idempotency-key': randomUUID() });
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const everyDay = (open: string, close: string) =>
  Object.fromEntries(['0', '1', '2', '3', '4', '5', '6'].map((d) => [d, [{ open, close }]]));
const hh = (hour: number) => `${String(hour % 24).padStart(2, '0')}:00`;

/** A restaurant (UTC) with a dish on an active menu and a table; its owner, base and the table's QR token. */
async function restaurantWithMenu(update: Record<string, unknown> = {}) {
  const setup = await setupRestaurant(app, { plan: 'premium', restaurant: { timeZone: 'UTC' }, update });
  const { owner, base } = setup;
  const menu = await ok(owner.api.post(`${base}/menus`, { name: 'Dinner', isActive: true }), 201);
  const mains = await ok(owner.api.post(`${base}/categories`, { menuId: menu.id, name: 'Mains' }), 201);
  const pizza = await addDish(owner.api, base, { name: 'Pizza', price: 1200, categoryIds: [mains.id] });
  const { tableIds } = await addSpaceWithTables(owner.api, base, 'Hall', [{ name: 'T1', capacity: 4 }]);
  const tables = (await ok(owner.api.get(`${base}/tables`))).data as { id: string; qrToken: string }[];
  return { ...setup, pizza, qrToken: tables.find((t) => t.id === tableIds.T1)!.qrToken };
}

describe('a new restaurant', () => {
  it('takes no online or QR order until its owner turns them on; the checklist ticks each step from real data', async () => {
    const { owner, rid, base } = await setupRestaurant(app);
    const checklist = async () =>
      Object.fromEntries(
        ((await ok(owner.api.get(`${base}/setup-checklist`))).steps as { key: string; done: boolean }[]).map((s) => [
          s.key,
          s.done,
        ]),
      );
    expect(await checklist()).toEqual({ menu: false, tables: false, printers: false, staff: false, live: false });
    expect(await ok(guest().get(`/api/public/restaurants/${rid}/ordering`))).toMatchObject({
      online: false,
      qr: false,
    });

    const menu = await ok(owner.api.post(`${base}/menus`, { name: 'Dinner', isActive: true }), 201);
    const mains = await ok(owner.api.post(`${base}/categories`, { menuId: menu.id, name: 'Mains' }), 201);
    const pizza = await addDish(owner.api, base, { name: 'Pizza', price: 1200, categoryIds: [mains.id] });
    await addSpaceWithTables(owner.api, base, 'Hall', [{ name: 'T1', capacity: 4 }]);
    const [table] = (await ok(owner.api.get(`${base}/tables`))).data;
    expect(await checklist()).toMatchObject({ menu: true, tables: true, printers: false, staff: false, live: false });

    const atTable = await placeGuestOrder(rid, { tableToken: table.qrToken, items: [{ dishId: pizza, quantity: 1 }] });
    expect(atTable.status).toBe(422);
    expect(atTable.body.error.message).toBe(
      'This restaurant does not take orders from the table code. Please ask a member of staff.',
    );
    const online = await placeGuestOrder(rid, {
      channel: 'pickup',
      customerName: 'Ana',
      phone: '555 0100',
      wantedAt: new Date(Date.now() + 3_600_000).toISOString(),
      items: [{ dishId: pizza, quantity: 1 }],
    });
    expect(online.status).toBe(422);
    expect(online.body.error.message).toBe('This restaurant does not take online orders.');
    expect((await ok(owner.api.get(`${base}/orders`))).data).toEqual([]);

    await ok(owner.api.post(`${base}/printers`, { name: 'Kitchen', host: '127.0.0.1', kind: 'kitchen' }), 201);
    // An invitation sent counts: the colleague is on the staff list.
    await ok(
      owner.api.post(`${base}/members/invitations`, {
        invites: [
          { email: `cook-${randomUUID()}@test.restaurant-os.app`, roleId: await roleIdOf(owner.api, rid, 'chef') },
        ],
      }),
      201,
    );
    await ok(owner.api.patch(base, { settings: { guestOrdering: { online: true, qr: true } } }));
    expect(await checklist()).toEqual({ menu: true, tables: true, printers: true, staff: true, live: true });
    expect(await ok(guest().get(`/api/public/restaurants/${rid}/ordering`))).toMatchObject({
      online: true,
      qr: true,
      closedReason: null,
    });
    await ok(placeGuestOrder(rid, { tableToken: table.qrToken, items: [{ dishId: pizza, quantity: 1 }] }), 201);
  });

  it('is set up with its time zone, currency, tax and service charge per order type; a waiter cannot read the checklist', async () => {
    const { owner, rid, base } = await setupRestaurant(app, {
      restaurant: {
        timeZone: 'Europe/Madrid',
        currency: 'EUR',
        taxPercent: 10,
        taxInclusive: true,
        serviceChargePercent: 5,
        settings: { serviceCharge: { orderTypes: ['dine_in', 'takeaway'] } },
      },
    });
    expect(await ok(owner.api.get(base))).toMatchObject({
      timeZone: 'Europe/Madrid',
      currency: 'EUR',
      taxPercent: 10,
      taxInclusive: true,
      serviceChargePercent: 5,
      settings: { serviceCharge: { orderTypes: ['dine_in', 'takeaway'] } },
    });
    const bad = await owner.api.patch(base, {
      timeZone: 'Mars/Olympus',
      currency: 'euro',
      settings: { serviceCharge: { orderTypes: ['picnic'] } },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual([
      'currency',
      'settings.serviceCharge.orderTypes.0',
      'timeZone',
    ]);
    const waiter = await inviteAndJoin(app, owner.api, rid, 'waiter');
    expect((await waiter.api.get(`${base}/setup-checklist`)).status).toBe(403);
  });
});

describe('guest orders and opening hours', () => {
  it('refuses a guest order while closed, saying when it opens; slots are only open times after the lead time', async () => {
    const now = new Date();
    const opensAt = now.getUTCHours() + 2;
    // Open two hours from now for an hour, every day (UTC): closed now.
    const { rid, pizza, qrToken, owner, base } = await restaurantWithMenu({
      settings: {
        guestOrdering: { online: true, qr: true },
        reservations: { openingHours: everyDay(hh(opensAt), hh(opensAt + 1)) },
      },
    });
    const when = opensAt >= 24 ? `${WEEKDAYS[(now.getUTCDay() + 1) % 7]} at ${hh(opensAt)}` : hh(opensAt);

    const atTable = await placeGuestOrder(rid, { tableToken: qrToken, items: [{ dishId: pizza, quantity: 1 }] });
    expect(atTable.status).toBe(422);
    expect(atTable.body.error.message).toBe(`We're closed now — we open at ${when}.`);
    const ordering = await ok(guest().get(`/api/public/restaurants/${rid}/ordering`));
    expect(ordering.closedReason).toBe(`We're closed now — we open at ${when}.`);
    expect(ordering.slots.length).toBeGreaterThan(0);
    for (const slot of ordering.slots as string[]) expect(hh(new Date(slot).getUTCHours())).toBe(hh(opensAt));

    const pickup = {
      channel: 'pickup',
      customerName: 'Ana',
      phone: '555 0100',
      items: [{ dishId: pizza, quantity: 1 }],
    };
    const closedThen = await placeGuestOrder(rid, {
      ...pickup,
      wantedAt: new Date(now.getTime() + 30 * 60_000).toISOString(),
    });
    expect(closedThen.status).toBe(422);
    expect(closedThen.body.error).toMatchObject({
      code: 'rule_violation',
      message: `We're closed at that time — we open at ${when}.`,
      fields: { wantedAt: `We're closed at that time — we open at ${when}.` },
    });
    await ok(placeGuestOrder(rid, { ...pickup, wantedAt: ordering.slots[0] }), 201);
    // A new phone's first online order waits for the staff (issue 33).
    expect((await ok(owner.api.get(`${base}/guest-orders`))).data).toHaveLength(1);
  });

  it("refuses a time sooner than the kitchen's lead time, and any order on a holiday of the calendar", async () => {
    const { rid, pizza, qrToken, owner, base } = await restaurantWithMenu({
      settings: { guestOrdering: { online: true, qr: true, leadMinutes: 45 } },
    });
    const pickup = {
      channel: 'pickup',
      customerName: 'Bo',
      phone: '555 0101',
      items: [{ dishId: pizza, quantity: 1 }],
    };
    const soon = await placeGuestOrder(rid, { ...pickup, wantedAt: new Date(Date.now() + 10 * 60_000).toISOString() });
    expect(soon.status).toBe(422);
    expect(soon.body.error.message).toMatch(
      /^The kitchen needs 45 minutes — the earliest time is (\w+ at )?\d\d:\d\d\.$/,
    );
    const { slots } = await ok(guest().get(`/api/public/restaurants/${rid}/ordering`));
    expect(new Date(slots[0]).getTime()).toBeGreaterThanOrEqual(Date.now() + 44 * 60_000);

    // A holiday from an hour ago to two days on: closed now, and for the times it covers.
    const start = new Date(Date.now() - 3_600_000).toISOString();
    const end = new Date(Date.now() + 48 * 3_600_000).toISOString();
    await ok(
      owner.api.post(`${base}/calendar/events`, {
        event: { title: 'Closed for holidays', start, end, allDay: false, extendedProps: { calendar: 'Holidays' } },
      }),
      201,
    );
    const atTable = await placeGuestOrder(rid, { tableToken: qrToken, items: [{ dishId: pizza, quantity: 1 }] });
    expect(atTable.status).toBe(422);
    expect(atTable.body.error.message).toMatch(/^We're closed now — we open at \w+ at \d\d:\d\d\.$/);
    expect((await ok(guest().get(`/api/public/restaurants/${rid}/ordering`))).slots).toEqual([]);
    expect((await ok(owner.api.get(`${base}/orders`))).data).toEqual([]);
  });
});

describe('one delivery price on every channel', () => {
  let owner: RegisteredUser;
  let rid: string;
  let base: string;
  let pizza: string;
  let zoneId: string;
  beforeAll(async () => {
    // 10 % service on dine-in and delivery (not takeaway), 5 % tax; Centre: 3.00, minimum 20.00, free from 60.00.
    ({ owner, rid, base, pizza } = await restaurantWithMenu({
      serviceChargePercent: 10,
      taxPercent: 5,
      settings: { guestOrdering: { online: true, qr: true }, serviceCharge: { orderTypes: ['dine_in', 'delivery'] } },
    }));
    zoneId = (
      await ok(
        owner.api.post(`${base}/delivery-zones`, { name: 'Centre', fee: 300, minimumOrder: 20_00, freeOver: 60_00 }),
        201,
      )
    ).id;
  });

  const quote = (quantity: number) =>
    guest().post(`/api/public/restaurants/${rid}/quote`, { items: [{ dishId: pizza, quantity }], zoneId });
  /** A delivery order entered on the POS in the Centre zone: its delivery record and its bill. */
  async function posDelivery(quantity: number) {
    const order = await ok(
      owner.api.post(`${base}/orders`, {
        type: 'delivery',
        customerName: 'Cy',
        deliveryAddress: '2 Quay St',
        deliveryPhone: '555 0102',
        deliveryZoneId: zoneId,
        items: [{ dishId: pizza, quantity }],
      }),
      201,
    );
    const delivery = (await ok(owner.api.get(`${base}/deliveries?perPage=100`))).data.find(
      (d: any) => d.orderId === order.id,
    );
    const bill = await ok(owner.api.post(`${base}/orders/${order.id}/bill`, {}), 201);
    return { delivery, bill };
  }

  it('prices a delivery the same through the POS and the guest endpoint: the fee, service charge on the dishes only, tax', async () => {
    const guestPrice = await ok(quote(2));
    // 24.00 of dishes + 10 % service on them 2.40 + 3.00 fee = 29.40; + 5 % tax 1.47 = 30.87
    expect(guestPrice).toMatchObject({
      deliveryFee: 300,
      totals: { subtotal: 2400, serviceCharge: 240, tax: 147, grandTotal: 3087 },
      toPay: 3087,
    });
    const { delivery, bill } = await posDelivery(2);
    expect(delivery).toMatchObject({ zoneName: 'Centre', fee: 300, belowMinimum: null });
    expect(bill.totals).toMatchObject({ subtotal: 2700, serviceCharge: 240, tax: 147, grandTotal: 3087 });
    expect(bill.lines.map((l: any) => [l.particular, l.subTotal])).toEqual([
      ['Pizza', 2400],
      ['Delivery fee (Centre)', 300],
    ]);
    // The driver collects the same (read before the bill existed, and after).
    expect((await ok(owner.api.get(`${base}/deliveries/${delivery.id}`))).cashToCollect).toBe(3087);
    expect(delivery.cashToCollect).toBe(3087);
  });

  it('refuses a guest under the zone minimum and warns the staff with the same minimum; free over the threshold on both', async () => {
    const small = await quote(1);
    expect(small.status).toBe(422);
    expect(small.body.error.message).toBe('The minimum order for delivery to Centre is 20.00.');
    const { delivery } = await posDelivery(1);
    expect(delivery).toMatchObject({ fee: 300, belowMinimum: 20_00 });

    const big = await ok(quote(5));
    // 60.00 reaches the free-over threshold: no fee. 60.00 + 6.00 service = 66.00; + 3.30 tax = 69.30
    expect(big).toMatchObject({ deliveryFee: 0, totals: { grandTotal: 6930 } });
    const pos = await posDelivery(5);
    expect(pos.delivery).toMatchObject({ fee: 0, belowMinimum: null, cashToCollect: 6930 });
    expect(pos.bill.totals.grandTotal).toBe(6930);
    expect(pos.bill.lines.map((l: any) => l.particular)).toEqual(['Pizza']);
  });

  it('takes no service charge on takeaway here, on the guest page as on the POS', async () => {
    const pickup = await ok(
      guest().post(`/api/public/restaurants/${rid}/quote`, { items: [{ dishId: pizza, quantity: 2 }] }),
    );
    expect(pickup.totals).toMatchObject({ subtotal: 2400, serviceCharge: 0, grandTotal: 2520 });
    const order = await ok(
      owner.api.post(`${base}/orders`, { type: 'takeaway', items: [{ dishId: pizza, quantity: 2 }] }),
      201,
    );
    expect((await ok(owner.api.post(`${base}/orders/${order.id}/bill`, {}), 201)).totals).toMatchObject({
      serviceCharge: 0,
      grandTotal: 2520,
    });
  });

  it('refuses an unknown zone on the POS with the field named, writing no order', async () => {
    const before = (await ok(owner.api.get(`${base}/orders?type=delivery&perPage=100`))).total;
    const res = await owner.api.post(`${base}/orders`, {
      type: 'delivery',
      customerName: 'Dee',
      deliveryAddress: '1 Road',
      deliveryPhone: '555',
      deliveryZoneId: randomUUID(),
      items: [{ dishId: pizza, quantity: 2 }],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ deliveryZoneId: 'Please select a delivery zone.' });
    expect((await ok(owner.api.get(`${base}/orders?type=delivery&perPage=100`))).total).toBe(before);
  });
});
