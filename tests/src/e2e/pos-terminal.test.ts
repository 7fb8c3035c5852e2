import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, inviteAndJoin, registerUser } from '../factories';
import type { ApiClient } from '../harness';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

function ok<T = any>(res: { status: number; body: T }, what: string): T {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Drinks (their category takes the drinks course) and mains, single-variant each; table T1. */
async function setUpRestaurant(api: ApiClient, restaurantId: string) {
  const base = `/api/restaurants/${restaurantId}`;
  ok(await api.post(`${base}/stations`, { name: 'Kitchen', isDefault: true }), 'station');
  const menu = ok(await api.post(`${base}/menus`, { name: 'All day', isActive: true }), 'menu');
  const drinks = ok(
    await api.post(`${base}/categories`, { menuId: menu.id, name: 'Drinks', defaultCourse: 'drinks' }),
    'drinks',
  );
  const mains = ok(await api.post(`${base}/categories`, { menuId: menu.id, name: 'Mains' }), 'mains');
  for (const [name, price, category] of [
    ['Cola', 300, drinks],
    ['Lemonade', 350, drinks],
    ['Burger', 1200, mains],
    ['Fries', 450, mains],
  ] as const) {
    ok(await api.post(`${base}/dishes`, { name, categoryIds: [category.id], price }), name);
  }
  const space = ok(await api.post(`${base}/spaces`, { name: 'Main hall' }), 'space');
  ok(await api.post(`${base}/tables`, { spaceId: space.id, name: 'T1', capacity: 4, x: 40, y: 40 }), 'table');
}

describe('the POS in terminal mode (issue 18)', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('on a 1024×768 touch screen, an order of four single-variant dishes takes no dish dialog; drinks go as drinks; the kitchen is one tap away', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    await setUpRestaurant(owner.api, restaurant.id);
    const waiter = await inviteAndJoin(h.app, owner.api, restaurant.id, 'waiter');

    const context = await h.browser.newContext({
      baseURL: h.baseUrl,
      viewport: { width: 1024, height: 768 },
      hasTouch: true,
    });
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    await signIn(page, waiter.email, waiter.password, '/pos');
    // Full screen: no admin menu, the service screens in the bar.
    const screens = page.getByRole('navigation', { name: 'Service screens' });
    await screens.getByRole('button', { name: 'POS terminal' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
    // A waiter does not dispatch deliveries: that screen is not offered.
    expect(await screens.getByRole('button', { name: 'Dispatch board' }).count()).toBe(0);

    await page.getByTestId('floor-table-T1').tap();
    await page.getByTestId('start-order').tap();
    // The order's table dialog has closed (its closing transition included) before the dishes are tapped.
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    for (const dish of ['Cola', 'Lemonade', 'Burger', 'Fries']) {
      await page.getByRole('button', { name: dish, exact: true }).tap();
      await page.getByTestId(`cart-line-${dish}`).waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
    }
    expect(await page.getByTestId('cart-line-Cola').innerText()).toContain('Drinks');
    expect(await page.getByTestId('cart-line-Burger').innerText()).toContain('Mains');
    await page.getByRole('textbox', { name: 'Remarks for Burger' }).fill('no pickles');
    await page.getByTestId('place-order').tap();
    await page.getByRole('button', { name: 'Confirm' }).tap();
    await page.getByText('Order Placed').first().waitFor();

    // The kitchen display, one tap from the bar, has the ticket with the remark.
    await screens.getByRole('button', { name: 'Kitchen display' }).tap();
    const ticket = page.locator('[data-testid^="kds-ticket-"]');
    await expect.poll(() => ticket.count()).toBe(1);
    expect(await ticket.innerText()).toContain('no pickles');
    await context.close();
  });
});
