import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, registerUser, type RegisteredUser } from '../factories';
import { addCustomer, addDish, addSpaceWithTables, addStation } from '../fixtures/catalogue';
import { ok } from '../fixtures/http';
import { setupRestaurant } from '../fixtures/restaurant';
import { startTestApp, unique, type ApiClient, type TestApp } from '../harness';

let app: TestApp;
let owner: RegisteredUser;
let waiter: RegisteredUser;
let chef: RegisteredUser;
let rid: string;
let base: string;
const ids = {} as Record<
  'grill' | 'bar' | 'burger' | 'beer' | 'cake' | 'soup' | 't1' | 't2' | 't3' | 'customer',
  string
>;

beforeAll(async () => {
  app = await startTestApp();
  ({
    owner,
    rid,
    base,
    staff: [waiter, chef],
  } = await setupRestaurant(app, { staff: ['waiter', 'chef'] }));
  ids.grill = await addStation(owner.api, base, 'Grill');
  ids.bar = await addStation(owner.api, base, 'Bar');
  ids.burger = await addDish(owner.api, base, {
    name: 'Burger',
    stationId: ids.grill,
    variants: [
      { id: 'single', name: 'Single', price: 1200 },
      { id: 'double', name: 'Double', price: 1600, discount: { percent: 10 } },
    ],
    modifierGroups: [
      {
        id: 'extras',
        name: 'Extras',
        minSelections: 0,
        maxSelections: 2,
        options: [{ id: 'cheese', name: 'Cheese', priceDelta: 200 }],
      },
    ],
  });
  ids.beer = await addDish(owner.api, base, { name: 'Beer', price: 500, stationId: ids.bar });
  ids.cake = await addDish(owner.api, base, { name: 'Cake', price: 700, stationId: ids.grill, countdown: 2 });
  ids.soup = await addDish(owner.api, base, { name: 'Soup', price: 650, stationId: ids.grill });
  const { tableIds } = await addSpaceWithTables(owner.api, base, 'Hall', [
    { name: 'T1', capacity: 4 },
    { name: 'T2', capacity: 4 },
    { name: 'T3', capacity: 4 },
  ]);
  [ids.t1, ids.t2, ids.t3] = [tableIds.T1, tableIds.T2, tableIds.T3];
  ids.customer = await addCustomer(owner.api, base, { name: 'customer a', phone: '+1555' });
});
afterAll(() => app?.close());

const count = async (table: 'orders' | 'order_items' | 'kitchen_tickets', where: Record<string, string> = {}) => {
  let q = app.deps.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('restaurant_id', '=', rid);
  for (const [k, v] of Object.entries(where)) q = q.where(k as never, '=', v as never);
  return Number((await q.executeTakeFirstOrThrow()).n);
};

function order(api: ApiClient, body: Record<string, unknown>, headers?: Record<string, string>) {
  return api.post(`${base}/orders`, body, headers);
}

