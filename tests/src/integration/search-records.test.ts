import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCustomer, addDish, addSpaceWithTables } from '../fixtures/catalogue';
import { ok } from '../fixtures/http';
import { setupRestaurant, type StaffMember } from '../fixtures/restaurant';
import { startTestApp, type TestApp } from '../harness';
import type { RegisteredUser } from '../factories';

// Ctrl+K over the restaurant's records (issue 18): dishes, tables, customers and orders, by role.
let app: TestApp;
let owner: RegisteredUser;
let driver: StaffMember;
let base: string;
let otherBase: string;
let otherOwner: RegisteredUser;
let orderNo: number;

beforeAll(async () => {
  app = await startTestApp();
  ({
    owner,
    base,
    staff: [driver],
  } = await setupRestaurant(app, { staff: ['delivery'] }));
  const menu = await ok(owner.api.post(`${base}/menus`, { name: 'Dinner', isActive: true }), 201);
  const mains = await ok(owner.api.post(`${base}/categories`, { menuId: menu.id, name: 'Mains' }), 201);
  const margherita = await addDish(owner.api, base, { name: 'Margherita', price: 1100, categoryIds: [mains.id] });
  const { tableIds } = await addSpaceWithTables(owner.api, base, 'Terrace', [{ name: 'Patio 4', capacity: 4 }]);
  await addCustomer(owner.api, base, { name: 'Ana Margolis', phone: '+1 555 0142' });
  const order = await ok(
    owner.api.post(`${base}/orders`, {
      type: 'dine_in',
      tableId: tableIds['Patio 4'],
      items: [{ dishId: margherita, quantity: 1 }],
    }),
    201,
  );
  orderNo = order.displayNo;
  ({ owner: otherOwner, base: otherBase } = await setupRestaurant(app));
  await addDish(otherOwner.api, otherBase, { name: 'Margherita elsewhere', price: 900 });
});
afterAll(() => app?.close());

describe('searching the restaurant', () => {
  it("finds dishes, tables, customers and orders of the caller's restaurant only", async () => {
    const found = await ok(owner.api.get(`${base}/search?q=marg`));
    expect(found.dishes).toEqual([{ id: expect.any(String), name: 'Margherita', price: 1100 }]);
    expect(found.customers).toEqual([{ id: expect.any(String), name: 'Ana Margolis', phone: '+1 555 0142' }]);
    expect((await ok(owner.api.get(`${base}/search?q=patio`))).tables).toEqual([
      { id: expect.any(String), name: 'Patio 4', space: 'Terrace' },
    ]);
    const byNumber = await ok(owner.api.get(`${base}/search?q=%23${orderNo}`));
    expect(byNumber.orders).toEqual([
      expect.objectContaining({ displayNo: orderNo, label: 'Patio 4', status: 'open' }),
    ]);
    expect((await ok(owner.api.get(`${base}/search?q=patio`))).orders).toHaveLength(1);
    // The other restaurant's dish is not found here, and a stranger cannot search here.
    expect((await ok(otherOwner.api.get(`${otherBase}/search?q=marg`))).dishes.map((d: any) => d.name)).toEqual([
      'Margherita elsewhere',
    ]);
    expect((await otherOwner.api.get(`${base}/search?q=marg`)).status).toBe(404);
  });

  it('gives a role only the kinds it may view, and asks for something to search', async () => {
    const found = await ok(driver.api.get(`${base}/search?q=marg`));
    expect(found).toEqual({
      dishes: [],
      tables: [],
      customers: [],
      orders: [],
      bills: [],
      suppliers: [],
      stockItems: [],
    });
    const empty = await owner.api.get(`${base}/search?q=%20`);
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toEqual({ q: 'Type something to search for.' });
  });
});
