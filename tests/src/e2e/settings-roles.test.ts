import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, inviteAndJoin, registerUser, roleIdOf, setPlan } from '../factories';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

describe('user role page in the browser', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('keeps a permission switch that was turned on and saved after a reload', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    const { page } = await h.newPage();
    await signIn(page, owner.email, owner.password, '/apps/setting/Userrole');

    await page.locator('[data-role="Waiter"]').click();
    const paymentsSwitch = page.locator('[data-permission="payments"] input[type="checkbox"]');
    expect(await paymentsSwitch.isChecked()).toBe(false);
    await page.locator('[data-permission="payments"] label').click();
    const saved = page.waitForResponse((r) => r.url().includes('/roles/') && r.request().method() === 'PATCH');
    await page.getByRole('button', { name: 'Save role' }).click();
    expect((await saved).status()).toBe(200);

    await page.reload();
    await page.locator('[data-role="Waiter"]').click();
    await expect.poll(() => page.locator('[data-permission="payments"] input[type="checkbox"]').isChecked()).toBe(true);

    const roles = await owner.api.get(`/api/restaurants/${restaurant.id}/roles`);
    const waiter = roles.body.data.find((r: { systemKey: string }) => r.systemKey === 'waiter');
    expect(waiter.permissions.payments).toBe('edit');
  });

  it('asks to transfer the staff of a role before deleting it, then moves them', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    await setPlan(owner.api, restaurant.id, 'premium');
    const created = await owner.api.post(`/api/restaurants/${restaurant.id}/roles`, {
      name: 'Sommelier',
      icon: 'glass',
    });
    expect(created.status).toBe(201);
    const colleague = await inviteAndJoin(h.app, owner.api, restaurant.id, 'waiter');
    const moved = await owner.api.patch(`/api/restaurants/${restaurant.id}/members/${colleague.member.id}`, {
      roleId: created.body.id,
    });
    expect(moved.status).toBe(200);

    const { page } = await h.newPage();
    await signIn(page, owner.email, owner.password, '/apps/setting/Userrole');
    await page.locator('[data-role="Sommelier"]').getByRole('button', { name: 'Delete' }).click();

    const dialog = page.getByRole('dialog');
    await dialog
      .getByText(
        `You can't delete "Sommelier" role as there are employee in this role. Please transfer them to another role before deletion`,
      )
      .waitFor();
    await dialog.getByText('1 staff is left to transfer.').waitFor();
    await dialog.getByLabel('Transfer its staff to').selectOption({ label: 'Waiter' });
    await dialog.getByRole('button', { name: 'Transfer and delete' }).click();
    await expect.poll(() => page.locator('[data-role="Sommelier"]').count()).toBe(0);

    const waiterId = await roleIdOf(owner.api, restaurant.id, 'waiter');
    const members = await owner.api.get(
      `/api/restaurants/${restaurant.id}/members?q=${encodeURIComponent(colleague.email)}`,
    );
    expect(members.body.data[0].roleId).toBe(waiterId);
  });

  it('offers the upgrade when a Basic restaurant tries to create a custom role', async () => {
    const owner = await registerUser(h.app.api);
    await createRestaurant(owner.api);
    const { page } = await h.newPage();
    await signIn(page, owner.email, owner.password, '/apps/setting/Userrole');
    // The roles are on the page (and the form ready) before a new one is asked for.
    await page.getByText('Waiter').first().waitFor();
    await page.getByRole('button', { name: 'Add role' }).click();
    const name = page.getByLabel('Role name').last();
    await name.fill('Host');
    await expect.poll(() => name.inputValue()).toBe('Host');
    await page.getByRole('button', { name: 'Create role' }).click();
    await page.getByRole('button', { name: 'See plans' }).click();
    await page.waitForURL('**/apps/setting/Subscription');
    await page.locator('[data-plan="basic"][data-current="true"]').waitFor();
  });
});
