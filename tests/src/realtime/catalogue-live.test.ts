import { isHidden } from '@ros/shared-events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, inviteAndJoin, registerUser } from '../factories';
import { startTestApp, type TestApp } from '../harness';
import { LiveClient } from './client';

let app: TestApp;
const clients: LiveClient[] = [];

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  clients.forEach((c) => c.stop());
  await app?.close();
});

const live = (token: string, restaurantId: string) => {
  const c = new LiveClient([app.url], token, restaurantId, { reconnect: false });
  clients.push(c);
  return c;
};
const visible = (c: LiveClient) =>
  c.applied.filter((e) => !isHidden(e)) as Extract<LiveClient['applied'][number], { type: string }>[];

describe('catalogue and floor live updates', () => {
  it("a dish 86'd on one client reaches another client's POS menu as an event", async () => {
    const owner = await registerUser(app.api);
    const restaurant = await createRestaurant(owner.api);
    const base = `/api/restaurants/${restaurant.id}`;
    const dish = (await owner.api.post(`${base}/dishes`, { name: 'Oysters', price: 1800 })).body;
    const waiterA = await inviteAndJoin(app, owner.api, restaurant.id, 'waiter');
    const waiterB = await inviteAndJoin(app, owner.api, restaurant.id, 'waiter');

    const pos = live(waiterB.accessToken, restaurant.id);
    expect((await pos.start()).ok).toBe(true);
    const off = await waiterA.api.put(`${base}/dishes/${dish.id}/availability`, { isAvailable: false });
    expect(off.status).toBe(200);

    await expect.poll(() => visible(pos).map((e) => e.type)).toContain('dish.availability_changed');
    const event = visible(pos).find((e) => e.type === 'dish.availability_changed')!;
    expect(event.payload).toMatchObject({
      dishId: dish.id,
      isAvailable: false,
      variantId: null,
      optionId: null,
      reason: 'manual',
    });
    expect(event.actor).toMatchObject({ userId: waiterA.user.id });
    expect(pos.gaps).toBe(0);
  });

  it('a table moved on the floor plan reaches every terminal; customer events stay hidden from roles without customers', async () => {
    const owner = await registerUser(app.api);
    const restaurant = await createRestaurant(owner.api);
    const base = `/api/restaurants/${restaurant.id}`;
    const chef = await inviteAndJoin(app, owner.api, restaurant.id, 'chef');
    const space = (await owner.api.post(`${base}/spaces`, { name: 'Hall' })).body;
    const table = (await owner.api.post(`${base}/tables`, { spaceId: space.id, name: 'T1' })).body;

    const kitchen = live(chef.accessToken, restaurant.id);
    expect((await kitchen.start()).ok).toBe(true);
    const from = kitchen.lastSeq;
    await owner.api.patch(`${base}/tables/${table.id}`, { version: table.version, x: 300 });
    await owner.api.post(`${base}/customers`, { name: 'Private Person', phone: '0123' });

    await expect.poll(() => kitchen.lastSeq).toBe(from + 2);
    const [moved, customer] = kitchen.applied.slice(-2);
    expect(moved).toMatchObject({ type: 'table.moved', payload: { table: { id: table.id, x: 300, version: 2 } } });
    expect(customer).toMatchObject({ hidden: true });
    expect(JSON.stringify(customer)).not.toContain('Private Person');
  });
});
