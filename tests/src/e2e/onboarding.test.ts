import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unique } from '../harness';
import { registerUser, verificationTokenFor } from '../factories';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

async function registerThroughUi(page: Page, username: string, email: string, password: string) {
  await page.goto('/register');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByText('I agree to the privacy policy and terms').click();
  await page.getByRole('button', { name: 'Sign up' }).click();
}

async function createRestaurantThroughUi(page: Page, name: string) {
  await page.getByLabel('Restaurant name').fill(name);
  await page.getByRole('button', { name: 'Create restaurant' }).click();
  await expect.poll(() => page.getByTestId('restaurant-switcher').innerText()).toBe(name);
}

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const menuItems = (page: Page) => sideMenu(page).getByRole('menuitem').allInnerTexts();

describe('sign-up, restaurant, invitation and switching in the browser', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it(
    'an owner signs up, creates a restaurant and invites a waiter who joins and switches between restaurants',
    { timeout: 90_000 },
    async () => {
      const password = 'Secret123!';
      const ownerName = unique('owner');
      const restaurantName = unique('Bistro ');

      // The owner signs up; with no restaurant yet they land on "Create your restaurant".
      const owner = await h.newPage();
      await registerThroughUi(owner.page, ownerName, `${ownerName}@test.restaurant-os.app`, password);
      await owner.page.getByRole('heading', { name: 'Create your restaurant' }).waitFor();
      await owner.page.getByRole('button', { name: 'Create restaurant' }).click();
      await owner.page.getByText('Restaurant name is required.').waitFor();
      await createRestaurantThroughUi(owner.page, restaurantName);

      // The owner invites a colleague as Waiter from Staff management.
      const waiterName = unique('waiter');
      const waiterEmail = `${waiterName}@test.restaurant-os.app`;
      await sideMenu(owner.page).getByRole('menuitem', { name: 'Staff management' }).click();
      await owner.page.getByRole('button', { name: 'Invite staff' }).click();
      const dialog = owner.page.getByRole('dialog', { name: 'Invite staff' });
      await dialog.locator('#invite-email-0').fill(waiterEmail);
      await dialog.locator('#invite-role-0').selectOption({ label: 'Waiter' });
      await dialog.getByRole('button', { name: 'Send invitations' }).click();
      await owner.page.getByText(waiterEmail).first().waitFor();

      // The colleague signs up with the invited email: the invitation waits until they confirm the address.
      const waiter = await h.newPage();
      const ownCafe = unique('Cafe ');
      await registerThroughUi(waiter.page, waiterName, waiterEmail, password);
      await waiter.page.getByRole('heading', { name: 'Create your restaurant' }).waitFor();
      const notice = waiter.page.getByRole('status', { name: 'Confirm your email address' });
      await notice.getByText(`We sent a link to ${waiterEmail}.`).waitFor();
      expect(await waiter.page.getByTestId('invitation').count()).toBe(0);
      await notice.getByRole('button', { name: 'Send the link again' }).click();
      await waiter.page.getByText(/Too many confirmation emails/).waitFor();

      // They open the link of the email (the one queued to their address) and see the invitation.
      await waiter.page.goto(`/verify-email?token=${await verificationTokenFor(h.app, waiterEmail)}`);
      await waiter.page.getByText(`${waiterEmail} is confirmed.`, { exact: false }).waitFor();
      await waiter.page.getByRole('link', { name: 'See my invitations' }).click();
      await waiter.page.getByTestId('invitation').getByText(restaurantName).waitFor();
      expect(await waiter.page.getByRole('status', { name: 'Confirm your email address' }).count()).toBe(0);

      // They create their own restaurant, then accept.
      await waiter.page.goto('/restaurants/new');
      await createRestaurantThroughUi(waiter.page, ownCafe);

      await waiter.page.getByTestId('restaurant-switcher').click();
      await waiter.page.getByRole('menuitem', { name: 'Invitations' }).click();
      const invitation = waiter.page.getByTestId('invitation').filter({ hasText: restaurantName });
      await invitation.getByText('Invited as Waiter').waitFor();
      await invitation.getByRole('button', { name: 'Accept' }).click();

      // Now in the owner's restaurant as a Waiter: the menu hides what the role may not see.
      await expect.poll(() => waiter.page.getByTestId('restaurant-switcher').innerText()).toBe(restaurantName);
      await expect.poll(() => menuItems(waiter.page)).toContain('POS');
      const asWaiter = await menuItems(waiter.page);
      expect(asWaiter).not.toContain('Staff management');
      expect(asWaiter).not.toContain('Restaurant setting');

      // Switching back to their own restaurant (where they are Owner) shows everything again.
      await waiter.page.getByTestId('restaurant-switcher').click();
      await waiter.page.getByRole('menuitem', { name: ownCafe }).click();
      await expect.poll(() => waiter.page.getByTestId('restaurant-switcher').innerText()).toBe(ownCafe);
      await expect.poll(() => menuItems(waiter.page)).toContain('Staff management');

      // The switch is remembered across a reload (workPlaces reordered, ability stored).
      await waiter.page.reload();
      await expect.poll(() => waiter.page.getByTestId('restaurant-switcher').innerText()).toBe(ownCafe);
      await expect.poll(() => menuItems(waiter.page)).toContain('Restaurant setting');
    },
  );

  it(
    'sets a restaurant up with its time zone, currency, tax, service charge and hours; the dashboard checklist ticks each step from real data',
    { timeout: 90_000 },
    async () => {
      const owner = await registerUser(h.app.api);
      const { page } = await h.newPage();
      await signIn(page, owner.email, owner.password, '/restaurants/new');
      const form = page.getByRole('form', { name: 'Create your restaurant' });
      await form.getByLabel('Restaurant name').fill('Casa Setup');
      await form.getByLabel('Time zone').selectOption('Europe/Madrid');
      await form.getByLabel('Currency').selectOption('EUR');
      await form.getByLabel('Tax rate (%)').fill('10');
      await form.getByLabel('Prices and tax').selectOption({ label: 'Prices include tax' });
      await form.getByLabel('Service charge (%)').fill('abc');
      await form.getByRole('button', { name: 'Create restaurant' }).click();
      await form.getByText('Enter a percentage, e.g. 10.').waitFor();
      await form.getByLabel('Service charge (%)').fill('12.5');
      // Blueprint draws its own box over the input: the label is what a person clicks.
      await form.getByText('Takeaway', { exact: true }).click();
      await form.getByText('Open on Monday', { exact: true }).click();
      expect(await form.getByLabel('Takeaway').isChecked()).toBe(true);
      expect(await form.getByLabel('Monday opens').isDisabled()).toBe(true);
      await form.getByLabel('Tuesday opens').fill('12:00');
      await form.getByLabel('Tuesday closes').fill('23:00');
      await form.getByText('Online and QR ordering start off', { exact: false }).waitFor();
      await form.getByRole('button', { name: 'Create restaurant' }).click();
      await expect.poll(() => page.getByTestId('restaurant-switcher').innerText()).toBe('Casa Setup');

      const [mine] = (await owner.api.get('/api/restaurants')).body.data;
      const base = `/api/restaurants/${mine.id}`;
      const saved = (await owner.api.get(base)).body;
      expect(saved).toMatchObject({
        timeZone: 'Europe/Madrid',
        currency: 'EUR',
        taxPercent: 10,
        taxInclusive: true,
        serviceChargePercent: 12.5,
      });
      expect(saved.settings.serviceCharge).toEqual({ orderTypes: ['dine_in', 'takeaway'] });
      expect(saved.settings.reservations.openingHours).toMatchObject({
        1: [],
        2: [{ open: '12:00', close: '23:00' }],
        3: [{ open: '11:00', close: '22:00' }],
      });
      expect(saved.settings.guestOrdering ?? {}).not.toHaveProperty('online', true);

      // The dashboard's checklist: nothing done yet; each step links to its page.
      const checklist = page.getByRole('region', { name: 'Get ready to open' });
      await checklist.getByText('0 of 5 done').waitFor();
      const step = (name: string) => checklist.getByRole('listitem').filter({ hasText: name });
      expect(await step('Set up your tables').getByRole('link').getAttribute('href')).toBe(
        '/apps/management/tableandspace',
      );
      await step('Set up your tables').getByText('To do').waitFor();
      const space = (await owner.api.post(`${base}/spaces`, { name: 'Hall' })).body;
      expect((await owner.api.post(`${base}/tables`, { spaceId: space.id, name: 'T1', capacity: 4 })).status).toBe(201);
      await page.reload();
      await step('Set up your tables').getByText('Done').waitFor();
      await checklist.getByText('1 of 5 done').waitFor();

      // Going live: the step's link leads to the switches; turning QR ordering on ticks it.
      await step('Go live').getByRole('link').click();
      await page.getByText('Take orders from the QR code on each table', { exact: true }).click();
      await page.getByRole('button', { name: 'Save guest ordering' }).click();
      await page.getByText('Restaurant settings saved.').waitFor();
      expect((await owner.api.get(base)).body.settings.guestOrdering).toMatchObject({ online: false, qr: true });
      await page.goto('/');
      await checklist.getByText('2 of 5 done').waitFor();
      await step('Go live').getByText('Done').waitFor();
    },
  );

  it('shows API errors on the fields: a taken username on sign-up and a wrong password on sign-in', async () => {
    const existing = await registerUser(h.app.api);
    const { page } = await h.newPage();
    await registerThroughUi(page, existing.username, `${unique('other')}@test.restaurant-os.app`, 'Secret123!');
    await page.getByText('This username is already in use.').waitFor();

    await page.goto('/login');
    await page.getByLabel('Email').fill(existing.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Email or Password is Invalid').waitFor();
    expect(page.url()).toContain('/login');
  });
});
