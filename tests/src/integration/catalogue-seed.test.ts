import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoRestaurant, signInDemoOwner } from '../fixtures/demo';
import { startTestApp, type TestApp } from '../harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('demo seed: menu and floor', () => {
  it('gives the demo restaurant an active Main menu, stations, two spaces with tables, and customers', async () => {
    const restaurantId = await seedDemoRestaurant(app);

    const menu = await app.api.get(`/api/public/restaurants/${restaurantId}/menu?limit=100`);
    expect(menu.status).toBe(200);
    expect(menu.body.menu.name).toBe('Main menu');
    expect(menu.body.categories.map((c: { name: string }) => c.name)).toEqual([
      'Starters',
      'Mains',
      'Desserts',
      'Drinks',
    ]);
    expect(menu.body.items).toHaveLength(12);
    expect(menu.body.items.some((d: { modifierGroups: unknown[] }) => d.modifierGroups.length > 0)).toBe(true);

    const owner = await signInDemoOwner(app);
    const base = `/api/restaurants/${restaurantId}`;
    expect((await owner.get(`${base}/stations`)).body.data.map((s: { name: string }) => s.name)).toEqual([
      'Grill',
      'Fry',
      'Bar',
      'Pastry',
    ]);
    const spaces = (await owner.get(`${base}/spaces`)).body.data;
    expect(spaces.map((s: { name: string; tableCount: number }) => [s.name, s.tableCount])).toEqual([
      ['Main hall', 6],
      ['Terrace', 4],
    ]);
    expect((await owner.get(`${base}/customers`)).body.total).toBeGreaterThanOrEqual(2);
    const burger = (await owner.get(`${base}/dishes?q=burger`)).body.data[0];
    expect(burger.effectiveStationId).toBe((await owner.get(`${base}/stations?q=grill`)).body.data[0].id);
  });
});
