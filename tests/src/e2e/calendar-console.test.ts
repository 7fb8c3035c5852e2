import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, registerUser, setPlan } from '../factories';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

describe('the calendar page logs no errors', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('opens, switches views and edits a new reservation without a console error', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    await setPlan(owner.api, restaurant.id, 'premium');

    const { page } = await h.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await signIn(page, owner.email, owner.password, '/apps/calendar');
    await page.getByTestId('month-grid').waitFor();
    await page.getByText('No reservations on this day.').waitFor();
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await page.getByRole('button', { name: 'Month', exact: true }).click();
    await page.getByTestId('month-grid').waitFor();

    await page.getByRole('button', { name: 'New reservation' }).click();
    const dialog = page.getByRole('dialog', { name: 'New reservation' });
    await dialog.getByLabel('Duration (minutes)').fill('120');
    await dialog.getByLabel('Party size').fill('4');
    await expect.poll(() => dialog.getByLabel('Duration (minutes)').inputValue()).toBe('120');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  }, 60_000);
});
