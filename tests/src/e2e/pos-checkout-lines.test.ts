import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, registerUser } from '../factories';
import { ok } from '../fixtures/http';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

describe('checkout shows what will be billed', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it(
    "marks the items never sent to the kitchen and keeps the split header at the parts' total",
    { timeout: 120_000 },
    async () => {
      const owner = await registerUser(h.app.api);
      const restaurant = await createRestaurant(owner.api);
      const base = `/api/restaurants/${restaurant.id}`;
      const api = owner.api;
      const soup = await ok(api.post(`${base}/dishes`, { name: 'Soup', price: 600 }), 201);
      const bread = await ok(api.post(`${base}/dishes`, { name: 'Bread', price: 400 }), 201);
      const space = await ok(api.post(`${base}/spaces`, { name: 'Hall' }), 201);
      const table = await ok(
        api.post(`${base}/tables`, { spaceId: space.id, name: 'T1', capacity: 4, x: 40, y: 40 }),
        201,
      );
      const order = await ok(
        api.post(`${base}/orders`, {
          type: 'dine_in',
          tableId: table.id,
          guests: 2,
          items: [{ dishId: soup.id, quantity: 2 }],
          send: true,
        }),
        201,
      );
      const added = await api.post(`${base}/orders/${order.id}/items`, {
        version: order.version,
        items: [{ dishId: bread.id, quantity: 1 }],
      });
      expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);

      const { page } = await h.newPage();
      await signIn(page, owner.email, owner.password, '/apps/pos');
      await page.getByTestId('floor-table-T1').click();
      await page.getByTestId('checkout').click();
      const unsent = page.getByTestId('unsent-items');
      await unsent.waitFor();
      expect(await unsent.innerText()).toContain('Bread');
      expect(await unsent.innerText()).not.toContain('Soup');

      // Split evenly; a part then changes (a tip) and the header follows the parts.
      await page.getByRole('button', { name: 'Split bill' }).click();
      await page.getByRole('button', { name: 'Split', exact: true }).click();
      await page.getByRole('tab', { name: /Part 2/ }).waitFor();
      const parts = (await ok(api.get(`${base}/orders/${order.id}/bills`))).data.filter(
        (b: { status: string }) => b.status !== 'split',
      );
      await ok(api.patch(`${base}/bills/${parts[0].id}`, { version: parts[0].version, tip: 500 }));
      const total = (await ok(api.get(`${base}/orders/${order.id}/bills`))).data
        .filter((b: { status: string }) => b.status !== 'split')
        .reduce((s: number, b: { totals: { grandTotal: number } }) => s + b.totals.grandTotal, 0);
      await expect.poll(() => page.getByTestId('split-parent').innerText()).toContain((total / 100).toFixed(2));
    },
  );

  it("charges a bill to a credit customer's account from checkout", { timeout: 90_000 }, async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    const base = `/api/restaurants/${restaurant.id}`;
    const api = owner.api;
    const soup = await ok(api.post(`${base}/dishes`, { name: 'Soup', price: 600 }), 201);
    const space = await ok(api.post(`${base}/spaces`, { name: 'Hall' }), 201);
    const table = await ok(
      api.post(`${base}/tables`, { spaceId: space.id, name: 'T2', capacity: 4, x: 40, y: 40 }),
      201,
    );
    await ok(api.post(`${base}/customers`, { name: 'Acme Offices', hasCreditAccount: true }), 201);
    const order = await ok(
      api.post(`${base}/orders`, {
        type: 'dine_in',
        tableId: table.id,
        guests: 1,
        items: [{ dishId: soup.id, quantity: 1 }],
        send: true,
      }),
      201,
    );

    const { page } = await h.newPage();
    await signIn(page, owner.email, owner.password, '/apps/pos');
    await page.getByTestId('floor-table-T2').click();
    await page.getByTestId('checkout').click();
    await page.getByTestId('bill-preview').waitFor();
    await page.getByRole('button', { name: 'Charge to account' }).click();
    const dialog = page.getByRole('dialog', { name: /to an account/ });
    await dialog.getByLabel('Credit customer').selectOption({ label: 'Acme Offices' });
    await dialog.getByRole('button', { name: 'Charge to account' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(async () => (await ok(api.get(`${base}/orders/${order.id}/bills`))).data[0])
      .toMatchObject({ status: 'sent', customer: expect.objectContaining({ name: 'Acme Offices' }) });
  });
});