describe('POS orders', () => {
  it('places a dine-in order with priced items, occupies the table and numbers it per day', async () => {
    const first = await ok(
      order(waiter.api, {
        type: 'dine_in',
        tableId: ids.t1,
        guests: 2,
        customerId: ids.customer,
        items: [
          {
            dishId: ids.burger,
            variantId: 'double',
            modifierOptionIds: ['cheese'],
            quantity: 2,
            remarks: 'no onion',
            course: 'mains',
            seat: 1,
          },
          { dishId: ids.beer, quantity: 1, seat: 2 },
        ],
      }),
      201,
    );
    expect(first).toMatchObject({
      type: 'dine_in',
      status: 'open',
      target: 'Dine In: T1',
      guests: 2,
      customer: { id: ids.customer, name: 'customer a' },
      version: 1,
    });
    expect(first.staff.userId).toBe(waiter.user.id);
    // Double 1600 + cheese 200 = 1800; 10% variant discount = 180 → rate 1620.
    expect(first.items[0]).toMatchObject({
      name: 'Burger',
      variantName: 'Double',
      unitPrice: 1800,
      unitDiscount: 180,
      rate: 1620,
      subTotal: 3240,
      quantity: 2,
      remarks: 'no onion',
      course: 'mains',
      courseSort: 2,
      seat: 1,
      status: 'pending',
      stationId: ids.grill,
    });
    expect(first.items[0].modifiers).toEqual([
      expect.objectContaining({ optionId: 'cheese', name: 'Cheese', priceDelta: 200 }),
    ]);
    expect(first.totals).toEqual({ subtotal: 3740, itemCount: 3 });
    const table = await ok(owner.api.get(`${base}/tables/${ids.t1}`));
    expect(table.status).toBe('occupied');
    const second = await ok(
      order(waiter.api, { type: 'takeaway', customerName: 'Bob', items: [{ dishId: ids.beer, quantity: 1 }] }),
      201,
    );
    expect(second.displayNo).toBe(first.displayNo + 1);
    expect(second.target).toBe('Takeaway: Bob');
    const placed = await app.deps.db
      .selectFrom('events')
      .select('type')
      .where('restaurant_id', '=', rid)
      .where('type', '=', 'order.placed')
      .execute();
    expect(placed.length).toBeGreaterThanOrEqual(2);
  });

  it('sends one ticket per station with exactly the unsent items, and only new items on the next send', async () => {
    const o = await ok(
      order(waiter.api, {
        type: 'dine_in',
        tableId: ids.t2,
        items: [
          { dishId: ids.burger, quantity: 1 },
          { dishId: ids.beer, quantity: 2 },
          { dishId: ids.soup, quantity: 1 },
        ],
      }),
      201,
    );
    const sent = await ok(waiter.api.post(`${base}/orders/${o.id}/send`, { version: o.version }));
    expect(sent.tickets).toHaveLength(2);
    const grill = sent.tickets.find((t: { stationId: string }) => t.stationId === ids.grill);
    const bar = sent.tickets.find((t: { stationId: string }) => t.stationId === ids.bar);
    expect(grill.items.map((i: { name: string }) => i.name).sort()).toEqual(['Burger', 'Soup']);
    expect(bar.items.map((i: { name: string; quantity: number }) => [i.name, i.quantity])).toEqual([['Beer', 2]]);
    expect(grill).toMatchObject({
      fireNo: 1,
      status: 'new',
      target: 'Dine In: T2',
      stationName: 'Grill',
      isReprint: false,
      reprintCount: 0,
    });
    expect(sent.order.items.every((i: { status: string }) => i.status === 'fired')).toBe(true);

    const again = await waiter.api.post(`${base}/orders/${o.id}/send`, { version: sent.order.version });
    expect(again.status).toBe(422);
    expect(again.body.error.code).toBe('rule_violation');

    const added = await ok(
      waiter.api.post(`${base}/orders/${o.id}/items`, {
        version: sent.order.version,
        items: [{ dishId: ids.beer, quantity: 1, remarks: 'cold' }],
      }),
    );
    const second = await ok(waiter.api.post(`${base}/orders/${o.id}/send`, { version: added.version }));
    expect(second.tickets).toHaveLength(1);
    expect(second.tickets[0]).toMatchObject({ stationId: ids.bar, fireNo: 2 });
    expect(second.tickets[0].items).toEqual([expect.objectContaining({ name: 'Beer', quantity: 1, remarks: 'cold' })]);
    expect(await count('kitchen_tickets', { order_id: o.id })).toBe(3);
  });

  it('a retried send or create with the same Idempotency-Key creates nothing new', async () => {
    const key = unique('key');
    const body = {
      type: 'dine_in',
      tableId: ids.t3,
      items: [
        { dishId: ids.burger, quantity: 1 },
        { dishId: ids.beer, quantity: 1 },
      ],
    };
    const a = await order(waiter.api, body, { 'Idempotency-Key': key });
    const b = await order(waiter.api, body, { 'Idempotency-Key': key });
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.body).toEqual(a.body);
    expect(await count('orders', { table_id: ids.t3 })).toBe(1);

    const sendKey = unique('send');
    const s1 = await ok(
      waiter.api.post(`${base}/orders/${a.body.id}/send`, { version: a.body.version }, { 'Idempotency-Key': sendKey }),
    );
    const s2 = await ok(
      waiter.api.post(`${base}/orders/${a.body.id}/send`, { version: a.body.version }, { 'Idempotency-Key': sendKey }),
    );
    expect(s2.tickets.map((t: { id: string }) => t.id)).toEqual(s1.tickets.map((t: { id: string }) => t.id));
    expect(await count('kitchen_tickets', { order_id: a.body.id })).toBe(2);
    // Same key, different body: refused.
    const reused = await order(waiter.api, { ...body, guests: 3 }, { 'Idempotency-Key': key });
    expect(reused.status).toBe(409);
  });

  it('two terminals editing one order: the stale one gets 409 with the current order', async () => {
    const o = await ok(order(waiter.api, { type: 'takeaway', items: [{ dishId: ids.beer, quantity: 1 }] }), 201);
    const t1 = await ok(
      waiter.api.post(`${base}/orders/${o.id}/items`, {
        version: o.version,
        items: [{ dishId: ids.soup, quantity: 1 }],
      }),
    );
    const stale = await owner.api.post(`${base}/orders/${o.id}/items`, {
      version: o.version,
      items: [{ dishId: ids.burger, quantity: 1 }],
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('stale_version');
    expect(stale.body.error.order).toMatchObject({ id: o.id, version: t1.version });
    expect(stale.body.error.order.items).toHaveLength(2);
    expect(await count('order_items', { order_id: o.id })).toBe(2);
  });

  it("refuses 86'd items and counts down", async () => {
    const res = await order(waiter.api, { type: 'takeaway', items: [{ dishId: ids.cake, quantity: 3 }] });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('item_unavailable');
    await ok(order(waiter.api, { type: 'takeaway', items: [{ dishId: ids.cake, quantity: 2 }] }), 201);
    const sold = await order(waiter.api, { type: 'takeaway', items: [{ dishId: ids.cake, quantity: 1 }] });
    expect(sold.body.error).toMatchObject({ code: 'item_unavailable', dishId: ids.cake });
  });

  it('keeps drafts, lists them, and places one later', async () => {
    const draft = await ok(
      order(waiter.api, {
        type: 'dine_in',
        tableId: ids.t3,
        isDraft: true,
        items: [{ dishId: ids.soup, quantity: 1 }],
      }),
      201,
    );
    expect(draft.status).toBe('draft');
    const drafts = await ok(waiter.api.get(`${base}/orders/drafts`));
    expect(drafts.data.map((d: { id: string }) => d.id)).toContain(draft.id);
    const notYet = await waiter.api.post(`${base}/orders/${draft.id}/send`, { version: draft.version });
    expect(notYet.status).toBe(422);
    const placed = await ok(waiter.api.post(`${base}/orders/${draft.id}/place`, { version: draft.version }));
    expect(placed.status).toBe('open');
  });

  it('holds a course and fires it later', async () => {
    const o = await ok(
      order(waiter.api, {
        type: 'takeaway',
        items: [
          { dishId: ids.soup, quantity: 1, course: 'starters' },
          { dishId: ids.burger, quantity: 1, course: 'mains', hold: true },
        ],
      }),
      201,
    );
    const sent = await ok(waiter.api.post(`${base}/orders/${o.id}/send`, { version: o.version }));
    expect(sent.tickets).toHaveLength(1);
    expect(sent.tickets[0].items.map((i: { name: string }) => i.name)).toEqual(['Soup']);
    expect(sent.order.items.find((i: { name: string }) => i.name === 'Burger')).toMatchObject({
      status: 'pending',
      isHeld: true,
    });
    const fired = await ok(
      waiter.api.post(`${base}/orders/${o.id}/courses/mains/fire`, { version: sent.order.version }),
    );
    expect(fired.tickets).toHaveLength(1);
    expect(fired.tickets[0]).toMatchObject({ fireNo: 2, courses: ['mains'] });
    expect(fired.tickets[0].items.map((i: { name: string }) => i.name)).toEqual(['Burger']);
  });

  it('voiding a fired item needs orders.void or a manager override, recorded with the approver', async () => {
    const o = await ok(
      order(waiter.api, {
        type: 'takeaway',
        items: [
          { dishId: ids.soup, quantity: 1 },
          { dishId: ids.beer, quantity: 1 },
          { dishId: ids.burger, quantity: 1 },
        ],
      }),
      201,
    );
    const sent = await ok(waiter.api.post(`${base}/orders/${o.id}/send`, { version: o.version }));
    const [soup, beer, burger] = sent.order.items;
    const refused = await waiter.api.post(`${base}/orders/${o.id}/items/${soup.id}/void`, {
      version: sent.order.version,
      reason: 'changed mind',
    });
    expect(refused.status).toBe(403);
    const bad = await waiter.api.post(`${base}/orders/${o.id}/items/${soup.id}/void`, {
      version: sent.order.version,
      reason: 'x',
      approverEmail: owner.email,
      approverPassword: 'wrong',
    });
    expect(bad.status).toBe(403);
    const chefOverride = await waiter.api.post(`${base}/orders/${o.id}/items/${soup.id}/void`, {
      version: sent.order.version,
      reason: 'x',
      approverEmail: chef.email,
      approverPassword: chef.password,
    });
    expect(chefOverride.status).toBe(403);
    const approved = await ok(
      waiter.api.post(`${base}/orders/${o.id}/items/${soup.id}/void`, {
        version: sent.order.version,
        reason: 'changed mind',
        approverEmail: owner.email,
        approverPassword: owner.password,
      }),
    );
    expect(approved.items.find((i: { id: string }) => i.id === soup.id)).toMatchObject({
      status: 'voided',
      voidReason: 'changed mind',
      subTotal: 0,
      voidApprovedBy: { userId: owner.user.id },
      voidedBy: { userId: waiter.user.id },
    });
    const byManager = await ok(
      owner.api.post(`${base}/orders/${o.id}/items/${beer.id}/void`, { version: approved.version, reason: 'spilled' }),
    );
    expect(byManager.items.find((i: { id: string }) => i.id === beer.id)).toMatchObject({
      status: 'voided',
      voidApprovedBy: null,
    });
    expect(byManager.totals.subtotal).toBe(burger.subTotal);
    const events = await app.deps.db
      .selectFrom('events')
      .select('payload')
      .where('restaurant_id', '=', rid)
      .where('type', '=', 'order.item_voided')
      .execute();
    expect(events.length).toBeGreaterThanOrEqual(2);
  });

  it('transfers an order, merges two tables and moves items between orders', async () => {
    const space = (await ok(owner.api.get(`${base}/spaces`))).data[0];
    const a = (await ok(owner.api.post(`${base}/tables`, { spaceId: space.id, name: unique('A') }), 201)).id;
    const b = (await ok(owner.api.post(`${base}/tables`, { spaceId: space.id, name: unique('B') }), 201)).id;
    const c = (await ok(owner.api.post(`${base}/tables`, { spaceId: space.id, name: unique('C') }), 201)).id;
    const oa = await ok(
      order(waiter.api, { type: 'dine_in', tableId: a, guests: 2, items: [{ dishId: ids.beer, quantity: 1 }] }),
      201,
    );
    const moved = await ok(waiter.api.post(`${base}/orders/${oa.id}/transfer`, { version: oa.version, tableId: c }));
    expect(moved.table.id).toBe(c);
    expect((await ok(owner.api.get(`${base}/tables/${a}`))).status).toBe('free');
    expect((await ok(owner.api.get(`${base}/tables/${c}`))).status).toBe('occupied');

    const ob = await ok(
      order(waiter.api, {
        type: 'dine_in',
        tableId: b,
        guests: 3,
        items: [
          { dishId: ids.soup, quantity: 2 },
          { dishId: ids.burger, quantity: 1 },
        ],
      }),
      201,
    );
    const merged = await ok(
      waiter.api.post(`${base}/orders/${moved.id}/merge`, {
        version: moved.version,
        sourceOrderId: ob.id,
        sourceVersion: ob.version,
      }),
    );
    expect(merged.items.map((i: { name: string }) => i.name)).toEqual(['Beer', 'Soup', 'Burger']);
    expect(merged.guests).toBe(5);
    expect((await ok(owner.api.get(`${base}/orders/${ob.id}`))).status).toBe('merged');
    expect((await ok(owner.api.get(`${base}/tables/${b}`))).status).toBe('free');

    const other = await ok(order(waiter.api, { type: 'takeaway', items: [{ dishId: ids.beer, quantity: 1 }] }), 201);
    const burger = merged.items.find((i: { name: string }) => i.name === 'Burger');
    const result = await ok(
      waiter.api.post(`${base}/orders/${merged.id}/move-items`, {
        version: merged.version,
        targetOrderId: other.id,
        targetVersion: other.version,
        itemIds: [burger.id],
      }),
    );
    expect(result.source.items.map((i: { name: string }) => i.name)).toEqual(['Beer', 'Soup']);
    expect(result.target.items.map((i: { name: string }) => i.name)).toEqual(['Beer', 'Burger']);
  });

  it('delivery orders need an address and a phone, taken from the customer when not given', async () => {
    const missing = await order(waiter.api, { type: 'delivery', items: [{ dishId: ids.beer, quantity: 1 }] });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toMatchObject({
      deliveryAddress: expect.any(String),
      deliveryPhone: expect.any(String),
    });
    const customer = await ok(
      owner.api.post(`${base}/customers`, {
        name: 'Dee Livery',
        phone: '+1777',
        addresses: [{ label: 'Home', address: '5 Elm St' }],
      }),
      201,
    );
    const placed = await ok(
      order(waiter.api, { type: 'delivery', customerId: customer.id, items: [{ dishId: ids.beer, quantity: 1 }] }),
      201,
    );
    expect(placed).toMatchObject({
      type: 'delivery',
      deliveryAddress: '5 Elm St',
      deliveryPhone: '+1777',
      target: 'Delivery: Dee Livery',
      table: null,
    });
    const unknownReservation = await order(waiter.api, {
      type: 'takeaway',
      reservationId: '00000000-0000-4000-8000-000000000001',
      items: [{ dishId: ids.beer, quantity: 1 }],
    });
    expect(unknownReservation.status).toBe(400);
    expect(unknownReservation.body.error.fields.reservationId).toBe('Please select a reservation.');
  });

  it('cancels an order nothing of which was sent, freeing its table', async () => {
    const space = (await ok(owner.api.get(`${base}/spaces`))).data[0];
    const t = (await ok(owner.api.post(`${base}/tables`, { spaceId: space.id, name: unique('X') }), 201)).id;
    const o = await ok(
      order(waiter.api, { type: 'dine_in', tableId: t, items: [{ dishId: ids.soup, quantity: 1 }] }),
      201,
    );
    expect((await ok(owner.api.get(`${base}/tables/${t}`))).status).toBe('occupied');
    const cancelled = await ok(
      waiter.api.post(`${base}/orders/${o.id}/cancel`, { version: o.version, reason: 'guest left' }),
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'guest left' });
    expect(cancelled.items[0].status).toBe('voided');
    expect((await ok(owner.api.get(`${base}/tables/${t}`))).status).toBe('free');
    const sent = await ok(
      order(waiter.api, { type: 'takeaway', items: [{ dishId: ids.soup, quantity: 1 }], send: true }),
      201,
    );
    expect(
      (await waiter.api.post(`${base}/orders/${sent.id}/cancel`, { version: sent.version, reason: 'x' })).status,
    ).toBe(422);
  });

  it("answers 404 for another restaurant's order", async () => {
    const o = await ok(order(waiter.api, { type: 'takeaway', items: [{ dishId: ids.beer, quantity: 1 }] }), 201);
    const stranger = await registerUser(app.api);
    const other = await createRestaurant(stranger.api);
    expect((await stranger.api.get(`/api/restaurants/${other.id}/orders/${o.id}`)).status).toBe(404);
    expect((await stranger.api.get(`${base}/orders/${o.id}`)).status).toBe(404);
    expect((await stranger.api.post(`/api/restaurants/${other.id}/orders/${o.id}/send`, { version: 1 })).status).toBe(
      404,
    );
  });

  it('seed scenario: a waiter adds an order for customer a with four dishes, quantities 1–4 and remarks; the history shows the same rows', async () => {
    const dishes = [ids.burger, ids.beer, ids.soup, ids.beer];
    const items = dishes.map((dishId, n) => ({ dishId, quantity: n + 1, remarks: `remark ${n + 1}` }));
    const placed = await ok(order(waiter.api, { type: 'takeaway', customerId: ids.customer, items }), 201);
    const history = await ok(waiter.api.get(`${base}/orders?customerId=${ids.customer}&q=customer%20a`));
    const row = history.data.find((o: { id: string }) => o.id === placed.id);
    expect(
      row.items.map((i: { name: string; quantity: number; remarks: string; status: string }) => [
        i.name,
        i.quantity,
        i.remarks,
        i.status,
      ]),
    ).toEqual([
      ['Burger', 1, 'remark 1', 'pending'],
      ['Beer', 2, 'remark 2', 'pending'],
      ['Soup', 3, 'remark 3', 'pending'],
      ['Beer', 4, 'remark 4', 'pending'],
    ]);
    expect(row.customerName).toBe('customer a');
  });
});
