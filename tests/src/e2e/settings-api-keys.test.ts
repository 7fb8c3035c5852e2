import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, registerUser } from '../factories';
import { ApiClient } from '../harness';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

describe('API keys in the browser', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('lets the owner create a key, see it once, find it in the list and revoke it', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    const orders = `/api/restaurants/${restaurant.id}/orders`;
    const { page } = await h.newPage();
    await signIn(page, owner.email, owner.password, '/apps/setting/apiKeys');

    await page.getByRole('button', { name: 'New API key' }).click();
    const dialog = page.getByRole('dialog', { name: 'New API key' });
    await dialog.getByLabel('Name').fill('Zapier');
    await dialog.getByText('Take orders: read (orders:read)').click();
    expect(await dialog.getByLabel('Take orders: read (orders:read)').isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Create key' }).click();

    const shown = page.getByRole('dialog', { name: 'Your new API key' });
    await shown.getByText("Copy it now: it won't be shown again.").waitFor();
    const key = await shown.getByLabel('API key “Zapier”').inputValue();
    expect(key).toMatch(/^ros_[A-Za-z0-9_-]{43}$/);
    // The key works, with its scope only.
    const integration = new ApiClient(h.app.url, key);
    expect((await integration.get(orders)).status).toBe(200);
    expect((await integration.post(orders, { type: 'takeaway' })).status).toBe(403);
    await shown.getByRole('button', { name: 'Done' }).click();

    const row = page.locator('[data-api-key="Zapier"]');
    await row.getByText('orders:read').waitFor();
    await row.getByText(key.slice(0, 12)).waitFor();
    // Never shown again: not in the list, not after a reload.
    await page.reload();
    await page.locator('[data-api-key="Zapier"]').waitFor();
    expect(await page.content()).not.toContain(key);
    await page.getByLabel('Search keys').fill('zap');
    await expect.poll(() => page.locator('[data-api-key]').count()).toBe(1);

    await page.getByRole('button', { name: 'Revoke Zapier' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
    await page
      .locator('[data-api-key="Zapier"]')
      .getByText(/^Revoked/)
      .waitFor();
    expect((await integration.get(orders)).status).toBe(401);
  });
});
