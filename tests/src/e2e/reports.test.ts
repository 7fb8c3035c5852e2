import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, registerUser, setPlan } from '../factories';
import { ok } from '../fixtures/http';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

describe('the reports page (issue 15)', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('shows the period from the roll-ups, follows a new sale, and changes with the period', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    // "Last Year" is an annual report: Premium.
    await setPlan(owner.api, restaurant.id, 'premium');
    const base = `/api/restaurants/${restaurant.id}`;
    const dish = await ok(owner.api.post(`${base}/dishes`, { name: 'Ramen', price: 1500 }), 201);
    const sell = async (quantity: number) => {
      const order = await ok(
        owner.api.post(`${base}/orders`, { type: 'takeaway', items: [{ dishId: dish.id, quantity }] }),
        201,
      );
      const bill = await ok(owner.api.post(`${base}/orders/${order.id}/bill`, {}), 201);
      await ok(
        owner.api.post(`${base}/bills/${bill.id}/payments`, { method: 'card', amount: bill.totals.grandTotal }),
        201,
      );
    };
    await sell(2);

    const { page } = await h.newPage();
    await signIn(page, owner.email, owner.password, '/apps/reports');
    await page.getByRole('heading', { name: 'Net sales by day', exact: true }).waitFor();
    const bills = page.getByTestId('report-bills').getByRole('heading');
    await expect.poll(() => bills.textContent(), { timeout: 20_000 }).toBe('1');
    await page.getByRole('tab', { name: 'Dishes' }).click();
    await page.getByTestId('report-mix-dish').getByRole('row', { name: /Ramen/ }).waitFor();

    // Another sale arrives while the page is open.
    await sell(1);
    await expect.poll(() => bills.textContent(), { timeout: 20_000 }).toBe('2');

    await page.getByLabel('Period').selectOption({ label: 'Last Year' });
    await page.getByRole('heading', { name: 'Net sales by week', exact: true }).waitFor();
    await expect.poll(() => bills.textContent()).toBe('0');
    await page.getByLabel('Period').selectOption({ label: 'Today' });
    await page.getByRole('heading', { name: 'Net sales by hour', exact: true }).waitFor();

    // Today's bills as CSV: built by the workers, the row turns ready, the file downloads.
    await page.getByLabel('What').selectOption({ label: 'Bills' });
    await page.getByLabel('Format').selectOption({ label: 'CSV' });
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const exports = page.getByRole('table', { name: 'My exports (kept 7 days)' });
    await exports.getByText('Ready').waitFor({ timeout: 20_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      exports.getByRole('button', { name: /^Download bills-/ }).click(),
    ]);
    const { readFile } = await import('node:fs/promises');
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\ufeff/, '').split('\r\n');
    expect(csv[0]).toMatch(/^Bill,Paid at,Customer/);
    expect(csv).toHaveLength(3);
  }, 90_000);
});
