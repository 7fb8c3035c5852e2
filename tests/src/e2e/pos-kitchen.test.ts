import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../harness';
import { createRestaurant, inviteAndJoin, registerUser } from '../factories';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

function ok<T = any>(res: { status: number; body: T }, what: string): T {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function setUpRestaurant(api: ApiClient, restaurantId: string) {
  const base = `/api/restaurants/${restaurantId}`;
  ok(await api.post(`${base}/stations`, { name: 'Kitchen', isDefault: true }), 'station');
  const menu = ok(await api.post(`${base}/menus`, { name: 'Dinner', isActive: true }), 'menu');
  const category = ok(await api.post(`${base}/categories`, { menuId: menu.id, name: 'All' }), 'category');
  for (const [name, small, large] of [
    ['Soup', 500, 700],
    ['Steak', 2000, 2600],
  ] as const) {
    ok(
      await api.post(`${base}/dishes`, {
        name,
        categoryIds: [category.id],
        variants: [
          { name: 'Cup', price: small, isDefault: true },
          { name: 'Bowl', price: large },
        ],
      }),
      name,
    );
  }
  const space = ok(await api.post(`${base}/spaces`, { name: 'Main hall' }), 'space');
  for (const [name, x] of [
    ['T1', 40],
    ['T2', 160],
  ] as const)
    ok(await api.post(`${base}/tables`, { spaceId: space.id, name, capacity: 2, x, y: 40 }), name);
}

/** Picks a dish through its options dialog with a course, optionally held. */
async function pick(page: Page, dish: string, course: 'starters' | 'mains', hold = false) {
  await page.getByRole('button', { name: dish, exact: true }).click();
  await page.getByLabel('Course', { exact: true }).selectOption(course);
  if (hold) await page.locator('label', { hasText: 'Hold until the course is fired' }).click();
  await page.getByTestId('add-dish').click();
}

const tableStatus = (page: Page, name: string) => page.getByTestId(`floor-table-${name}`).getAttribute('data-status');

describe('courses, kitchen keys, transfer and expo (issue 5)', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it(
    'holds the mains until fired, adds to a sent order, bumps and recalls from the keyboard, transfers the table and serves from expo',
    { timeout: 90_000 },
    async () => {
      const owner = await registerUser(h.app.api);
      const restaurant = await createRestaurant(owner.api);
      await setUpRestaurant(owner.api, restaurant.id);
      const pos = await h.newPage();
      const kds = await h.newPage();
      await signIn(pos.page, owner.email, owner.password, '/apps/pos');
      await signIn(kds.page, owner.email, owner.password, '/kds');
      await kds.page.getByText('No tickets.', { exact: false }).waitFor();

      // Soup as a starter, steak held with the mains; placed and sent: only the soup reaches the kitchen.
      await pos.page.getByTestId('floor-table-T1').click();
      await pos.page.getByTestId('start-order').click();
      await pick(pos.page, 'Soup', 'starters');
      await pick(pos.page, 'Steak', 'mains', true);
      await pos.page.getByTestId('place-order').click();
      await pos.page.getByRole('button', { name: 'Confirm' }).click();
      const status = (name: string) => pos.page.getByTestId(`order-item-${name}`).getAttribute('data-status');
      await expect.poll(() => status('Soup')).toBe('fired');
      expect(await status('Steak')).toBe('pending');
      const tickets = kds.page.locator('[data-testid^="kds-ticket-"]');
      await expect.poll(() => tickets.count()).toBe(1);
      expect(await tickets.first().innerText()).not.toContain('Steak');

      // Fire the mains: a second ticket with the steak.
      await pos.page.getByRole('button', { name: 'Fire' }).click();
      await expect.poll(() => status('Steak')).toBe('fired');
      await expect.poll(() => tickets.count()).toBe(2);

      // Add a bowl of soup to the sent order: only it goes to the kitchen.
      await pos.page.getByRole('button', { name: 'Add items' }).click();
      await pos.page.getByRole('button', { name: 'Soup', exact: true }).click();
      await pos.page.getByRole('button', { name: /^Bowl/ }).click();
      await pos.page.getByTestId('add-dish').click();
      await pos.page.getByTestId('place-order').click();
      await pos.page.getByRole('button', { name: 'Confirm' }).click();
      await expect.poll(() => tickets.count()).toBe(3);
      expect(await tickets.nth(2).innerText()).toContain('Bowl');

      // Bump bar: 1 selects the oldest ticket, Enter bumps it, R recalls it.
      await kds.page.keyboard.press('1');
      await kds.page.keyboard.press('Enter');
      await expect.poll(() => tickets.count()).toBe(2);
      await kds.page.keyboard.press('r');
      await expect.poll(() => tickets.count()).toBe(3);

      // Transfer T1 → T2: the floor follows.
      await pos.page.getByRole('button', { name: 'More actions' }).click();
      await pos.page.getByRole('menuitem', { name: 'Transfer table' }).click();
      await pos.page.getByRole('dialog').getByRole('button', { name: 'T2' }).click();
      await expect.poll(() => tableStatus(pos.page, 'T2')).toBe('occupied');
      await expect.poll(() => tableStatus(pos.page, 'T1')).toBe('free');

      // Expo: not ready until every ticket is; then served.
      await kds.page.getByRole('link', { name: 'Expo' }).click();
      const card = kds.page.getByTestId('expo-order-1');
      await expect.poll(() => card.getAttribute('data-ready')).toBe('false');
      await kds.page.getByRole('link', { name: 'Kitchen' }).click();
      for (let n = 0; n < 3; n++) {
        // The recalled ticket came back ready.
        if ((await tickets.nth(n).getAttribute('data-status')) === 'ready') continue;
        await tickets.nth(n).getByRole('button', { name: 'Ready', exact: true }).click();
        await expect.poll(() => tickets.nth(n).getAttribute('data-status')).toBe('ready');
      }
      await kds.page.getByRole('link', { name: 'Expo' }).click();
      await expect.poll(() => card.getAttribute('data-ready')).toBe('true');
      // Bumping at expo closes the order there: its tickets are bumped and its dishes served.
      await card.getByRole('button', { name: 'Bump order' }).click();
      await card.waitFor({ state: 'detached' });
      await expect.poll(() => status('Steak')).toBe('served');
    },
  );

  it('a chef (kitchen edit, orders view) bumps a ready order at expo, which serves it', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    const base = `/api/restaurants/${restaurant.id}`;
    ok(await owner.api.post(`${base}/stations`, { name: 'Kitchen', isDefault: true }), 'station');
    const dish = ok(await owner.api.post(`${base}/dishes`, { name: 'Pie', price: 800 }), 'dish');
    const chef = await inviteAndJoin(h.app, owner.api, restaurant.id, 'chef');
    const order = ok(
      await owner.api.post(`${base}/orders`, {
        type: 'takeaway',
        customerName: 'Kim',
        items: [{ dishId: dish.id, quantity: 1 }],
        send: true,
      }),
      'order',
    );
    const [ticket] = ok(await owner.api.get(`${base}/kds`), 'kds').tickets;
    ok(await chef.api.post(`${base}/tickets/${ticket.id}/ready`, {}), 'ready');

    const { page } = await h.newPage();
    await signIn(page, chef.email, chef.password, '/kds');
    await page.getByRole('link', { name: 'Expo' }).click();
    const card = page.getByTestId(`expo-order-${order.displayNo}`);
    await expect.poll(() => card.getAttribute('data-ready')).toBe('true');
    await card.getByRole('button', { name: 'Bump order' }).click();
    await card.waitFor({ state: 'detached' });
    const served = ok(await owner.api.get(`${base}/orders/${order.id}`), 'order');
    expect(served.items.map((i: { status: string }) => i.status)).toEqual(['served']);
  });
});
