import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, registerUser } from '../factories';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

describe('"Your data" in the restaurant setting', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('exports all of the data as a zip, then deletes the restaurant behind its confirmation', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    const { page } = await h.newPage();
    await signIn(page, owner.email, owner.password, '/apps/setting/restaurantSetting');
    await page.getByText(restaurant.name).first().waitFor();

    await page.getByRole('button', { name: 'Export all data' }).click();
    const downloadButton = page.getByRole('button', { name: /^Download restaurant-data-.*\.zip$/ });
    await downloadButton.waitFor({ timeout: 30_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
    const zip = await JSZip.loadAsync(await readFile((await download.path())!));
    const [row] = JSON.parse(await zip.file('tables/restaurants.json')!.async('string'));
    expect(row).toMatchObject({ id: restaurant.id, name: restaurant.name });
    expect(zip.file('tables/members.csv')).toBeTruthy();

    await page.getByRole('button', { name: 'Delete restaurant' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/Type the restaurant's name/).fill(restaurant.name);
    await dialog.getByLabel('Your password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await dialog.getByText('Password is incorrect.').waitFor();
    await dialog.getByLabel('Your password').fill(owner.password);
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await owner.api.get(`/api/restaurants/${restaurant.id}`)).status).toBe(404);
  }, 120_000);
});
