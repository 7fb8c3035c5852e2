import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredUser } from '../factories';
import { addDish, addSpaceWithTables } from '../fixtures/catalogue';
import { ok } from '../fixtures/http';
import { setupPremiumRestaurant, type StaffMember } from '../fixtures/restaurant';
import { startTestApp, type TestApp } from '../harness';

/** Issue 34: Ctrl+K finds bills by number, suppliers and stock items, for the roles that may read them. */
let app: TestApp;
let owner: RegisteredUser;
let waiter: StaffMember;
let chef: StaffMember;
let driver: StaffMember;
let base: string;
let bill: { id: string; billNo: number; orderId: string };
let otherBase: string;
let otherOwner: RegisteredUser;

beforeAll(async () => {
  app = await startTestApp();
  ({
    owner,
    base,
    staff: [waiter, chef, driver],
  } = await setupPremiumRestaurant(app, { staff: ['waiter', 'chef', 'delivery'] }));
  const dish = await addDish(owner.api, base, { name: 'Soup', price: 700 });
  const { tableIds } = await addSpaceWithTables(owner.api, base, 'Hall', [{ name: 'S1', capacity: 2 }]);
  const order = await ok(
    owner.api.post(`${base}/orders`, { type: 'dine_in', tableId: tableIds.S1, items: [{ dishId: dish, quantity: 1 }] }),
    201,
  );
  const billed = await ok(owner.api.post(`${base}/orders/${order.id}/bill`, {}), 201);
  await ok(
    owner.api.post(`${base}/bills/${billed.id}/payments`, { method: 'card', amount: billed.totals.grandTotal }),
    201,
  );
  bill = { id: billed.id, billNo: billed.billNo, orderId: order.id };
  await ok(
    owner.api.post(`${base}/suppliers`, { name: 'Dairy Co', phone: '+1 555 0199', email: 'orders@dairy.example' }),
    201,
  );
  const units = await ok(owner.api.get(`${base}/measuring-units`));
  const kg = units.data.find((u: { abbreviation: string }) => u.abbreviation === 'kg').id;
  await ok(owner.api.post(`${base}/inventory-items`, { name: 'Butter (dairy)', unitId: kg, sku: 'BUT-01' }), 201);
  ({ owner: otherOwner, base: otherBase } = await setupPremiumRestaurant(app));
  await ok(otherOwner.api.post(`${otherBase}/suppliers`, { name: 'Dairy Elsewhere' }), 201);
});
afterAll(() => app?.close());

describe('Ctrl+K finds bills, suppliers and stock items', () => {
  it('finds a paid bill by its number, with or without #', async () => {
    const expected = [
      {
        id: bill.id,
        number: String(bill.billNo),
        orderId: bill.orderId,
        status: 'paid',
        grandTotal: expect.any(Number),
      },
    ];
    expect((await ok(owner.api.get(`${base}/search?q=${bill.billNo}`))).bills).toEqual(expected);
    expect((await ok(waiter.api.get(`${base}/search?q=%23${bill.billNo}`))).bills).toEqual(expected);
    // A word is not a bill number.
    expect((await ok(owner.api.get(`${base}/search?q=dairy`))).bills).toEqual([]);
  });

  it("finds suppliers and stock items by name or SKU, of the caller's restaurant only", async () => {
    const found = await ok(owner.api.get(`${base}/search?q=dairy`));
    expect(found.suppliers).toEqual([{ id: expect.any(String), name: 'Dairy Co', phone: '+1 555 0199' }]);
    expect(found.stockItems).toEqual([{ id: expect.any(String), name: 'Butter (dairy)', sku: 'BUT-01' }]);
    expect((await ok(owner.api.get(`${base}/search?q=but-0`))).stockItems.map((i: { name: string }) => i.name)).toEqual(
      ['Butter (dairy)'],
    );
    // A chef reads inventory: suppliers and stock items too.
    const chefs = await ok(chef.api.get(`${base}/search?q=dairy`));
    expect(chefs.suppliers.map((s: { name: string }) => s.name)).toEqual(['Dairy Co']);
    expect(chefs.stockItems).toHaveLength(1);
  });

  it('gives nothing to a role that may not read them', async () => {
    // A waiter has no inventory or expenses: no suppliers, no stock items.
    const waiters = await ok(waiter.api.get(`${base}/search?q=dairy`));
    expect(waiters.suppliers).toEqual([]);
    expect(waiters.stockItems).toEqual([]);
    // A driver reads neither orders nor income: no bills, no suppliers, no stock.
    const drivers = await ok(driver.api.get(`${base}/search?q=${bill.billNo}`));
    expect(drivers).toMatchObject({ bills: [], suppliers: [], stockItems: [] });
    expect((await ok(driver.api.get(`${base}/search?q=dairy`))).suppliers).toEqual([]);
    // Another restaurant's owner cannot search here.
    expect((await otherOwner.api.get(`${base}/search?q=dairy`)).status).toBe(404);
  });
});
