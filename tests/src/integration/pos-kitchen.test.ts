import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, inviteAndJoin, registerUser, type RegisteredUser } from '../factories';
import { addDish, addStation } from '../fixtures/catalogue';
import { ok } from '../fixtures/http';
import { setupRestaurant } from '../fixtures/restaurant';
import { startTestApp, type TestApp } from '../harness';

let app: TestApp;
let owner: RegisteredUser;
let waiter: RegisteredUser;
let chef: RegisteredUser;
let rid: string;
let base: string;
const ids = {} as Record<'grill' | 'bar' | 'burger' | 'beer' | 'fries', string>;

beforeAll(async () => {
  app = await startTestApp();
  ({
    owner,
    rid,
    base,
    staff: [waiter, chef],
  } = await setupRestaurant(app, {
    update: { settings: { kds: { warnMinutes: 5, lateMinutes: 12 } } },
    staff: ['waiter', 'chef'],
  }));
  ids.grill = await addStation(owner.api, base, 'Grill');
  ids.bar = await addStation(owner.api, base, 'Bar');
  ids.burger = await addDish(owner.api, base, {
    name: 'Burger',
    price: 1200,
    stationId: ids.grill,
    modifierGroups: [
      {
        id: 'x',
        name: 'Extras',
        minSelections: 0,
        maxSelections: 1,
        options: [{ id: 'cheese', name: 'Cheese', priceDelta: 100 }],
      },
    ],
  });
  ids.fries = await addDish(owner.api, base, { name: 'Fries', price: 400, stationId: ids.grill });
  ids.beer = await addDish(owner.api, base, { name: 'Beer', price: 500, stationId: ids.bar });
});
afterAll(() => app?.close());

async function sendOrder(items: Record<string, unknown>[]) {
  const order = await ok(waiter.api.post(`${base}/orders`, { type: 'takeaway', customerName: 'Kim', items }), 201);
  return ok(waiter.api.post(`${base}/orders/${order.id}/send`, { version: order.version }));
}

