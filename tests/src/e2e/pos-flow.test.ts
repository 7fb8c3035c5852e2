import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../harness';
import { createRestaurant, inviteAndJoin, registerUser } from '../factories';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

function ok<T = any>(res: { status: number; body: T }, what: string): T {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A menu with one dish routed to the Grill station, and a space with table T1. */
async function setUpRestaurant(api: ApiClient, restaurantId: string) {
  const base = `/api/restaurants/${restaurantId}`;
  const station = ok(await api.post(`${base}/stations`, { name: 'Grill' }), 'station');
  const menu = ok(await api.post(`${base}/menus`, { name: 'Dinner', isActive: true }), 'menu');
  const category = ok(await api.post(`${base}/categories`, { menuId: menu.id, name: 'Mains' }), 'category');
  ok(
    await api.post(`${base}/dishes`, {
      name: 'Burger',
      categoryIds: [category.id],
      stationId: station.id,
      variants: [{ name: 'Regular', price: 1200 }],
    }),
    'dish',
  );
  const space = ok(await api.post(`${base}/spaces`, { name: 'Main hall' }), 'space');
  ok(await api.post(`${base}/tables`, { spaceId: space.id, name: 'T1', capacity: 4, x: 40, y: 40 }), 'table');
}

const tableStatus = (page: Page) => page.getByTestId('floor-table-T1').getAttribute('data-status');

describe('POS → kitchen → cashier (issue 5)', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('a sent order reaches the KDS live, its bump shows ready on the POS, and paying frees the table for cleaning', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    await setUpRestaurant(owner.api, restaurant.id);
    const waiter = await inviteAndJoin(h.app, owner.api, restaurant.id, 'waiter');
    const chef = await inviteAndJoin(h.app, owner.api, restaurant.id, 'chef');
    const cashier = await inviteAndJoin(h.app, owner.api, restaurant.id, 'cashier');

    const pos = await h.newPage();
    const kds = await h.newPage();
    const till = await h.newPage();
    await signIn(pos.page, waiter.email, waiter.password, '/apps/pos');
    await signIn(kds.page, chef.email, chef.password, '/kds');
    await signIn(till.page, cashier.email, cashier.password);

    // The kitchen watches all stations; it must not reload to see new tickets.
    await kds.page.getByTestId('kds').waitFor();
    await kds.page.getByText('No tickets.', { exact: false }).waitFor();
    let kdsReloads = 0;
    kds.page.on('framenavigated', (frame) => {
      if (frame === kds.page.mainFrame()) kdsReloads += 1;
    });

    // The waiter opens T1 from the floor, picks the burger (no onion) and places the order, sending it to the kitchen.
    await expect.poll(() => tableStatus(pos.page)).toBe('free');
    await pos.page.getByTestId('floor-table-T1').click();
    await pos.page.getByRole('tab', { name: 'Table' }).waitFor();
    await pos.page.getByTestId('start-order').click();
    await pos.page.getByRole('button', { name: 'Burger' }).click();
    await pos.page.getByTestId('cart-line-Burger').waitFor();
    // Remarks go on the line itself, no dialog.
    await pos.page.getByRole('textbox', { name: 'Remarks for Burger' }).fill('no onion');
    await pos.page.getByTestId('place-order').click();
    await pos.page.getByText('Are you sure?').waitFor();
    await pos.page.getByRole('button', { name: 'Confirm' }).click();
    await pos.page.getByText('Order Placed').first().waitFor();
    const item = pos.page.getByTestId('order-item-Burger');
    await expect.poll(() => item.getAttribute('data-status')).toBe('fired');
    await expect.poll(() => tableStatus(pos.page)).toBe('occupied');

    // The ticket appears on the KDS without reload, with its table; the chef bumps it.
    const ticket = kds.page.getByTestId('kds-ticket-1');
    await ticket.waitFor();
    expect(await ticket.innerText()).toContain('Dine In: T1');
    expect(await ticket.innerText()).toContain('Burger');
    expect(await ticket.innerText()).toContain('no onion');
    expect(kdsReloads).toBe(0);
    await ticket.getByTestId('kds-bump').click();
    await ticket.waitFor({ state: 'detached' });

    // The waiter sees the item ready, live.
    await expect.poll(() => item.getAttribute('data-status')).toBe('ready');
    await expect.poll(() => item.getByTestId('item-status').innerText()).toBe('Ready');

    // The cashier checks out T1: bill preview, "Proceed payment", cash in full.
    await till.page.goto('/apps/pos');
    await till.page.getByTestId('floor-table-T1').click();
    await till.page.getByTestId('checkout').click();
    const preview = till.page.getByTestId('bill-preview');
    await preview.waitFor();
    for (const heading of ['Particular', 'Rate', 'QTY', 'Sub Total', 'GRAND TOTAL'])
      await preview.getByText(heading, { exact: true }).first().waitFor();
    await till.page.getByTestId('proceed-payment').click();
    await till.page.getByTestId('take-payment').click();
    await till.page.getByTestId('checkout-complete').waitFor();

    // Paid: the table needs cleaning on every floor view, live.
    await expect.poll(() => tableStatus(till.page)).toBe('needs_cleaning');
    await expect.poll(() => tableStatus(pos.page)).toBe('needs_cleaning');
  }, 60_000);

  it('tells a chef, who may not view tables, that the floor is not theirs instead of "No tables yet"', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    await setUpRestaurant(owner.api, restaurant.id);
    const chef = await inviteAndJoin(h.app, owner.api, restaurant.id, 'chef');
    const { page } = await h.newPage();
    await signIn(page, chef.email, chef.password, '/apps/pos');
    await page.getByText("You don't have access to tables").waitFor();
    expect(await page.getByText('No tables yet').count()).toBe(0);
  });
});
