import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../fixtures/http';
import { setupPremiumRestaurant } from '../fixtures/restaurant';
import { startTestApp, type TestApp } from '../harness';
import { liveClients, visibleEvents as visible, type LiveClient } from './client';

let app: TestApp;
const clients = liveClients(() => app.url);

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  clients.stopAll();
  await app?.close();
});

const bellOf = (c: LiveClient) => visible(c).filter((e) => e.type === 'notification.created');

describe('the bell, live', () => {
  it("a low-stock notification reaches the manager's bell and not the waiter's; switched off, it stops", async () => {
    const {
      owner,
      rid,
      base,
      staff: [manager, waiter],
    } = await setupPremiumRestaurant(app, { staff: ['manager', 'waiter'] });
    const units = await ok(owner.api.get(`${base}/measuring-units`));
    const ea = units.data.find((u: { abbreviation: string }) => u.abbreviation === 'ea').id;
    const item = await ok(
      owner.api.post(`${base}/inventory-items`, { name: 'Buns', unitId: ea, reorderPoint: 3, parLevel: 10 }),
      201,
    );
    const move = (kind: string, quantity: number) =>
      ok(owner.api.post(`${base}/inventory-items/${item.id}/movements`, { kind, quantity, reason: 'test' }), 201);
    await move('count_adjustment', 6);

    const office = await clients.start(manager.accessToken, rid);
    const floor = await clients.start(waiter.accessToken, rid);

    await move('waste', -4); // 6 → 2: low
    await expect
      .poll(() => bellOf(office).map((e) => e.payload), { timeout: 20_000 })
      .toEqual([expect.objectContaining({ kind: 'low_stock', title: 'Buns is low', userId: manager.user.id })]);
    // Everything up to it reached the waiter too, with no notification of theirs in it.
    const seen = office.lastSeq;
    await expect.poll(() => floor.lastSeq, { timeout: 20_000 }).toBeGreaterThanOrEqual(seen);
    expect(bellOf(floor)).toEqual([]);
    expect((await ok(manager.api.get(`${base}/notifications`))).unread).toBe(1);
    expect((await ok(waiter.api.get(`${base}/notifications`))).unread).toBe(0);

    // The manager switches low stock off in the app; the next fall reaches nobody's bell of theirs.
    await ok(manager.api.put('/api/me/notifications', { low_stock: { inApp: false } }));
    await move('count_adjustment', 8); // 2 → 10
    await move('waste', -9); // 10 → 1: low again
    // A later movement, seen live, means everything before it was delivered.
    await move('waste', -0.5);
    await expect
      .poll(() => visible(office).filter((e) => e.type === 'stock.moved').length, { timeout: 20_000 })
      .toBe(4);
    expect(bellOf(office)).toHaveLength(1);
    expect((await ok(manager.api.get(`${base}/notifications`))).total).toBe(1);
    // The owner, whose setting is on, got both.
    expect((await ok(owner.api.get(`${base}/notifications`))).total).toBe(2);
  }, 60_000);
});
