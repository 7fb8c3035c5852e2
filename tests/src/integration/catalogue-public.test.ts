import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, registerUser, type RegisteredUser } from '../factories';
import { setupRestaurant } from '../fixtures/restaurant';
import { startTestApp, type TestApp } from '../harness';

let app: TestApp;
let owner: RegisteredUser;
let rid: string;
let base: string;
const INVALID = 'Invalid restaurant id or table id';

beforeAll(async () => {
  app = await startTestApp();
  ({ owner, rid, base } = await setupRestaurant(app, {
    restaurant: { type: 'Bistro', address: '1 Quay St', contact: '+1 555 0100' },
  }));
});
afterAll(() => app?.close());

const guest = () => app.api.withToken(null);

async function post(url: string, body: Record<string, unknown>) {
  const res = await owner.api.post(url, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe('public digital menu', () => {
  it('shows the profile without login', async () => {
    const res = await guest().get(`/api/public/restaurants/${rid}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: rid,
      type: 'Bistro',
      address: '1 Quay St',
      contact: '+1 555 0100',
      isActive: true,
      currency: 'USD',
      activeMenu: null,
    });
  });

  it("shows only the active menu's available dishes, with search and cursor paging", async () => {
    const active = await post(`${base}/menus`, { name: 'Dinner', isActive: true });
    const other = await post(`${base}/menus`, { name: 'Lunch' });
    const mains = await post(`${base}/categories`, { menuId: active.id, name: 'Mains' });
    const lunchOnly = await post(`${base}/categories`, { menuId: other.id, name: 'Sandwiches' });
    const names = ['Burger', 'Chicken', 'Dumplings', 'Eggplant', 'Falafel'];
    for (const name of names) await post(`${base}/dishes`, { name, price: 1000, categoryIds: [mains.id] });
    await post(`${base}/dishes`, { name: 'Club sandwich', price: 900, categoryIds: [lunchOnly.id] });
    const gone = await post(`${base}/dishes`, { name: 'Apple pie', price: 500, categoryIds: [mains.id] });
    await owner.api.put(`${base}/dishes/${gone.id}/availability`, { isAvailable: false });

    const first = await guest().get(`/api/public/restaurants/${rid}/menu?limit=2`);
    expect(first.status).toBe(200);
    expect(first.body.menu).toMatchObject({ id: active.id, name: 'Dinner' });
    expect(first.body.categories).toEqual([expect.objectContaining({ id: mains.id, name: 'Mains', itemCount: 5 })]);
    const seen = first.body.items.map((d: { name: string }) => d.name);
    let cursor = first.body.nextCursor;
    while (cursor) {
      const next = await guest().get(`/api/public/restaurants/${rid}/menu?limit=2&cursor=${cursor}`);
      seen.push(...next.body.items.map((d: { name: string }) => d.name));
      cursor = next.body.nextCursor;
    }
    expect(seen).toEqual(names);
    expect(first.body.items[0]).toMatchObject({
      price: 1000,
      variants: [{ name: 'Regular', price: 1000, isAvailable: true }],
    });
    expect(first.body.items[0].variants[0]).not.toHaveProperty('countdown');

    const search = await guest().get(`/api/public/restaurants/${rid}/menu?q=dump`);
    expect(search.body.items.map((d: { name: string }) => d.name)).toEqual(['Dumplings']);
    expect((await guest().get(`/api/public/restaurants/${rid}/menu?q=club`)).body.items).toEqual([]);
    expect((await guest().get(`/api/public/restaurants/${rid}/menu?cursor=nonsense`)).status).toBe(400);
  });

  it('finds a table by id or QR token, and answers wrong ids with the product message', async () => {
    const space = await post(`${base}/spaces`, { name: 'Patio' });
    const table = await post(`${base}/tables`, { spaceId: space.id, name: 'P4', capacity: 6 });
    const byId = await guest().get(`/api/public/restaurants/${rid}/tables/${table.id}`);
    expect(byId.body).toEqual({
      id: table.id,
      name: 'P4',
      capacity: 6,
      isOpen: true,
      space: { id: space.id, name: 'Patio' },
    });
    const byToken = await guest().get(`/api/public/restaurants/${rid}/tables/${table.qrToken}`);
    expect(byToken.body.id).toBe(table.id);

    const stranger = await registerUser(app.api);
    const other = await createRestaurant(stranger.api);
    const wrong = [
      `/api/public/restaurants/not-a-uuid`,
      `/api/public/restaurants/00000000-0000-4000-8000-000000000000/menu`,
      `/api/public/restaurants/${rid}/tables/00000000-0000-4000-8000-000000000000`,
      `/api/public/restaurants/${rid}/tables/not-a-token`,
      // Another restaurant's table is not found through this one.
      `/api/public/restaurants/${other.id}/tables/${table.id}`,
      `/api/public/restaurants/${other.id}/tables/${table.qrToken}`,
    ];
    for (const url of wrong) {
      const res = await guest().get(url);
      expect(res.status, url).toBe(404);
      expect(res.body.error.message, url).toBe(INVALID);
    }
  });
});
