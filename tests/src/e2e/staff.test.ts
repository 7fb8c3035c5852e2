import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, inviteAndJoin, registerUser } from '../factories';
import { ok } from '../fixtures/http';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

describe('staff in the browser (issue 16)', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('creates a department, clocks a waiter in by PIN on a terminal, and the manager sees who is on live', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    const base = `/api/restaurants/${restaurant.id}`;
    const waiter = await inviteAndJoin(h.app, owner.api, restaurant.id, 'waiter');
    await ok(owner.api.patch(`${base}/members/${waiter.member.id}`, { fullName: 'Wanda Waiter' }));

    const manager = await h.newPage();
    await signIn(manager.page, owner.email, owner.password);
    await manager.page.goto('/apps/management/department');
    await manager.page.getByRole('button', { name: 'New department' }).click();
    const dialog = manager.page.getByRole('dialog', { name: 'New department' });
    await dialog.getByLabel('Name').fill('Floor');
    await dialog.getByLabel('Manager').selectOption({ label: 'Wanda Waiter' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    const row = manager.page.getByTestId('departments-table').getByRole('row', { name: /Floor/ });
    await row.waitFor();
    expect(await row.innerText()).toContain('Wanda Waiter');

    // The manager gives Wanda her PIN from the staff list.
    await manager.page.goto('/apps/management/staffManagement');
    await manager.page.getByRole('button', { name: 'Actions for Wanda Waiter' }).click();
    await manager.page.getByRole('menuitem', { name: 'Edit profile' }).click();
    const profile = manager.page.getByRole('dialog', { name: `Profile of ${waiter.email}` });
    await profile.getByLabel('Department').selectOption({ label: 'Floor' });
    await profile.getByLabel('New POS PIN (4–6 digits)').fill('4826');
    await profile.getByRole('button', { name: 'Save' }).click();
    await profile.waitFor({ state: 'detached' });

    await manager.page.goto('/apps/timeClock');
    await manager.page.getByTestId('on-now').getByText('Nobody is clocked in.').waitFor();

    // On a terminal of the floor, Wanda types her PIN (a wrong one first).
    const terminal = await h.newPage();
    await signIn(terminal.page, waiter.email, waiter.password);
    await terminal.page.goto('/apps/timeClock');
    await terminal.page.getByLabel('Your PIN').fill('1234');
    await terminal.page.getByRole('button', { name: 'Clock in' }).click();
    await terminal.page.getByText('Wrong PIN.').waitFor();
    await terminal.page.getByLabel('Your PIN').fill('4826');
    await terminal.page.getByRole('button', { name: 'Clock in' }).click();
    await terminal.page.getByText(/Wanda Waiter clocked in at/).waitFor();

    // The manager's panel moves without a reload.
    await manager.page.getByTestId('on-now').getByRole('cell', { name: 'Wanda Waiter' }).waitFor();
    await manager.page.getByTestId('timesheet').getByRole('row', { name: /Wanda Waiter/ }).waitFor();
    expect(await manager.page.getByTestId('timesheet').getByRole('row', { name: /Wanda Waiter/ }).innerText()).toContain('Floor');
  });
});
