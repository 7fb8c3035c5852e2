import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, inviteAndJoin, registerUser } from '../factories';
import { unique } from '../harness';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

describe('staff management page in the browser', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('asks for a role, then invites and lists the person as pending', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    const { page } = await h.newPage();
    await signIn(page, owner.email, owner.password, '/apps/management/staffManagement');

    const email = `${unique('carl')}@example.com`;
    await page.getByRole('button', { name: 'Invite staff' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('#invite-email-0').fill(email);
    await dialog.getByRole('button', { name: 'Send invitations' }).click();
    await dialog.getByText('Please select a role.').waitFor();

    await dialog.locator('#invite-role-0').selectOption({ label: 'Waiter' });
    await dialog.getByRole('button', { name: 'Send invitations' }).click();

    const row = page.locator(`tr[data-member="${email}"]`);
    await row.waitFor();
    expect(await row.innerText()).toContain('Pending');
    expect(await row.innerText()).toContain('Waiter');

    const members = await owner.api.get(`/api/restaurants/${restaurant.id}/members?q=${encodeURIComponent(email)}`);
    expect(members.body.data).toMatchObject([{ email, status: 'pending', roleName: 'Waiter' }]);
  });

  it('edits a profile, changes the role, deactivates and removes a colleague from the row menu', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    const colleague = await inviteAndJoin(h.app, owner.api, restaurant.id, 'waiter');
    const { page } = await h.newPage();
    await signIn(page, owner.email, owner.password, '/apps/management/staffManagement');
    const row = page.locator(`tr[data-member="${colleague.email}"]`);
    const openMenu = () => row.getByRole('button', { name: /^Actions for/ }).click();
    const member = async () =>
      (await owner.api.get(`/api/restaurants/${restaurant.id}/members?q=${encodeURIComponent(colleague.email)}`)).body
        .data[0];

    await openMenu();
    await page.getByRole('menuitem', { name: 'Edit profile' }).click();
    await page.locator('#staff-fullName').fill('Carl Berg');
    await page.locator('#staff-salary').fill('1500.50');
    await page.locator('#staff-salaryType').selectOption('Monthly');
    await page.getByRole('dialog').getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => row.innerText()).toContain('Carl Berg');
    expect(await member()).toMatchObject({ fullName: 'Carl Berg', salary: 150050, salaryType: 'Monthly' });

    await openMenu();
    await page.getByRole('menuitem', { name: 'Change role' }).hover();
    await page.getByRole('option', { name: 'Chef' }).click();
    await expect.poll(() => row.innerText()).toContain('Chef');

    await openMenu();
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    await expect.poll(() => row.innerText()).toContain('Inactive');
    expect(await member()).toMatchObject({ roleName: 'Chef', status: 'inactive' });

    await openMenu();
    await page.getByRole('menuitem', { name: 'Remove' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => row.count()).toBe(0);
    expect(await member()).toBeUndefined();
  });
});
