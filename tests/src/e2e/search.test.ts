import { searchPages } from '@ros/shared-events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, registerUser } from '../factories';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

describe('global search in the browser', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('finds Suppliers under both Inventory and Account with Ctrl+K, and opens the chosen page', async () => {
    const owner = await registerUser(h.app.api);
    await createRestaurant(owner.api);
    const { page } = await h.newPage();
    await signIn(page, owner.email, owner.password);

    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByPlaceholder('Search pages…').fill('SUPPLIERS');

    const results = dialog.getByTestId('search-results');
    await expect
      .poll(() => results.locator('[data-group]').evaluateAll((els) => els.map((e) => e.getAttribute('data-group'))))
      .toEqual(['Inventory', 'Account']);
    await expect
      .poll(() => results.locator('[data-group="Inventory"]').getByRole('menuitem').allInnerTexts())
      .toEqual(['Suppliers']);
    await expect
      .poll(() => results.locator('[data-group="Account"]').getByRole('menuitem').allInnerTexts())
      .toEqual(['Suppliers']);

    await results.locator('[data-group="Account"]').getByRole('menuitem', { name: 'Suppliers' }).click();
    await page.waitForURL('**/apps/management/accountManagement/suppliers');
    await expect.poll(() => dialog.isVisible()).toBe(false);
  });

  it('shows the same groups and per-group limits as the shared search rule (6 under Setting)', async () => {
    const owner = await registerUser(h.app.api);
    await createRestaurant(owner.api);
    const { page } = await h.newPage();
    await signIn(page, owner.email, owner.password);
    await page.getByRole('button', { name: /^Search/ }).click();
    await page.getByPlaceholder('Search pages…').fill('s');
    const results = page.getByTestId('search-results');
    await results.waitFor();
    const counts = await results
      .locator('[data-group]')
      .evaluateAll((els) =>
        Object.fromEntries(
          els.map((e) => [e.getAttribute('data-group'), e.querySelectorAll('[role="menuitem"]').length]),
        ),
      );
    expect(counts).toEqual(Object.fromEntries(searchPages('s').map((g) => [g.group, g.items.length])));
    expect(counts.Setting).toBe(6);
  });

  it('bookmarks a page with the star: it appears as a navbar quick link and stays after reload', async () => {
    const owner = await registerUser(h.app.api);
    await createRestaurant(owner.api);
    const { page } = await h.newPage();
    await signIn(page, owner.email, owner.password);
    const bookmarks = page.getByLabel('Bookmarks');

    await page.keyboard.press('Control+k');
    await page.getByPlaceholder('Search pages…').fill('income');
    await page.getByRole('button', { name: 'Bookmark this page' }).click();
    await page.getByRole('button', { name: 'Remove bookmark' }).waitFor();
    await page.keyboard.press('Escape');
    await bookmarks.getByRole('button', { name: 'Income' }).waitFor();

    await page.reload();
    await bookmarks.getByRole('button', { name: 'Income' }).click();
    await page.waitForURL('**/apps/management/accountManagement/income');
    await page.getByText('Paid bills of the restaurant, by business day.').waitFor();
  });

  it("finds the restaurant's records with Ctrl+K: a dish opens in its form, a table's order on the POS", async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    const base = `/api/restaurants/${restaurant.id}`;
    const menu = (await owner.api.post(`${base}/menus`, { name: 'Dinner', isActive: true })).body;
    const mains = (await owner.api.post(`${base}/categories`, { menuId: menu.id, name: 'Mains' })).body;
    const dish = (await owner.api.post(`${base}/dishes`, { name: 'Margherita', price: 1100, categoryIds: [mains.id] }))
      .body;
    const space = (await owner.api.post(`${base}/spaces`, { name: 'Terrace' })).body;
    const table = (
      await owner.api.post(`${base}/tables`, { spaceId: space.id, name: 'Patio 4', capacity: 4, x: 40, y: 40 })
    ).body;
    expect(
      (
        await owner.api.post(`${base}/orders`, {
          type: 'dine_in',
          tableId: table.id,
          items: [{ dishId: dish.id, quantity: 1 }],
        })
      ).status,
    ).toBe(201);
    const { page } = await h.newPage();
    await signIn(page, owner.email, owner.password);

    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByPlaceholder('Search pages…').fill('margh');
    const records = dialog.getByTestId('record-results');
    await records
      .locator('[data-record-group="dishes"]')
      .getByRole('menuitem', { name: /Margherita/ })
      .click();
    await page.getByTestId('dish-form').getByLabel('Name', { exact: true }).waitFor();
    expect(await page.getByTestId('dish-form').getByLabel('Name', { exact: true }).inputValue()).toBe('Margherita');
    await page.keyboard.press('Escape');

    await page.keyboard.press('Control+k');
    await dialog.getByPlaceholder('Search pages…').fill('patio');
    await records
      .locator('[data-record-group="tables"]')
      .getByRole('menuitem', { name: /Patio 4/ })
      .click();
    await page.waitForURL('**/apps/pos');
    await page.getByTestId('order-item-Margherita').waitFor();
  });
});
