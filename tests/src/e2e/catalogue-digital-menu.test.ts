import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, registerUser } from '../factories';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

describe('digital menu page in the browser', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('shows the active menu as guests see it and switches it', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    const base = `/api/restaurants/${restaurant.id}`;
    const lunch = await owner.api.post(`${base}/menus`, { name: 'Lunch', isActive: true });
    const dinner = await owner.api.post(`${base}/menus`, { name: 'Dinner' });
    const soups = await owner.api.post(`${base}/categories`, { menuId: lunch.body.id, name: 'Soups' });
    const mains = await owner.api.post(`${base}/categories`, { menuId: dinner.body.id, name: 'Mains' });
    await owner.api.post(`${base}/dishes`, {
      name: 'Tomato soup',
      categoryIds: [soups.body.id],
      variants: [{ name: 'Bowl', price: 650 }],
    });
    await owner.api.post(`${base}/dishes`, {
      name: 'Ribeye',
      categoryIds: [mains.body.id],
      variants: [{ name: '300 g', price: 2900 }],
    });

    const { page } = await h.newPage();
    await signIn(page, owner.email, owner.password, '/apps/management/menuManagement/digitalMenu');
    const preview = page.getByTestId('digital-menu-preview');
    await expect.poll(() => preview.getByTestId('public-menu-name').innerText()).toBe('Lunch');
    await expect
      .poll(() => preview.getByTestId('public-dish').allInnerTexts())
      .toEqual([expect.stringContaining('Tomato soup')]);
    expect(await preview.innerText()).toContain('6.50');

    // Dinner becomes the active menu: the guest preview follows.
    await page.getByTestId('active-menu-switch').getByText('Dinner').click();
    await expect.poll(() => preview.getByTestId('public-menu-name').innerText()).toBe('Dinner');
    await expect
      .poll(() => preview.getByTestId('public-dish').allInnerTexts())
      .toEqual([expect.stringContaining('Ribeye')]);
    const menus = await owner.api.get(`${base}/menus`);
    expect(menus.body.data.filter((m: any) => m.isActive).map((m: any) => m.name)).toEqual(['Dinner']);
  });

  it('prints a QR code per table that opens the guest menu of that table', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    const base = `/api/restaurants/${restaurant.id}`;
    const space = await owner.api.post(`${base}/spaces`, { name: 'Patio' });
    const t1 = await owner.api.post(`${base}/tables`, { spaceId: space.body.id, name: 'P1' });
    await owner.api.post(`${base}/tables`, { spaceId: space.body.id, name: 'P2' });

    const { page } = await h.newPage();
    await signIn(page, owner.email, owner.password, '/apps/management/menuManagement/digitalMenu');
    await page.getByRole('tab', { name: 'Table QR codes' }).click();
    const grid = page.getByTestId('qr-grid');
    await grid.getByRole('img', { name: 'QR code of table P1' }).waitFor();
    await grid.getByRole('img', { name: 'QR code of table P2' }).waitFor();
    const link = await grid.getByRole('link', { name: 'Open guest menu' }).first().getAttribute('href');
    expect(link).toBe(`${h.baseUrl}/menu/${restaurant.id}/${t1.body.qrToken}`);
    // The token in the code identifies the table on the public API.
    const publicTable = await h.app.api
      .withToken(null)
      .get(`/api/public/restaurants/${restaurant.id}/tables/${t1.body.qrToken}`);
    expect(publicTable.body).toMatchObject({ name: 'P1', space: { name: 'Patio' } });
  });
});
