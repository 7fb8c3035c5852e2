import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, inviteAndJoin, registerUser } from '../factories';
import type { ApiClient } from '../harness';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

function ok<T = any>(res: { status: number; body: T }, what: string): T {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Burger, Fries and Pie (single-variant, one kitchen), tables T1–T3. */
async function setUpRestaurant(api: ApiClient, restaurantId: string) {
  const base = `/api/restaurants/${restaurantId}`;
  ok(await api.post(`${base}/stations`, { name: 'Kitchen', isDefault: true }), 'station');
  const menu = ok(await api.post(`${base}/menus`, { name: 'All day', isActive: true }), 'menu');
  const mains = ok(await api.post(`${base}/categories`, { menuId: menu.id, name: 'Mains' }), 'mains');
  const dishes: Record<string, string> = {};
  for (const [name, price] of [
    ['Burger', 1200],
    ['Fries', 450],
    ['Pie', 900],
  ] as const) {
    dishes[name] = ok(await api.post(`${base}/dishes`, { name, categoryIds: [mains.id], price }), name).id;
  }
  const space = ok(await api.post(`${base}/spaces`, { name: 'Main hall' }), 'space');
  for (const [name, x] of [
    ['T1', 40],
    ['T2', 160],
    ['T3', 280],
  ] as const)
    ok(await api.post(`${base}/tables`, { spaceId: space.id, name, capacity: 4, x, y: 40 }), name);
  return dishes;
}

/** From the floor: a table, one dish, "Place and send", confirm. */
async function placeAndSend(page: Page, table: string, dish: string) {
  await page.getByTestId(`floor-table-${table}`).click();
  await page.getByTestId('start-order').click();
  await page.getByRole('button', { name: dish, exact: true }).click();
  await page.getByTestId(`cart-line-${dish}`).waitFor();
  await page.getByTestId('place-order').click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  // Kept on the device: the order is on screen, waiting to sync.
  await page.getByTestId('order-panel').getByTestId('waiting-to-sync').waitFor();
  await page.getByTestId('order-panel').getByRole('button', { name: 'Close' }).click();
}

describe('the POS offline: nothing lost, nothing twice (issue 18)', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it(
    'takes two orders with send and a cash payment offline, replays them once on reconnect, and reports the order whose dish was 86’d meanwhile',
    { timeout: 90_000 },
    async () => {
      const owner = await registerUser(h.app.api);
      const restaurant = await createRestaurant(owner.api);
      const base = `/api/restaurants/${restaurant.id}`;
      const dishes = await setUpRestaurant(owner.api, restaurant.id);
      const cashier = await inviteAndJoin(h.app, owner.api, restaurant.id, 'cashier');

      // With the service worker, as the POS runs on a device.
      const { context, page } = await h.newPage({ serviceWorkers: 'allow' });
      await signIn(page, cashier.email, cashier.password, '/apps/pos');
      await page.getByTestId('floor-table-T1').waitFor();

      await context.setOffline(true);
      await page.getByRole('status').filter({ hasText: 'Offline — 0 waiting' }).waitFor();

      await placeAndSend(page, 'T1', 'Burger');
      await placeAndSend(page, 'T2', 'Fries');
      // Cash for T1's order: the bill and the payment are made on reconnect.
      await page.getByTestId('floor-table-T1').click();
      await page.getByTestId('checkout').click();
      await page.getByTestId('offline-take-cash').click();
      await page.getByTestId('offline-cash-taken').waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).last().click();
      await placeAndSend(page, 'T3', 'Pie');
      await page.getByRole('status').filter({ hasText: 'Offline — 4 waiting' }).waitFor();

      // Meanwhile the kitchen runs out of pie.
      ok(await owner.api.put(`${base}/dishes/${dishes.Pie}/availability`, { isAvailable: false }), '86 pie');
      // Nothing reached the server while offline.
      expect(ok(await owner.api.get(`${base}/orders?perPage=50`), 'orders').data).toHaveLength(0);

      await context.setOffline(false);
      const outcomes = page.getByTestId('offline-outcomes');
      await expect.poll(() => page.getByTestId('offline-outcome').count(), { timeout: 20_000 }).toBe(4);
      expect(await outcomes.locator('[data-state="done"]').count()).toBe(3);
      const refused = outcomes.locator('[data-state="refused"]');
      expect(await refused.innerText()).toContain('Order for Dine In: T3');
      expect(await refused.innerText()).toContain('Pie is out of stock.');
      expect(await page.getByTestId('offline-bar').count()).toBe(0);

      // On the server: the two orders once each, each with exactly one kitchen ticket; T1's bill paid once.
      const orders: any[] = ok(await owner.api.get(`${base}/orders?perPage=50`), 'orders').data;
      expect(orders.map((o) => o.table?.name).sort()).toEqual(['T1', 'T2']);
      for (const o of orders) {
        const ticketIds = new Set(o.items.map((i: any) => i.ticketId));
        expect(ticketIds.size).toBe(1);
        expect([...ticketIds][0]).toBeTruthy();
      }
      const t1 = orders.find((o) => o.table?.name === 'T1');
      expect(t1.status).toBe('completed');
      const bills: any[] = ok(await owner.api.get(`${base}/orders/${t1.id}/bills`), 'bills').data;
      expect(bills).toHaveLength(1);
      expect(bills[0].status).toBe('paid');
      expect(bills[0].payments).toHaveLength(1);
      expect(bills[0].payments[0]).toMatchObject({ method: 'cash', amount: bills[0].totals.grandTotal });
      expect(orders.find((o) => o.table?.name === 'T2').status).toBe('open');

      // The kitchen display shows each sent order exactly once.
      const kds = await h.newPage();
      await signIn(kds.page, owner.email, owner.password, '/kds');
      const tickets = kds.page.locator('[data-testid^="kds-ticket-"]');
      await expect.poll(() => tickets.count()).toBe(2);
      const texts = await tickets.allInnerTexts();
      expect(texts.filter((x) => x.includes('Burger'))).toHaveLength(1);
      expect(texts.filter((x) => x.includes('Fries'))).toHaveLength(1);
      expect(texts.some((x) => x.includes('Pie'))).toBe(false);

      // The POS shows what the server has: T2's order with its number, no order left waiting to sync.
      await page.getByText(/^Open orders \(\d+\)$/).click();
      await page.getByTestId(`open-order-${orders.find((o) => o.table?.name === 'T2').displayNo}`).waitFor();
      expect(await page.getByTestId('waiting-to-sync').count()).toBe(0);
      await page.getByRole('button', { name: 'Dismiss' }).click();
      await outcomes.waitFor({ state: 'detached' });
    },
  );

  it(
    'a new terminal reloaded while the network is down opens the POS from the device and takes an order',
    { timeout: 60_000 },
    async () => {
      const owner = await registerUser(h.app.api);
      const restaurant = await createRestaurant(owner.api);
      await setUpRestaurant(owner.api, restaurant.id);
      const cashier = await inviteAndJoin(h.app, owner.api, restaurant.id, 'cashier');

      // The device's first visit: its service worker starts only after the page has loaded.
      const { context, page } = await h.newPage({ serviceWorkers: 'allow' });
      await signIn(page, cashier.email, cashier.password, '/apps/pos');
      await page.getByTestId('floor-table-T1').waitFor();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

      await context.setOffline(true);
      await page.reload();
      await page.getByTestId('floor-table-T1').waitFor();
      await page.getByRole('status').filter({ hasText: 'Offline — 0 waiting' }).waitFor();
      await placeAndSend(page, 'T2', 'Fries');
      await page.getByRole('status').filter({ hasText: 'Offline — 1 waiting' }).waitFor();

      await context.setOffline(false);
      await expect.poll(() => page.getByTestId('offline-outcome').count(), { timeout: 20_000 }).toBe(1);
      const orders: any[] = ok(
        await owner.api.get(`/api/restaurants/${restaurant.id}/orders?perPage=50`),
        'orders',
      ).data;
      expect(orders.map((o) => o.table?.name)).toEqual(['T2']);
    },
  );
});
