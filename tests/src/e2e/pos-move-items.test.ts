import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, registerUser } from '../factories';
import { ok } from '../fixtures/http';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

describe('moving an item between open orders on the POS', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('moves an item to another open order from the item\'s "Move to…" menu', { timeout: 90_000 }, async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    const base = `/api/restaurants/${restaurant.id}`;
    const api = owner.api;
    const soup = await ok(api.post(`${base}/dishes`, { name: 'Soup', price: 600 }), 201);
    const bread = await ok(api.post(`${base}/dishes`, { name: 'Bread', price: 400 }), 201);
    const from = await ok(
      api.post(`${base}/orders`, {
        type: 'takeaway',
        customerName: 'Ann',
        items: [
          { dishId: soup.id, quantity: 1 },
          { dishId: bread.id, quantity: 1 },
        ],
      }),
      201,
    );
    const to = await ok(
      api.post(`${base}/orders`, { type: 'takeaway', customerName: 'Bob', items: [{ dishId: soup.id, quantity: 1 }] }),
      201,
    );

    const { page } = await h.newPage();
    await signIn(page, owner.email, owner.password, '/apps/pos');
    await page.getByText(/^Open orders \(\d+\)$/).click();
    await page.getByTestId(`open-order-${from.displayNo}`).click();
    await page.getByRole('button', { name: 'Move Bread to another order' }).click();
    await page.getByRole('menuitem', { name: to.target }).click();
    await page.getByTestId('order-item-Bread').waitFor({ state: 'detached' });

    await expect
      .poll(async () =>
        (await ok(api.get(`${base}/orders/${to.id}`))).items.map((i: { name: string }) => i.name).sort(),
      )
      .toEqual(['Bread', 'Soup']);
    expect((await ok(api.get(`${base}/orders/${from.id}`))).items.map((i: { name: string }) => i.name)).toEqual([
      'Soup',
    ]);
  });
});
