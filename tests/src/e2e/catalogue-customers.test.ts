import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, registerUser } from '../factories';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

describe('customers in the browser', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('finds duplicates by phone, merges them into one and shows the empty history', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    const base = `/api/restaurants/${restaurant.id}/customers`;
    await owner.api.post(base, { name: 'Ada Lovelace', phone: '+44 7700 900123', tags: ['vip'] });
    await owner.api.post(base, { name: 'Ada L.', phone: '+44 7700 900123', email: 'ada@example.com' });
    await owner.api.post(base, { name: 'Grace Hopper', phone: '+1 555 0100' });

    const { page } = await h.newPage();
    await signIn(page, owner.email, owner.password, '/apps/management/accountManagement/customer');
    const table = page.getByTestId('customers-table');
    await expect.poll(() => table.locator('tbody tr').count()).toBe(3);

    await page.getByRole('searchbox').fill('900123');
    await expect.poll(() => table.locator('tbody tr').count()).toBe(2);
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check({ force: true });
    await page.getByTestId('merge-customers').click();
    const dialog = page.getByRole('dialog', { name: 'Merge 2 customers' });
    await dialog.getByText('Ada Lovelace · +44 7700 900123').click();
    await page.getByTestId('merge-confirm').click();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);

    const res = await owner.api.get(`${base}?q=900123`);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', tags: ['vip'] });

    await table.getByText('Ada Lovelace').click();
    await page.getByTestId('customer-drawer').getByText('Bills appear here once orders are taken').waitFor();
  });

  it("lists the customer's bills in the history with totals in the restaurant currency", async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api, { currency: 'EUR' });
    const rid = `/api/restaurants/${restaurant.id}`;
    const dish = (await owner.api.post(`${rid}/dishes`, { name: 'Soup', price: 450 })).body;
    const customer = (await owner.api.post(`${rid}/customers`, { name: 'Kim Bills', phone: '+1 555 0199' })).body;
    const order = await owner.api.post(`${rid}/orders`, {
      type: 'takeaway',
      customerId: customer.id,
      items: [{ dishId: dish.id, quantity: 2 }],
      send: true,
    });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    const bill = await owner.api.post(`${rid}/orders/${order.body.id}/bill`, {});
    expect(bill.status, JSON.stringify(bill.body)).toBe(201);

    const { page } = await h.newPage();
    await signIn(page, owner.email, owner.password, '/apps/management/accountManagement/customer');
    await page.getByTestId('customers-table').getByText('Kim Bills').click();
    const history = page.getByTestId('customer-history');
    const row = history.locator('tbody tr');
    await expect.poll(() => row.count()).toBe(1);
    const cells = await row.locator('td').allInnerTexts();
    expect(cells[0]).toBe(`#${bill.body.billNo}`);
    expect(cells[2]).toBe('Takeaway: Kim Bills');
    expect(cells[3]).toBe('2');
    await expect.poll(async () => (await row.locator('td').allInnerTexts())[4]).toContain('€');
    expect((await row.locator('td').allInnerTexts())[4]).toContain((bill.body.totals.grandTotal / 100).toFixed(2));
    expect(await page.getByText('Bills appear here once orders are taken').count()).toBe(0);

    // The bill's number opens its preview (the invoice drawer) on the invoices page.
    await history.getByRole('button', { name: `Open bill #${bill.body.billNo}` }).click();
    await page.getByTestId('bill-drawer').getByText('Soup').waitFor();
  });
});
