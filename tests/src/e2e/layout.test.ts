import type { Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, inviteAndJoin, registerUser } from '../factories';
import { type BrowserHarness, signIn, signInWithForm, startBrowserHarness } from './browser';

describe('app shell in the browser', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('keeps the dark theme after a reload and signs in and out through the sign-in page', async () => {
    const owner = await registerUser(h.app.api);
    await createRestaurant(owner.api);
    const { page } = await h.newPage();
    await signInWithForm(page, owner.email, owner.password);

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect.poll(() => page.evaluate(() => document.body.classList.contains('bp6-dark'))).toBe(true);
    await page.reload();
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
    expect(await page.evaluate(() => document.body.classList.contains('bp6-dark'))).toBe(true);

    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token'))).toBeNull();
    await page.goto('/apps/pos');
    await page.waitForURL('**/login');
  });

  it('hides pages a role may not view from the menu and refuses them by URL', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    const waiter = await inviteAndJoin(h.app, owner.api, restaurant.id, 'waiter');
    const { page } = await h.newPage();
    // Opened signed out: sent to the sign-in page, and back to the page once signed in.
    await signInWithForm(page, waiter.email, waiter.password, '/apps/management/tableandspace');

    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('menuitem', { name: 'Tables' }).waitFor();
    expect(await menu.getByRole('menuitem', { name: 'Income' }).count()).toBe(0);
    await page.goto('/apps/management/accountManagement/income');
    await page.getByText("You don't have access to this page").waitFor();
  });

  it('lists the operational screens a role may open in the menu: a chef sees KDS but not Invoices', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    const chef = await inviteAndJoin(h.app, owner.api, restaurant.id, 'chef');
    const { page } = await h.newPage();
    await signIn(page, chef.email, chef.password);

    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('menuitem', { name: 'Kitchen display' }).waitFor();
    expect(await menu.getByRole('menuitem', { name: 'Expo' }).count()).toBe(1);
    expect(await menu.getByRole('menuitem', { name: 'Invoices' }).count()).toBe(0);
    expect(await menu.getByRole('menuitem', { name: 'Dispatch board' }).count()).toBe(0);
    await menu.getByRole('menuitem', { name: 'Kitchen display' }).click();
    await page.waitForURL('**/kds');
  });

  it('two tabs whose access token expired refresh it once between them and both stay signed in', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    const { context, page } = await h.newPage();
    await signIn(page, owner.email, owner.password); // "Remember me": the tabs share localStorage

    const refreshes: string[] = [];
    context.on('request', (r) => {
      if (r.url().endsWith('/jwt/refresh-token')) refreshes.push(r.url());
    });
    // Expire the token with no app document open (a page being unloaded mid-refresh would add its
    // own refresh), then start two tabs at once: both meet a 401 and race to refresh.
    await page.goto('/health');
    await page.evaluate(() => localStorage.setItem('token', 'expired-token'));
    const second = await context.newPage();
    await Promise.all([page.goto('/'), second.goto('/')]);

    for (const tab of [page, second]) {
      await expect.poll(() => tab.getByTestId('restaurant-switcher').innerText()).toBe(restaurant.name);
      await expect.poll(() => tab.getByTestId('connection-status').getAttribute('data-status')).toBe('live');
    }
    // One tab refreshes; the other takes the Web Lock after it, finds the rotated token and uses it
    // (unit-tested in web/src/api/http.test.ts). Chromium passes a tab's localStorage writes to the
    // other tab's process asynchronously, so on a loaded machine the second tab can hold the lock
    // before the new token reached it and refresh as well, which the server's 10 s grace window
    // accepts (docs/decisions/2026-11-21-refresh-token-rotation.md): never more than one per tab.
    expect(refreshes.length).toBeGreaterThanOrEqual(1);
    expect(refreshes.length).toBeLessThanOrEqual(2);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).not.toBe('expired-token');
    expect((await h.app.api.withToken(token).get('/api/me')).status).toBe(200);
  });

  it('a tab left open across a deploy reloads once into the new build when a page it opens is gone', async () => {
    const owner = await registerUser(h.app.api);
    await createRestaurant(owner.api);
    const { page } = await h.newPage();
    await signIn(page, owner.email, owner.password);
    // The deploy: the Reports page's chunk of this tab's build is no longer on the server (once).
    let refused = 0;
    await page.route('**/assets/ReportsPage-*.js', (route) =>
      refused++ === 0 ? route.fulfill({ status: 404, body: 'File not found' }) : route.continue(),
    );
    let loads = 0;
    page.on('load', () => loads++);

    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('menuitem', { name: 'Reports', exact: true })
      .click();
    await page.getByRole('heading', { name: 'Reports', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/apps/reports');
    expect(refused).toBe(2);
    expect(loads).toBe(1);
  });

  it('a page that still cannot load after that reload says so beside the menu, with a Reload button', async () => {
    const owner = await registerUser(h.app.api);
    await createRestaurant(owner.api);
    const { page } = await h.newPage();
    await signIn(page, owner.email, owner.password);
    const missing = (route: Route) => route.fulfill({ status: 404, body: 'File not found' });
    await page.route('**/assets/ReportsPage-*.js', missing);
    let loads = 0;
    page.on('load', () => loads++);

    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('menuitem', { name: 'Reports', exact: true })
      .click();
    await page.getByRole('heading', { name: 'This page could not be opened' }).waitFor();
    expect(loads).toBe(1); // one reload, no loop
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('menuitem', { name: 'Tables' }).waitFor();

    await page.unroute('**/assets/ReportsPage-*.js', missing);
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('heading', { name: 'Reports', exact: true }).waitFor();
  });
});
