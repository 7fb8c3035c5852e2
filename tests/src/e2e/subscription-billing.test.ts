import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, registerUser } from '../factories';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

describe('the subscription page with the test billing provider (issue 39)', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('the owner upgrades through the test checkout, then sees Premium and its invoice listed', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    const { page } = await h.newPage();
    await signIn(page, owner.email, owner.password, '/apps/setting/Subscription');

    await page.getByText('Test payments — no money moves', { exact: false }).first().waitFor();
    // Blueprint draws the radio over its input: the label is what a person clicks.
    await page.locator('label', { hasText: 'Yearly' }).click();
    expect(await page.getByRole('radio', { name: 'Yearly' }).isChecked()).toBe(true);
    await page.getByText('€190.00 billed yearly').waitFor();
    await page.locator('label', { hasText: 'Monthly' }).click();
    await page.getByText('€19.00 / month').waitFor();
    await page.getByRole('button', { name: 'Upgrade to Premium' }).click();

    // The provider's page: nothing changes until it is paid.
    await page.waitForURL(/\/billing\/test-checkout\//);
    await page.getByRole('note').getByText('Test payments — no money moves', { exact: false }).waitFor();
    expect((await owner.api.get(`/api/restaurants/${restaurant.id}`)).body.plan).toBe('basic');
    await page.getByRole('button', { name: 'Pay €19.00' }).click();
    await page.getByRole('status').getByText('Paid. The restaurant is on Premium now.').waitFor();

    await page.getByRole('button', { name: 'Back to the subscription' }).click();
    await page.waitForURL(/\/apps\/setting\/Subscription/);
    await page.locator('[data-plan="premium"][data-current="true"]').waitFor();
    await page
      .getByTestId('subscription-status')
      .getByText(/^Active, renews on/)
      .waitFor();
    const invoices = page.getByRole('table', { name: 'Invoices' });
    await invoices.getByRole('row', { name: /SUB-000001.*€19\.00.*Paid/ }).waitFor();
    await invoices.getByRole('button', { name: 'Download SUB-000001' }).waitFor();
    expect((await owner.api.get(`/api/restaurants/${restaurant.id}`)).body.plan).toBe('premium');
  });
});
