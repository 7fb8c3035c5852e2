import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, inviteAndJoin, registerUser, roleIdOf } from '../factories';
import { unique } from '../harness';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

describe('restaurant setting and activity pages in the browser', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('saves the profile, shows field errors from the API, and follows changes made elsewhere', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    const { page } = await h.newPage();
    await signIn(page, owner.email, owner.password, '/apps/setting/restaurantSetting');

    const newName = unique('Chez ');
    await page.locator('#restaurant-name').fill(newName);
    await page.locator('#restaurant-serviceChargePercent').fill('12.5');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(async () => (await owner.api.get(`/api/restaurants/${restaurant.id}`)).body)
      .toMatchObject({ name: newName, serviceChargePercent: 12.5 });

    await page.locator('#restaurant-name').fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Restaurant name is required.').waitFor();
    await page.getByRole('button', { name: 'Discard' }).click();

    // Another screen closes the restaurant: the switch follows without a reload.
    await page.getByText('Open', { exact: true }).waitFor();
    const closed = await owner.api.patch(`/api/restaurants/${restaurant.id}`, { isActive: false });
    expect(closed.status).toBe(200);
    await expect.poll(() => page.locator('#restaurant-isActive').isChecked()).toBe(false);
  });

  it('tells the activity as sentences, newest first', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    const roles = await owner.api.get(`/api/restaurants/${restaurant.id}/roles`);
    const waiter = roles.body.data.find((r: { systemKey: string }) => r.systemKey === 'waiter');
    const email = `${unique('dora')}@example.com`;
    const invited = await owner.api.post(`/api/restaurants/${restaurant.id}/members/invitations`, {
      invites: [{ email, roleId: waiter.id }],
    });
    expect(invited.status).toBe(201);

    const { page } = await h.newPage();
    await signIn(page, owner.email, owner.password, '/apps/activity');
    const first = page.locator('tr[data-event-type]').first();
    await first.waitFor();
    expect(await first.innerText()).toContain(`invited ${email} as Waiter`);
  });

  it('puts events that happen while the activity page is open on top, live', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    const { page } = await h.newPage();
    await signIn(page, owner.email, owner.password, '/apps/activity');
    await page.getByText('Nothing has happened yet.').or(page.locator('tr[data-event-type]').first()).waitFor();

    const newName = unique('Trattoria ');
    const renamed = await owner.api.patch(`/api/restaurants/${restaurant.id}`, { name: newName });
    expect(renamed.status).toBe(200);
    await expect
      .poll(() => page.locator('tr[data-event-type]').first().innerText())
      .toContain(`renamed the restaurant to “${newName}”`);
  });

  it('shows the settings read-only to a role that may only view them', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    const cashierId = await roleIdOf(owner.api, restaurant.id, 'cashier');
    const roles = await owner.api.get(`/api/restaurants/${restaurant.id}/roles`);
    const cashier = roles.body.data.find((r: { id: string }) => r.id === cashierId);
    const granted = await owner.api.patch(`/api/restaurants/${restaurant.id}/roles/${cashierId}`, {
      permissions: { ...cashier.permissions, restaurant: 'view' },
    });
    expect(granted.status).toBe(200);
    const colleague = await inviteAndJoin(h.app, owner.api, restaurant.id, 'cashier');

    const { page } = await h.newPage();
    await signIn(page, colleague.email, colleague.password, '/apps/setting/restaurantSetting');
    await page.getByText('You can see these settings but your role does not allow changing them.').waitFor();
    expect(await page.locator('#restaurant-name').isDisabled()).toBe(true);
    expect(await page.locator('#restaurant-isActive').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save changes' }).count()).toBe(0);
  });
});
