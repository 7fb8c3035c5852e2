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
    await signIn(manager.page, owner.email, owner.password, '/apps/management/department');
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

    // On a terminal of the floor (a device the manager signed in as one), Wanda types her PIN (a wrong one first).
    const device = await ok(owner.api.post(`${base}/terminal-sessions`, { name: 'Floor' }), 201);
    const terminal = await h.newPage();
    await signIn(terminal.page, waiter.email, waiter.password, '/health');
    await terminal.page.evaluate((config) => localStorage.setItem('ros.terminal', JSON.stringify(config)), {
      restaurantId: restaurant.id,
      id: device.id,
      name: device.name,
      token: device.token,
      idleLockSeconds: device.idleLockSeconds,
    });
    await terminal.page.goto('/apps/timeClock');
    await terminal.page.getByLabel('Your PIN').fill('1234');
    await terminal.page.getByRole('button', { name: 'Clock in' }).click();
    await terminal.page.getByText('Wrong PIN.').waitFor();
    await terminal.page.getByLabel('Your PIN').fill('4826');
    await terminal.page.getByRole('button', { name: 'Clock in' }).click();
    await terminal.page.getByText(/Wanda Waiter clocked in at/).waitFor();

    // The manager's panel moves without a reload.
    await manager.page.getByTestId('on-now').getByRole('cell', { name: 'Wanda Waiter' }).waitFor();
    await manager.page
      .getByTestId('timesheet')
      .getByRole('row', { name: /Wanda Waiter/ })
      .waitFor();
    expect(
      await manager.page
        .getByTestId('timesheet')
        .getByRole('row', { name: /Wanda Waiter/ })
        .innerText(),
    ).toContain('Floor');
  });

  it(
    'two waiters share one POS terminal: each switches in by PIN and sends an order under their name; it locks when idle',
    { timeout: 120_000 },
    async () => {
      const owner = await registerUser(h.app.api);
      const restaurant = await createRestaurant(owner.api);
      const base = `/api/restaurants/${restaurant.id}`;
      const menu = await ok(owner.api.post(`${base}/menus`, { name: 'Dinner', isActive: true }), 201);
      const category = await ok(owner.api.post(`${base}/categories`, { menuId: menu.id, name: 'Mains' }), 201);
      await ok(owner.api.post(`${base}/dishes`, { name: 'Soup', price: 600, categoryIds: [category.id] }), 201);
      const space = await ok(owner.api.post(`${base}/spaces`, { name: 'Hall' }), 201);
      for (const name of ['T1', 'T2']) await ok(owner.api.post(`${base}/tables`, { spaceId: space.id, name }), 201);
      const waiters = [
        await inviteAndJoin(h.app, owner.api, restaurant.id, 'waiter'),
        await inviteAndJoin(h.app, owner.api, restaurant.id, 'waiter'),
      ];
      const names = ['Anna Waiter', 'Ben Waiter'];
      for (const [i, w] of waiters.entries()) {
        await ok(owner.api.patch(`${base}/members/${w.member.id}`, { fullName: names[i] }));
        await ok(owner.api.put(`${base}/members/${w.member.id}/pin`, { pin: `${i + 1}${i + 1}${i + 1}${i + 1}` }));
      }

      // The manager signs the device in as a terminal (and is signed out of it).
      const { page } = await h.newPage();
      await signIn(page, owner.email, owner.password, '/terminal');
      await page.getByLabel('Terminal name').fill('Front POS');
      // Long enough that a page slowed by a loaded machine never locks mid-order (10 s did, beside another browser file).
      await page.getByLabel('Lock after (seconds without a touch)').fill('20');
      await page.getByRole('button', { name: 'Sign this device in as a terminal' }).click();
      await page.getByRole('heading', { name: 'Front POS' }).waitFor();
      // A wrong PIN is said on the PIN's field, which empties for the next try.
      await page.getByLabel('PIN').fill('9999');
      await page.getByRole('button', { name: 'Switch to me' }).click();
      await page.getByText('Wrong PIN.').waitFor();
      expect(await page.getByLabel('PIN').inputValue()).toBe('');

      const orderAt = async (pin: string, table: string) => {
        await page.getByLabel('PIN').fill(pin);
        await page.getByRole('button', { name: 'Switch to me' }).click();
        await page.waitForURL('**/apps/pos');
        await page.getByTestId('add-order').click();
        await page.getByTestId(`pick-table-${table}`).click();
        await page.getByTestId('start-order').click();
        // The menu shows before anyone types (Enter adds the first match of the dishes loaded). The
        // waiter types while the order dialog fades out: the search keeps the focus once it is gone.
        await page.getByTestId('dish-Soup').waitFor();
        await page.keyboard.press('/');
        await page.keyboard.type('so');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        await page.keyboard.type('u');
        await page.keyboard.press('Enter');
        await page.getByTestId('cart-line-Soup').waitFor();
        await page.getByTestId('place-order').click();
        await page.getByRole('button', { name: 'Confirm' }).click();
        await page.getByText('Order Placed').first().waitFor();
        await page.getByRole('button', { name: 'Lock' }).click();
        // The next member does not find the last one's messages on the screen (they stay 4 s otherwise).
        await expect.poll(() => page.getByText('Order Placed').count(), { timeout: 2000 }).toBe(0);
        await page.getByRole('heading', { name: 'Front POS' }).waitFor();
      };
      await orderAt('1111', 'T1');
      await orderAt('2222', 'T2');

      const orders = await ok(owner.api.get(`${base}/orders?perPage=10&sortColumn=displayNo&sort=asc`));
      expect(
        orders.data.map((o: { target: string; createdBy: { name: string } }) => [o.target, o.createdBy.name]),
      ).toEqual([
        ['Dine In: T1', 'Anna Waiter'],
        ['Dine In: T2', 'Ben Waiter'],
      ]);

      // Left alone, the terminal locks itself and the next person needs their PIN.
      await page.getByLabel('PIN').fill('1111');
      await page.getByRole('button', { name: 'Switch to me' }).click();
      await page.waitForURL('**/apps/pos');
      await page.waitForURL('**/terminal', { timeout: 45_000 });
      await page.getByRole('heading', { name: 'Front POS' }).waitFor();
    },
  );

  it('the manager creates and publishes a shift; the staff member sees it appear without a reload', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    const base = `/api/restaurants/${restaurant.id}`;
    const waiter = await inviteAndJoin(h.app, owner.api, restaurant.id, 'waiter');
    await ok(owner.api.patch(`${base}/members/${waiter.member.id}`, { fullName: 'Wanda Waiter' }));

    const staff = await h.newPage();
    await signIn(staff.page, waiter.email, waiter.password, '/apps/management/schedule');
    await staff.page.getByTestId('my-shifts').getByText('No published shifts this week.').waitFor();

    const manager = await h.newPage();
    await signIn(manager.page, owner.email, owner.password, '/apps/management/schedule');
    await manager.page
      .getByRole('button', { name: /^Add a shift for Wanda Waiter on/ })
      .first()
      .click();
    const dialog = manager.page.getByRole('dialog', { name: 'New shift' });
    await dialog.getByLabel('From').fill('10:00');
    await dialog.getByLabel('To').fill('18:00');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await manager.page.getByRole('button', { name: 'Shift of Wanda Waiter, 10:00 to 18:00' }).waitFor();
    // A draft is not the staff member's yet.
    expect(await staff.page.getByTestId('my-shifts').innerText()).toContain('No published shifts this week.');
    await manager.page.getByRole('button', { name: 'Publish 1 draft' }).click();
    await manager.page.getByText('1 shift published').waitFor();

    await staff.page.getByTestId('my-shifts').getByRole('cell', { name: '10:00–18:00' }).waitFor();
  });
});
