import { isHidden } from '@ros/shared-events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../fixtures/http';
import { setupPremiumRestaurant } from '../fixtures/restaurant';
import { startTestApp, type TestApp } from '../harness';
import { liveClients, visibleEvents as visible } from './client';

let app: TestApp;
const clients = liveClients(() => app.url);

// The events under test come from the workers' jobs: on the run's shared database another file's
// relay could run the job first and publish them on its own bus (see own-database.ts).
beforeAll(async () => {
  app = await startTestApp({}, { ownDatabase: true });
});
afterAll(async () => {
  clients.stopAll();
  await app?.close();
});

const live = (token: string, restaurantId: string) => clients.start(token, restaurantId);

describe('stock, live', () => {
  it('a fire that crosses the reorder point tells the manager; with auto-86 the dish goes off on another POS and comes back on receipt', async () => {
    const {
      owner,
      rid,
      base,
      staff: [manager, waiter, otherWaiter],
    } = await setupPremiumRestaurant(app, {
      staff: ['manager', 'waiter', 'waiter'],
      update: { settings: { inventory: { auto86: true } } },
    });
    const units = await ok(owner.api.get(`${base}/measuring-units`));
    const ea = units.data.find((u: { abbreviation: string }) => u.abbreviation === 'ea').id;
    const patties = await ok(
      owner.api.post(`${base}/inventory-items`, { name: 'Patties', unitId: ea, reorderPoint: 3, parLevel: 10 }),
      201,
    );
    await ok(
      owner.api.post(`${base}/inventory-items/${patties.id}/movements`, {
        kind: 'count_adjustment',
        quantity: 5,
        reason: 'opening',
      }),
      201,
    );
    const burger = await ok(owner.api.post(`${base}/dishes`, { name: 'Live burger', price: 1200 }), 201);
    await ok(
      owner.api.put(`${base}/dishes/${burger.id}/recipe`, { lines: [{ itemId: patties.id, unitId: ea, quantity: 1 }] }),
    );

    const office = await live(manager.accessToken, rid);
    const pos = await live(otherWaiter.accessToken, rid);

    // 5 → 3: at the reorder point.
    await ok(
      waiter.api.post(`${base}/orders`, { type: 'takeaway', items: [{ dishId: burger.id, quantity: 2 }], send: true }),
      201,
    );
    await expect
      .poll(() => visible(office).find((e) => e.type === 'stock.low')?.payload, { timeout: 20_000 })
      .toMatchObject({ itemId: patties.id, name: 'Patties', onHand: 3, reorderPoint: 3 });
    // The waiter's role has no inventory: the stock events reach it hidden.
    expect(visible(pos).some((e) => e.type.startsWith('stock.'))).toBe(false);
    expect(pos.applied.some((e) => isHidden(e))).toBe(true);

    // 3 → 0: out, and the burger goes off every POS.
    await ok(
      waiter.api.post(`${base}/orders`, { type: 'takeaway', items: [{ dishId: burger.id, quantity: 3 }], send: true }),
      201,
    );
    await expect
      .poll(() => visible(pos).find((e) => e.type === 'dish.availability_changed')?.payload, { timeout: 20_000 })
      .toMatchObject({ dishId: burger.id, isAvailable: false, reason: 'out_of_stock' });
    expect(visible(office).map((e) => e.type)).toContain('stock.out');
    expect((await ok(waiter.api.get(`${base}/dishes/${burger.id}`))).isAvailable).toBe(false);

    // A receipt brings it back.
    const supplier = await ok(owner.api.post(`${base}/suppliers`, { name: 'Butcher' }), 201);
    const po = await ok(
      owner.api.post(`${base}/purchases`, {
        supplierId: supplier.id,
        lines: [{ itemId: patties.id, quantity: 10, unitCost: 150 }],
      }),
      201,
    );
    await ok(owner.api.post(`${base}/purchases/${po.id}/order`));
    await ok(
      manager.api.post(`${base}/purchases/${po.id}/receive`, { lines: [{ lineId: po.lines[0].id, quantity: 10 }] }),
    );
    await expect
      .poll(
        () =>
          visible(pos)
            .filter((e) => e.type === 'dish.availability_changed')
            .map((e) => (e.payload as { isAvailable: boolean }).isAvailable),
        { timeout: 20_000 },
      )
      .toEqual([false, true]);
    expect(pos.gaps).toBe(0);
  }, 60_000);
});
