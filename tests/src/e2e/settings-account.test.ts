import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, registerUser, verificationTokenFor, verifyEmail } from '../factories';
import { unique } from '../harness';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

describe('account setting page in the browser', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('saves the full name and a notification switch, and shows a wrong current password on its field', async () => {
    const user = await registerUser(h.app.api);
    await createRestaurant(user.api);
    const { page } = await h.newPage();
    await signIn(page, user.email, user.password, '/apps/setting/AccountSetting');

    await page.locator('#account-fullName').fill('Anna Keller');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(async () => (await user.api.get('/api/me')).body.userData.fullName).toBe('Anna Keller');

    await page.getByRole('tab', { name: 'Notifications' }).click();
    const lowStockByEmail = page.getByRole('checkbox', { name: 'Low stock: Email' });
    expect(await lowStockByEmail.isChecked()).toBe(false);
    await lowStockByEmail.click({ force: true });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(async () => (await user.api.get('/api/me')).body.userData.notifications.low_stock.email)
      .toBe(true);

    await page.reload();
    expect(await page.locator('#account-fullName').inputValue()).toBe('Anna Keller');

    await page.getByRole('tab', { name: 'Password' }).click();
    await page.locator('#account-currentPassword').fill('not-my-password');
    await page.locator('#account-newPassword').fill('NewSecret123!');
    await page.locator('#account-confirmPassword').fill('NewSecret123!');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Current password is incorrect.').waitFor();
  });

  it('a new email waits for the link sent to it; opening the link changes it', async () => {
    const user = await registerUser(h.app.api);
    await verifyEmail(h.app, user.email);
    await createRestaurant(user.api);
    const { page } = await h.newPage();
    await signIn(page, user.email, user.password, '/apps/setting/AccountSetting');

    const next = `${unique('moved')}@test.restaurant-os.app`;
    await page.locator('#account-email').fill(next);
    await page.getByRole('button', { name: 'Save changes' }).click();
    const notice = page.getByRole('status', { name: 'Confirm your email address' });
    await notice.getByText(`You asked to change your email to ${next}.`).waitFor();
    expect((await user.api.get('/api/me')).body.userData).toMatchObject({ email: user.email, pendingEmail: next });

    await page.goto(`/verify-email?token=${await verificationTokenFor(h.app, next)}`);
    await page.getByText(`${next} is confirmed.`, { exact: false }).waitFor();
    expect((await user.api.get('/api/me')).body.userData).toMatchObject({
      email: next,
      pendingEmail: null,
      emailVerified: true,
    });
  });

  it('signs out everywhere: this browser goes back to sign-in and tokens issued before are refused', async () => {
    const user = await registerUser(h.app.api);
    await createRestaurant(user.api);
    const { page } = await h.newPage();
    await signIn(page, user.email, user.password, '/apps/setting/AccountSetting');
    await page.getByRole('tab', { name: 'Password' }).click();
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.waitForURL(/\/login/);
    expect((await user.api.get('/api/me')).status).toBe(401);
  });
});
