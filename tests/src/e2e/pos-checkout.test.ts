import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../harness';
import { createRestaurant, inviteAndJoin, registerUser } from '../factories';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

function ok<T = any>(res: { status: number; body: T }, what: string): T {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Pizza (two sizes, one required crust choice, up to two toppings), Soup, and table T1. */
async function setUpRestaurant(api: ApiClient, restaurantId: string) {
  const base = `/api/restaurants/${restaurantId}`;
  const menu = ok(await api.post(`${base}/menus`, { name: 'Dinner', isActive: true }), 'menu');
  const category = ok(await api.post(`${base}/categories`, { menuId: menu.id, name: 'Mains' }), 'category');
  ok(
    await api.post(`${base}/dishes`, {
      name: 'Pizza',
      categoryIds: [category.id],
      variants: [
        { name: 'Small', price: 1000, isDefault: true },
        { name: 'Large', price: 1400 },
      ],
      modifierGroups: [
        {
          name: 'Crust',
          minSelections: 1,
          maxSelections: 1,
          options: [
            { name: 'Thin', priceDelta: 0 },
            { name: 'Thick', priceDelta: 100 },
          ],
        },
        {
          name: 'Toppings',
          minSelections: 0,
          maxSelections: 2,
          options: [
            { name: 'Olives', priceDelta: 150 },
            { name: 'Ham', priceDelta: 200 },
            { name: 'Basil', priceDelta: 50 },
          ],
        },
      ],
    }),
    'pizza',
  );
  ok(
    await api.post(`${base}/dishes`, {
      name: 'Soup',
      categoryIds: [category.id],
      variants: [{ name: 'Bowl', price: 600 }],
    }),
    'soup',
  );
  const space = ok(await api.post(`${base}/spaces`, { name: 'Main hall' }), 'space');
  ok(await api.post(`${base}/tables`, { spaceId: space.id, name: 'T1', capacity: 4, x: 40, y: 40 }), 'table');
}

const statusOf = (page: Page, name: string) => page.getByTestId(`order-item-${name}`).getAttribute('data-status');

describe('POS drafts, modifiers, manager void override, split bill and live dashboard (issue 5)', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it(
    'a waiter keeps a draft, places and sends it, voids with a manager override; the owner splits and pays while the dashboard moves',
    { timeout: 90_000 },
    async () => {
      const owner = await registerUser(h.app.api);
      const restaurant = await createRestaurant(owner.api);
      await setUpRestaurant(owner.api, restaurant.id);
      const waiter = await inviteAndJoin(h.app, owner.api, restaurant.id, 'waiter');

      const pos = await h.newPage();
      const board = await h.newPage();
      const till = await h.newPage();
      await signIn(pos.page, waiter.email, waiter.password, '/apps/pos');
      await signIn(board.page, owner.email, owner.password);
      await signIn(till.page, owner.email, owner.password);

      // The owner watches today's dashboard.
      const bills = board.page.getByTestId('stat-bills');
      await expect.poll(() => bills.innerText()).toBe('0');

      // Add Order → Table T1; a large pizza needs its crust before it can be added, toppings stop at two.
      await pos.page.getByTestId('add-order').click();
      await pos.page.getByTestId('pick-table-T1').click();
      await pos.page.getByTestId('start-order').click();
      await pos.page.getByRole('button', { name: 'Pizza' }).click();
      const add = pos.page.getByTestId('add-dish');
      expect(await add.isDisabled()).toBe(true);
      await pos.page.getByRole('button', { name: /^Large/ }).click();
      await pos.page.locator('label', { hasText: 'Thick' }).click();
      await pos.page.locator('label', { hasText: 'Olives' }).click();
      await pos.page.locator('label', { hasText: 'Ham' }).click();
      expect(await pos.page.getByRole('checkbox', { name: /Basil/ }).isDisabled()).toBe(false);
      await pos.page.locator('label', { hasText: 'Basil' }).click();
      expect(await pos.page.getByRole('checkbox', { name: /Basil/ }).isChecked()).toBe(false);
      await add.click();
      // "/" focuses the dish search; Enter adds the first match.
      await pos.page.keyboard.press('/');
      await pos.page.keyboard.type('sou');
      await pos.page.keyboard.press('Enter');
      await pos.page.getByTestId('cart-line-Soup').waitFor();
      expect(await pos.page.getByTestId('cart-total').innerText()).toBe(
        ((1400 + 100 + 150 + 200 + 600) / 100).toFixed(2),
      );

      // Kept as a draft, listed under Drafts, then placed.
      await pos.page.getByRole('button', { name: 'Keep as draft' }).click();
      await pos.page.getByText('Draft kept').first().waitFor();
      await pos.page.getByTestId('drafts-menu').click();
      await pos.page.getByRole('menuitem', { name: /Dine In: T1/ }).click();
      await pos.page.getByRole('button', { name: 'Place order' }).click();
      await pos.page.getByText('Order Placed').first().waitFor();
      await pos.page.getByTestId('send-order').click();
      await expect.poll(() => statusOf(pos.page, 'Soup')).toBe('fired');

      // Voiding a fired item needs a manager: the waiter gets the override dialog.
      await pos.page.getByTestId('order-item-Soup').getByRole('button', { name: 'Void item' }).click();
      await pos.page.getByRole('button', { name: 'Wrong item' }).click();
      await pos.page.getByRole('button', { name: 'Void', exact: true }).click();
      await pos.page.getByText('Manager override').waitFor();
      await pos.page.getByLabel('Manager email').fill(owner.email);
      await pos.page.getByLabel('Manager password').fill(owner.password);
      await pos.page.getByRole('button', { name: 'Void', exact: true }).click();
      await expect.poll(() => statusOf(pos.page, 'Soup')).toBe('voided');

      // The owner checks out: the voided soup is not billed; split evenly in two; cash with change, then card.
      await till.page.goto('/apps/pos');
      await till.page.getByTestId('floor-table-T1').click();
      await till.page.getByTestId('checkout').click();
      const preview = till.page.getByTestId('bill-preview');
      await preview.waitFor();
      expect(await preview.innerText()).not.toContain('Soup');
      await till.page.getByRole('button', { name: 'Split bill' }).click();
      await till.page.getByRole('button', { name: 'Split', exact: true }).click();
      await till.page.getByRole('tab', { name: /Part 2/ }).waitFor();
      await till.page.getByTestId('proceed-payment').click();
      await till.page.getByLabel('Cash received').fill('100');
      await till.page.getByTestId('take-payment').click();
      await till.page.getByTestId('change-due').waitFor();
      await till.page.getByRole('tab', { name: /Part 2/ }).click();
      await till.page.getByRole('dialog').getByText('Card', { exact: true }).click();
      await till.page.getByTestId('take-payment').click();
      await till.page.getByTestId('checkout-complete').waitFor();

      // The dashboard followed, without reload.
      await expect.poll(() => bills.innerText()).toBe('2');

      // Both parts are on the invoice list as Paid.
      await till.page.goto('/apps/invoice/list?status=paid');
      await expect.poll(() => till.page.getByTestId('invoice-table').locator('tbody tr').count()).toBe(2);
    },
  );
});
