import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, registerUser } from '../factories';
import { unique } from '../harness';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

/**
 * Issue 36: the invitation flow end to end in the embedded default, with no mail provider. The
 * owner invites a chef by email and reads the invitation in "Sent messages"; the chef signs up in
 * another browser, confirms the address from the link the app shows them (the email stayed in the
 * app), accepts, and appears as active on the owner's staff list without a reload.
 */

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

describe('inviting a chef with no mail provider', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it(
    'the chef confirms from the in-app link, accepts, and shows on the owner’s staff list live',
    { timeout: 120_000 },
    async () => {
      const owner = await registerUser(h.app.api);
      const restaurant = await createRestaurant(owner.api, { name: unique('Casa ') });
      const chefName = unique('chef');
      const chefEmail = `${chefName}@test.restaurant-os.app`;

      // The owner invites the chef from Staff management.
      const o = await h.newPage();
      await signIn(o.page, owner.email, owner.password);
      await sideMenu(o.page).getByRole('menuitem', { name: 'Staff management' }).click();
      await o.page.getByRole('button', { name: 'Invite staff' }).click();
      const dialog = o.page.getByRole('dialog', { name: 'Invite staff' });
      await dialog.locator('#invite-email-0').fill(chefEmail);
      await dialog.locator('#invite-role-0').selectOption({ label: 'Chef' });
      await dialog.getByRole('button', { name: 'Send invitations' }).click();
      await o.page.locator(`[data-member="${chefEmail}"]`).getByText('Pending').waitFor();

      // The invitation email is in Sent messages, kept in the app; opened, it shows its link and its HTML sandboxed.
      await sideMenu(o.page).getByRole('menuitem', { name: 'Sent messages' }).click();
      const table = o.page.getByTestId('sent-messages-table');
      const row = table.getByRole('row').filter({ hasText: chefEmail });
      await row.getByText('Staff invitation').waitFor();
      await o.page.getByLabel('Search by recipient, kind or subject').fill(chefName);
      await expect.poll(() => table.getByRole('row').count()).toBe(2);
      await row.getByRole('button', { name: new RegExp(`^Open .* to ${chefEmail}$`) }).click();
      const drawer = o.page.getByRole('dialog', { name: `You are invited to join ${restaurant.name}` });
      const links = drawer.getByRole('region', { name: 'Links in this message' });
      expect(await links.getByRole('link').getAttribute('href')).toBe('/invitations');
      const frame = drawer.getByTitle(`The email “You are invited to join ${restaurant.name}”`);
      expect(await frame.getAttribute('sandbox')).toBe('');
      await o.page.frameLocator('iframe[sandbox=""]').getByRole('link', { name: 'Accept the invitation' }).waitFor();
      await o.page.keyboard.press('Escape');

      // Back on the staff list, where the chef will appear without a reload.
      await sideMenu(o.page).getByRole('menuitem', { name: 'Staff management' }).click();
      const chefRow = o.page.locator(`[data-member="${chefEmail}"]`);
      await chefRow.getByText('Pending').waitFor();

      // The chef signs up in another browser: no mail provider, so the app shows the link itself.
      const c = await h.newPage();
      await c.page.goto('/register');
      await c.page.getByLabel('Username').fill(chefName);
      await c.page.getByLabel('Email').fill(chefEmail);
      await c.page.getByLabel('Password', { exact: true }).fill('Secret123!');
      await c.page.getByLabel('Confirm password').fill('Secret123!');
      await c.page.getByText('I agree to the privacy policy and terms').click();
      await c.page.getByRole('button', { name: 'Sign up' }).click();
      const notice = c.page.getByRole('status', { name: 'Confirm your email address' });
      await notice.getByText('No mail provider is set up, so the email stayed here in the app.').waitFor();
      await notice.getByRole('link', { name: 'Open the confirmation link' }).click();
      await c.page.getByText(`${chefEmail} is confirmed.`, { exact: false }).waitFor();
      await c.page.getByRole('link', { name: 'See my invitations' }).click();
      const invitation = c.page.getByTestId('invitation').filter({ hasText: restaurant.name });
      await invitation.getByText('Invited as Chef').waitFor();
      await invitation.getByRole('button', { name: 'Accept' }).click();
      await expect.poll(() => c.page.getByTestId('restaurant-switcher').innerText()).toBe(restaurant.name);

      // The owner's list turned the chef active live.
      await chefRow.getByText('Active').waitFor();
      expect(await chefRow.getByText('Pending').count()).toBe(0);
    },
  );
});
