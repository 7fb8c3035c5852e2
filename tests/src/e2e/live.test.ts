import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unique } from '../harness';
import { createRestaurant, inviteAndJoin, registerUser } from '../factories';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

const switcherText = (page: Page) => page.getByTestId('restaurant-switcher').innerText();
const connectionStatus = (page: Page) => page.getByTestId('connection-status').getAttribute('data-status');

describe('live updates between two browsers (issue 3)', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('a change made in one browser shows in the other, and in its Activity page, without reload', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    const manager = await inviteAndJoin(h.app, owner.api, restaurant.id, 'manager');

    const a = await h.newPage();
    const b = await h.newPage();
    await signIn(a.page, owner.email, owner.password);
    await signIn(b.page, manager.email, manager.password);
    await expect.poll(() => switcherText(b.page)).toBe(restaurant.name);

    // B watches the Activity page; both are live.
    await b.page.getByRole('navigation', { name: 'Main menu' }).getByRole('menuitem', { name: 'Activity' }).click();
    await b.page.getByRole('heading', { name: 'Activity' }).waitFor();
    await expect.poll(() => connectionStatus(a.page)).toBe('live');
    await expect.poll(() => connectionStatus(b.page)).toBe('live');
    let reloads = 0;
    b.page.on('framenavigated', (frame) => {
      if (frame === b.page.mainFrame()) reloads += 1;
    });

    // A closes the restaurant and renames it from Restaurant setting.
    await a.page.goto('/apps/setting/restaurantSetting');
    const openSwitch = a.page.getByLabel('Restaurant is open (customers can order from the digital menu)');
    await openSwitch.waitFor();
    if (!(await openSwitch.isChecked())) {
      await openSwitch.click({ force: true });
      await expect.poll(() => openSwitch.isChecked()).toBe(true);
    }
    await openSwitch.click({ force: true });
    await expect.poll(() => openSwitch.isChecked()).toBe(false);

    const newName = unique('Trattoria ');
    await a.page.getByLabel('Restaurant name').fill(newName);
    await a.page.getByRole('button', { name: 'Save changes' }).click();

    // B sees both, live: the Activity list and the restaurant switcher.
    const ownerName = owner.user.fullName || owner.username;
    await b.page.getByText(`${ownerName} closed the restaurant`).first().waitFor();
    await b.page.getByText(`renamed the restaurant to “${newName}”`).first().waitFor();
    await expect.poll(() => switcherText(b.page)).toBe(newName);
    expect(reloads).toBe(0);
  });
});
