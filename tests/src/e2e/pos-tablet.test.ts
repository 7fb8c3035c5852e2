import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, inviteAndJoin, registerUser } from '../factories';
import type { ApiClient } from '../harness';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

function ok<T = any>(res: { status: number; body: T }, what: string): T {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const ORDERED = ['Cola', 'Lemonade', 'Burger', 'Fries'];

/** Four single-variant dishes to order, a long menu around them (more than a screen of cards) and table T1. */
async function setUpRestaurant(api: ApiClient, restaurantId: string) {
  const base = `/api/restaurants/${restaurantId}`;
  ok(await api.post(`${base}/stations`, { name: 'Kitchen', isDefault: true }), 'station');
  const menu = ok(await api.post(`${base}/menus`, { name: 'All day', isActive: true }), 'menu');
  const mains = ok(await api.post(`${base}/categories`, { menuId: menu.id, name: 'Mains' }), 'mains');
  const names = [...ORDERED, ...Array.from({ length: 36 }, (_, i) => `Special ${i + 1}`)];
  for (const name of names) ok(await api.post(`${base}/dishes`, { name, categoryIds: [mains.id], price: 500 }), name);
  const space = ok(await api.post(`${base}/spaces`, { name: 'Main hall' }), 'space');
  ok(await api.post(`${base}/tables`, { spaceId: space.id, name: 'T1', capacity: 4, x: 40, y: 40 }), 'table');
}

/** The page does not scroll: the document is the viewport's height, and `testIds` are all inside the viewport. */
async function expectFits(page: Page, testIds: string[]) {
  const layout = await page.evaluate((ids) => {
    const inView = (id: string) => {
      const el = document.querySelector(`[data-testid="${id}"]`);
      if (!el) return `${id}: missing`;
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.left >= 0 && r.top < window.innerHeight && r.right <= window.innerWidth + 0.5
        ? 'in view'
        : `${id}: out of view ${JSON.stringify(r)}`;
    };
    return {
      scrollHeight: document.scrollingElement!.scrollHeight,
      height: window.innerHeight,
      panes: ids.map(inView),
    };
  }, testIds);
  expect(layout.scrollHeight).toBe(layout.height);
  expect(layout.panes).toEqual(testIds.map(() => 'in view'));
}

describe('the POS on a tablet (issue 34)', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('at 1024×768 by touch, in full-screen terminal mode: open a table, add four dishes without a dialog, send and pay — the dishes and the order always on screen, the page never scrolls', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    await setUpRestaurant(owner.api, restaurant.id);
    const waiter = await inviteAndJoin(h.app, owner.api, restaurant.id, 'cashier');

    const { page } = await h.newPage({ viewport: { width: 1024, height: 768 }, hasTouch: true });
    // The tablet opens the kiosk address; a tap puts it full screen (browsers allow that only from a gesture).
    await signIn(page, waiter.email, waiter.password, '/kiosk/pos');
    await page.getByRole('button', { name: 'Full screen' }).tap();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Leave full screen' }).waitFor();

    await page.getByTestId('floor-table-T1').tap();
    await page.getByTestId('start-order').tap();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expectFits(page, ['dish-grid', 'cart']);
    for (const dish of ORDERED) {
      await page.getByRole('button', { name: dish, exact: true }).tap();
      await page.getByTestId(`cart-line-${dish}`).waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
      await expectFits(page, ['dish-grid', 'cart', 'place-order']);
    }
    // The long menu scrolls inside its pane, not the page.
    expect(
      await page
        .getByTestId('dish-Special 36')
        .evaluate((el) => el.getBoundingClientRect().bottom > window.innerHeight),
    ).toBe(true);

    await page.getByTestId('place-order').tap();
    await page.getByRole('button', { name: 'Confirm' }).tap();
    await page.getByText('Order Placed').first().waitFor();
    await page.getByTestId('order-panel').waitFor();
    await expectFits(page, ['order-panel', 'checkout']);

    await page.getByTestId('checkout').tap();
    await page.getByTestId('proceed-payment').tap();
    await page.getByTestId('take-payment').tap();
    await page.getByTestId('checkout-complete').waitFor();
    await expectFits(page, ['checkout-complete']);
    await page.getByRole('dialog').getByRole('button', { name: 'Done' }).tap();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => page.getByTestId('floor-table-T1').getAttribute('data-status')).toBe('needs_cleaning');
    await expectFits(page, ['pos-floor']);

    // Leaving terminal mode leaves full screen too.
    await page.getByRole('button', { name: 'Leave terminal mode' }).tap();
    await page.waitForURL('**/apps/pos');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
  }, 120_000);

  it('at 1280×800 inside the admin layout, the dishes and the order share the screen without page scroll', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    await setUpRestaurant(owner.api, restaurant.id);

    const { page } = await h.newPage({ viewport: { width: 1280, height: 800 }, hasTouch: true });
    await signIn(page, owner.email, owner.password, '/apps/pos');
    await page.getByTestId('floor-table-T1').tap();
    await page.getByTestId('start-order').tap();
    for (const dish of ORDERED) {
      await page.getByRole('button', { name: dish, exact: true }).tap();
      await page.getByTestId(`cart-line-${dish}`).waitFor();
    }
    await expectFits(page, ['dish-grid', 'cart', 'place-order']);
  }, 90_000);

  it('at 1024×768 inside the admin layout, the top bar stays one row and does not cover the POS header', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    await setUpRestaurant(owner.api, restaurant.id);

    const { page } = await h.newPage({ viewport: { width: 1024, height: 768 } });
    await signIn(page, owner.email, owner.password, '/apps/pos');
    const heading = page.getByRole('heading', { name: 'POS', exact: true });
    await heading.waitFor();
    const search = page.getByRole('button', { name: 'Search' });
    await search.waitFor();
    const layout = await page.evaluate(() => {
      const bar = document.querySelector('.ros-navbar')!.getBoundingClientRect();
      const title = [...document.querySelectorAll('h1, h2, h3, h4')]
        .find((h) => h.textContent === 'POS')!
        .getBoundingClientRect();
      return {
        barBottom: bar.bottom,
        barHeight: bar.height,
        titleTop: title.top,
        scrollWidth: document.scrollingElement!.scrollWidth,
        width: window.innerWidth,
      };
    });
    expect(layout.barBottom).toBeLessThanOrEqual(layout.titleTop);
    // One row: Blueprint's navbar height, and nothing pushed past the right edge.
    expect(layout.barHeight).toBeLessThanOrEqual(50);
    expect(layout.scrollWidth).toBe(layout.width);
    const box = (await search.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(layout.barBottom);
    expect(box.x + box.width).toBeLessThanOrEqual(1024);
    await page.screenshot({ path: '/tmp/charge-pos-admin-1024.png' });
  }, 90_000);

  it('a walk-in takeaway needs no customer: Walk-in, Choose dishes, place and send', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    await setUpRestaurant(owner.api, restaurant.id);
    const cashier = await inviteAndJoin(h.app, owner.api, restaurant.id, 'cashier');

    const { page } = await h.newPage({ viewport: { width: 1024, height: 768 }, hasTouch: true });
    await signIn(page, cashier.email, cashier.password, '/kiosk/pos');
    await page.getByTestId('add-order').tap();
    const dialog = page.getByRole('dialog', { name: 'Add Order' });
    await dialog.getByRole('tab', { name: 'Walk-in' }).tap();
    await dialog.getByLabel('Name (optional)').waitFor();
    await dialog.getByRole('button', { name: 'Choose dishes' }).tap();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('button', { name: 'Burger', exact: true }).tap();
    await page.getByTestId('place-order').tap();
    await page.getByRole('button', { name: 'Confirm' }).tap();
    await page.getByText('Order Placed').first().waitFor();

    const orders = ok(await owner.api.get(`/api/restaurants/${restaurant.id}/orders?perPage=5`), 'orders') as {
      data: { type: string; status: string; customer: unknown; target: string }[];
    };
    expect(orders.data).toHaveLength(1);
    expect(orders.data[0]).toMatchObject({ type: 'takeaway', status: 'open', target: 'Takeaway' });
    expect(orders.data[0]!.customer ?? null).toBeNull();
  }, 90_000);

  it('a staff meal is given away at checkout with a reason; a waiter needs a manager to sign it off', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    await setUpRestaurant(owner.api, restaurant.id);
    const base = `/api/restaurants/${restaurant.id}`;
    const waiter = await inviteAndJoin(h.app, owner.api, restaurant.id, 'waiter');
    const manager = await inviteAndJoin(h.app, owner.api, restaurant.id, 'manager');
    const dishes = ok(await owner.api.get(`${base}/dishes?q=Burger`), 'dishes') as {
      data: { id: string; name: string }[];
    };
    const burger = dishes.data.find((d) => d.name === 'Burger')!;
    const order = ok(
      await owner.api.post(`${base}/orders`, {
        type: 'takeaway',
        customerName: 'Ben',
        items: [{ dishId: burger.id, quantity: 1 }],
        send: true,
      }),
      'order',
    );

    const { page } = await h.newPage({ viewport: { width: 1024, height: 768 }, hasTouch: true });
    await signIn(page, waiter.email, waiter.password, `/kiosk/pos?order=${order.id}`);
    await page.getByTestId('checkout').tap();
    await page.getByRole('button', { name: 'Staff meal or comp' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Give this bill away' });
    await dialog.getByLabel('What is it').selectOption({ label: 'Staff meal' });
    // Without a reason, or (a waiter) without a manager, it cannot be given away.
    const submit = dialog.getByRole('button', { name: 'Give away' });
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel('Reason').fill('Ben, after his shift');
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel('Manager email').fill(manager.email);
    await dialog.getByLabel('Manager password').fill('wrong-password');
    await submit.tap();
    await dialog.getByRole('alert').waitFor();
    await dialog.getByLabel('Manager password').fill(manager.password);
    await submit.tap();
    await page.getByTestId('checkout-complete').waitFor();

    const bills = ok(await owner.api.get(`${base}/orders/${order.id}/bills`), 'bills') as {
      data: {
        status: string;
        totals: { grandTotal: number };
        comp: { kind: string; reason: string; approvedBy: { name: string } } | null;
      }[];
    };
    expect(bills.data[0]).toMatchObject({
      status: 'paid',
      totals: { grandTotal: 0 },
      comp: { kind: 'staff_meal', reason: 'Ben, after his shift' },
    });
  }, 90_000);

  it('a terminal PIN is typed on its keypad: digit keys, Clear and Enter by their names', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    const base = `/api/restaurants/${restaurant.id}`;
    const waiter = await inviteAndJoin(h.app, owner.api, restaurant.id, 'waiter');
    ok(await owner.api.put(`${base}/members/${waiter.member.id}/pin`, { pin: '2468' }), 'pin');

    const { page } = await h.newPage({ viewport: { width: 1024, height: 768 }, hasTouch: true });
    await signIn(page, owner.email, owner.password, '/terminal');
    await page.getByLabel('Terminal name').fill('Counter');
    await page.getByRole('button', { name: 'Sign this device in as a terminal' }).tap();
    await page.getByRole('heading', { name: 'Counter' }).waitFor();

    const keypad = page.getByRole('group', { name: 'Keypad' });
    const field = page.getByLabel('PIN', { exact: true });
    await keypad.getByRole('button', { name: '9', exact: true }).tap();
    expect(await field.inputValue()).toBe('9');
    await keypad.getByRole('button', { name: 'Clear' }).tap();
    expect(await field.inputValue()).toBe('');
    for (const digit of '2468') await keypad.getByRole('button', { name: digit, exact: true }).tap();
    expect(await field.inputValue()).toBe('2468');
    await keypad.getByRole('button', { name: 'Enter' }).tap();
    await page.waitForURL('**/apps/pos');
  }, 90_000);
});