describe('kitchen display', () => {
  it('lists tickets oldest first per station with all-day counts and the restaurant thresholds', async () => {
    const a = await sendOrder([
      { dishId: ids.burger, quantity: 2, modifierOptionIds: ['cheese'], remarks: 'well done' },
      { dishId: ids.beer, quantity: 1 },
    ]);
    const b = await sendOrder([
      { dishId: ids.burger, quantity: 1 },
      { dishId: ids.fries, quantity: 3 },
    ]);
    const grill = await ok(chef.api.get(`${base}/kds?stationId=${ids.grill}`));
    expect(grill.settings).toEqual({ warnMinutes: 5, lateMinutes: 12 });
    expect(grill.tickets.map((t: { orderId: string }) => t.orderId)).toEqual([a.order.id, b.order.id]);
    expect(grill.tickets[0]).toMatchObject({
      target: 'Takeaway: Kim',
      stationName: 'Grill',
      serverName: expect.any(String),
      orderType: 'takeaway',
    });
    expect(grill.tickets[0].items[0]).toMatchObject({
      name: 'Burger',
      quantity: 2,
      modifiers: ['Cheese'],
      remarks: 'well done',
    });
    expect(grill.allDay).toEqual([
      { dishId: ids.burger, name: 'Burger', quantity: 3 },
      { dishId: ids.fries, name: 'Fries', quantity: 3 },
    ]);
    const all = await ok(chef.api.get(`${base}/kds`));
    expect(all.tickets).toHaveLength(3);
    expect(all.allDay.find((d: { name: string }) => d.name === 'Beer').quantity).toBe(1);

    // Ready per item, then the whole ticket; bump; the all-day count drops.
    const ticket = grill.tickets[1];
    const fries = ticket.items.find((i: { name: string }) => i.name === 'Fries');
    const partly = await ok(chef.api.post(`${base}/tickets/${ticket.id}/ready`, { itemIds: [fries.id] }));
    expect(partly.status).toBe('preparing');
    expect(partly.items.find((i: { id: string }) => i.id === fries.id).status).toBe('ready');
    const ready = await ok(chef.api.post(`${base}/tickets/${ticket.id}/ready`, {}));
    expect(ready.status).toBe('ready');
    const order = await ok(waiter.api.get(`${base}/orders/${b.order.id}`));
    expect(order.items.every((i: { status: string }) => i.status === 'ready')).toBe(true);
    await ok(chef.api.post(`${base}/tickets/${ticket.id}/bump`));
    const after = await ok(chef.api.get(`${base}/kds?stationId=${ids.grill}`));
    expect(after.tickets.map((t: { id: string }) => t.id)).toEqual([grill.tickets[0].id]);
    expect(after.allDay).toEqual([{ dishId: ids.burger, name: 'Burger', quantity: 2 }]);
  });

  it('recalls the last bumped ticket of a station and reprints explicitly', async () => {
    const sent = await sendOrder([{ dishId: ids.fries, quantity: 1 }]);
    const [ticket] = sent.tickets;
    await ok(chef.api.post(`${base}/tickets/${ticket.id}/bump`));
    expect((await chef.api.post(`${base}/tickets/${ticket.id}/bump`)).status).toBe(422);
    const recalled = await ok(chef.api.post(`${base}/kds/recall`, { stationId: ids.grill }));
    expect(recalled).toMatchObject({ id: ticket.id, status: 'ready', bumpedAt: null });
    expect((await chef.api.post(`${base}/kds/recall`, { stationId: ids.bar })).status).toBe(404);
    const reprint = await ok(waiter.api.post(`${base}/tickets/${ticket.id}/reprint`));
    expect(reprint).toMatchObject({ id: ticket.id, isReprint: true, reprintCount: 1 });
    const twice = await ok(waiter.api.post(`${base}/tickets/${ticket.id}/reprint`));
    expect(twice.reprintCount).toBe(2);
    expect((await ok(chef.api.get(`${base}/tickets/${ticket.id}`))).isReprint).toBe(false);
    const count = await app.deps.db
      .selectFrom('kitchen_tickets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('restaurant_id', '=', rid)
      .where('order_id', '=', sent.order.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    const events = await app.deps.db
      .selectFrom('events')
      .select('type')
      .where('restaurant_id', '=', rid)
      .where('type', 'in', ['ticket.reprinted', 'ticket.recalled'])
      .execute();
    expect(events.map((e) => e.type).sort()).toEqual(['ticket.recalled', 'ticket.reprinted', 'ticket.reprinted']);
  });

  it('only the kitchen moves tickets; waiters see them', async () => {
    const sent = await sendOrder([{ dishId: ids.beer, quantity: 1 }]);
    const [ticket] = sent.tickets;
    expect((await waiter.api.post(`${base}/tickets/${ticket.id}/start`)).status).toBe(403);
    expect((await waiter.api.post(`${base}/tickets/${ticket.id}/bump`)).status).toBe(403);
    expect(
      (await ok(waiter.api.get(`${base}/kds?stationId=${ids.bar}`))).tickets.map((t: { id: string }) => t.id),
    ).toContain(ticket.id);
    const started = await ok(chef.api.post(`${base}/tickets/${ticket.id}/start`));
    expect(started.status).toBe('preparing');
    expect(started.items[0].status).toBe('preparing');
    expect((await chef.api.post(`${base}/tickets/${ticket.id}/start`)).status).toBe(422);
  });

  it('two terminals sending the same order at once make one fire, never two tickets per station', async () => {
    const order = await ok(
      waiter.api.post(`${base}/orders`, {
        type: 'takeaway',
        items: [
          { dishId: ids.burger, quantity: 1 },
          { dishId: ids.beer, quantity: 1 },
        ],
      }),
      201,
    );
    const [x, y] = await Promise.all([
      waiter.api.post(`${base}/orders/${order.id}/send`, { version: order.version }),
      owner.api.post(`${base}/orders/${order.id}/send`, { version: order.version }),
    ]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    const tickets = await app.deps.db
      .selectFrom('kitchen_tickets')
      .select(['station_id', 'fire_no'])
      .where('restaurant_id', '=', rid)
      .where('order_id', '=', order.id)
      .execute();
    expect(tickets).toHaveLength(2);
    expect(new Set(tickets.map((t) => t.fire_no))).toEqual(new Set([1]));
  });

  it('expo: a chef (kitchen edit) marks a ready order served; a driver (neither orders nor kitchen edit) may not', async () => {
    const sent = await sendOrder([
      { dishId: ids.burger, quantity: 1 },
      { dishId: ids.beer, quantity: 1 },
    ]);
    for (const t of sent.tickets) await ok(chef.api.post(`${base}/tickets/${t.id}/ready`, {}));
    const expo = await ok(chef.api.get(`${base}/orders/${sent.order.id}/expo`));
    expect(expo).toBeTruthy();
    const driver = await inviteAndJoin(app, owner.api, rid, 'delivery');
    expect((await driver.api.post(`${base}/orders/${sent.order.id}/serve`, {})).status).toBe(403);
    const served = await ok(chef.api.post(`${base}/orders/${sent.order.id}/serve`, {}));
    expect(served.items.map((i: { status: string }) => i.status)).toEqual(['served', 'served']);
    // One item at a time works for the kitchen too.
    const next = await sendOrder([{ dishId: ids.fries, quantity: 1 }]);
    await ok(chef.api.post(`${base}/tickets/${next.tickets[0].id}/ready`, {}));
    const one = await ok(chef.api.post(`${base}/orders/${next.order.id}/items/${next.order.items[0].id}/serve`, {}));
    expect(one.items[0].status).toBe('served');
  });

  it("another restaurant's ticket is 404", async () => {
    const sent = await sendOrder([{ dishId: ids.beer, quantity: 1 }]);
    const stranger = await registerUser(app.api);
    const other = await createRestaurant(stranger.api);
    expect((await stranger.api.get(`/api/restaurants/${other.id}/tickets/${sent.tickets[0].id}`)).status).toBe(404);
    expect((await stranger.api.post(`/api/restaurants/${other.id}/tickets/${sent.tickets[0].id}/bump`)).status).toBe(
      404,
    );
    expect((await stranger.api.get(`/api/restaurants/${other.id}/kds`)).body.tickets).toEqual([]);
  });
});
