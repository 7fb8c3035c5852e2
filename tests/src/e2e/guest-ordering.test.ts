import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, registerUser } from '../factories';
import type { ApiClient } from '../harness';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

function ok<T = any>(res: { status: number; body: T }, what: string): T {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function setUpRestaurant(api: ApiClient, restaurantId: string) {
  const base = `/api/restaurants/${restaurantId}`;
  ok(
    await api.patch(base, { confirmOrders: true, settings: { guestOrdering: { online: true, qr: true } } }),
    'confirm orders',
  );
  ok(await api.post(`${base}/stations`, { name: 'Kitchen', isDefault: true }), 'station');
  const menu = ok(await api.post(`${base}/menus`, { name: 'Dinner', isActive: true, color: '#8f398f' }), 'menu');
  const mains = ok(await api.post(`${base}/categories`, { menuId: menu.id, name: 'Mains' }), 'category');
  ok(
    await api.post(`${base}/dishes`, {
      name: 'Burger',
      categoryIds: [mains.id],
      allergens: ['gluten'],
      variants: [
        { id: 'single', name: 'Single', price: 1200, isDefault: true },
        { id: 'double', name: 'Double', price: 1600 },
      ],
      modifierGroups: [
        {
          id: 'side',
          name: 'Side',
          minSelections: 1,
          maxSelections: 1,
          options: [
            { id: 'fries', name: 'Fries', priceDelta: 0 },
            { id: 'salad', name: 'Salad', priceDelta: 150 },
          ],
        },
      ],
    }),
    'burger',
  );
  ok(
    await api.post(`${base}/dishes`, {
      name: 'Pizza',
      categoryIds: [mains.id],
      price: 1400,
      modifierGroups: [
        {
          id: 'extras',
          name: 'Extras',
          minSelections: 0,
          maxSelections: 2,
          options: [
            { id: 'olives', name: 'Olives', priceDelta: 100 },
            { id: 'chili', name: 'Chili', priceDelta: 50 },
          ],
        },
      ],
    }),
    'pizza',
  );
  const space = ok(await api.post(`${base}/spaces`, { name: 'Main hall' }), 'space');
  const table = ok(
    await api.post(`${base}/tables`, { spaceId: space.id, name: 'T7', capacity: 4, x: 40, y: 40 }),
    'table',
  );
  return table.qrToken as string;
}

describe('guests order from their phones (issue 17)', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness({ TEST_PAYMENTS: '1' });
  });
  afterAll(async () => {
    await h?.close();
  });

  it(
    'a guest scans, orders two dishes with modifiers; the POS accepts it live, the KDS cooks it, the phone follows without reload',
    { timeout: 90_000 },
    async () => {
      const owner = await registerUser(h.app.api);
      const restaurant = await createRestaurant(owner.api);
      const qrToken = await setUpRestaurant(owner.api, restaurant.id);

      const pos = await h.newPage();
      const kds = await h.newPage();
      await signIn(pos.page, owner.email, owner.password, '/apps/pos');
      await signIn(kds.page, owner.email, owner.password, '/kds');
      const inbox = pos.page.getByRole('button', { name: /^Guest orders \(\d+\)/ });
      await expect.poll(() => inbox.textContent()).toContain('Guest orders (0)');
      await kds.page.getByText('No tickets.', { exact: false }).waitFor();

      // The phone: a small touch screen opening the table's QR link.
      const phoneContext = await h.browser.newContext({
        baseURL: h.baseUrl,
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        locale: 'en-US',
      });
      phoneContext.setDefaultTimeout(10_000);
      const phone = await phoneContext.newPage();
      await phone.goto(`/menu/${restaurant.id}/${qrToken}`);
      await phone.getByRole('heading', { name: restaurant.name }).waitFor();
      await phone.getByText('Table T7').waitFor();

      // A double burger with salad, and a pizza with olives and chili.
      await phone.getByRole('button', { name: 'Add Burger', exact: true }).click();
      const burger = phone.getByRole('dialog', { name: 'Burger' });
      await burger.getByLabel('Double').check();
      await burger
        .getByRole('button', { name: /Add to cart/ })
        .isDisabled()
        .then((disabled) => expect(disabled).toBe(true));
      await burger.getByLabel('Salad').check();
      await burger.getByLabel('Remarks').fill('medium rare');
      await burger.getByRole('button', { name: 'Add to cart · $17.50' }).click();
      await phone.getByRole('button', { name: 'Add Pizza', exact: true }).click();
      const pizza = phone.getByRole('dialog', { name: 'Pizza' });
      await pizza.getByLabel('Olives').check();
      await pizza.getByLabel('Chili').check();
      await pizza.getByRole('button', { name: 'Add to cart · $15.50' }).click();

      await phone.getByRole('button', { name: /View order \(2\)/ }).click();
      const cart = phone.getByRole('dialog', { name: 'Your order' });
      await cart.getByText('$33.00').first().waitFor();
      await cart.getByRole('button', { name: 'Place order' }).click();
      await phone.getByRole('heading', { name: 'Received — waiting for a waiter to confirm' }).waitFor();

      // The POS sees it at once (the guest orders waiting to be confirmed); the waiter accepts.
      await expect.poll(() => inbox.textContent()).toContain('Guest orders (1)');
      await inbox.click();
      const drawer = pos.page.getByRole('dialog', { name: "Guests' orders and calls" });
      await drawer.getByText('1 × Burger (Double)').waitFor();
      await drawer.getByText('+ Olives, Chili').waitFor();
      await drawer.getByRole('button', { name: 'Accept and send' }).click();
      await drawer.getByText('No guest order or call waiting.').waitFor();
      await pos.page.keyboard.press('Escape');

      // The kitchen gets the ticket; the phone moves to "accepted", then "preparing" and "ready".
      const ticket = kds.page.locator('[data-testid^="kds-ticket-"]');
      await expect.poll(() => ticket.count()).toBe(1);
      expect(await ticket.innerText()).toContain('medium rare');
      await phone.getByRole('heading', { name: 'Accepted — sent to the kitchen' }).waitFor();
      await ticket.getByRole('button', { name: 'Start' }).click();
      await phone.getByRole('heading', { name: 'Preparing' }).waitFor();
      await ticket.getByRole('button', { name: 'Ready', exact: true }).click();
      await phone.getByRole('heading', { name: 'Ready' }).waitFor();

      // "Call a waiter": a badge on the table of the POS floor, live.
      await phone.getByRole('button', { name: 'Call a waiter' }).click();
      await phone.getByText('A waiter is on the way.').waitFor();
      await pos.page.getByRole('button', { name: /T7.*Calls a waiter/ }).waitFor();
      await phoneContext.close();
    },
  );

  it('shows the menu in Spanish on a Spanish phone, and a rotated table code as invalid', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    const qrToken = await setUpRestaurant(owner.api, restaurant.id);
    // The owner writes the pizza's Spanish name and description in the dish form.
    const owners = await h.newPage();
    await signIn(owners.page, owner.email, owner.password, '/apps/management/menuManagement/allDishes');
    await owners.page
      .getByTestId('dishes-table')
      .getByRole('row', { name: /Pizza/ })
      .getByRole('button', { name: 'Edit' })
      .click();
    const form = owners.page.getByTestId('dish-form');
    await form.getByLabel('Translate into').selectOption({ label: 'Español' });
    await form.getByRole('button', { name: 'Add language' }).click();
    await form.getByLabel('Name in Español').fill('Pizza de la casa');
    await form.getByLabel('Description in Español').fill('Con tomate y mozzarella');
    await owners.page.getByTestId('dish-save').click();
    await owners.page.getByText('"Pizza" saved').waitFor();

    const context = await h.browser.newContext({
      baseURL: h.baseUrl,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'es-ES',
    });
    const phone = await context.newPage();
    await phone.goto(`/menu/${restaurant.id}/${qrToken}`);
    await phone.getByText('Mesa T7').waitFor();
    await phone.getByRole('button', { name: 'Añadir Pizza de la casa', exact: true }).waitFor();
    await phone.getByText('Con tomate y mozzarella').waitFor();
    await phone.goto(`/menu/${restaurant.id}/not-the-code`);
    await phone.getByRole('alert').getByText('Este enlace de menú no es válido', { exact: false }).waitFor();
    await context.close();
  });

  it('takes a pickup order online and the guest pays it from the phone through the test provider', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    await setUpRestaurant(owner.api, restaurant.id);
    const base = `/api/restaurants/${restaurant.id}`;
    const allDay = Object.fromEntries(
      ['0', '1', '2', '3', '4', '5', '6'].map((d) => [d, [{ open: '00:00', close: '23:59' }]]),
    );
    ok(
      await owner.api.patch(base, { confirmOrders: false, settings: { reservations: { openingHours: allDay } } }),
      'settings',
    );
    const { slug } = ok(await owner.api.get(base), 'restaurant');

    // The owner lets guests pay from their phones (Restaurant setting › Guests ordering from their phones).
    const owners = await h.newPage();
    await signIn(owners.page, owner.email, owner.password, '/apps/setting/restaurantSetting');
    await owners.page.getByText(`/order/${slug}`).waitFor();
    await owners.page.getByLabel('Guests pay').selectOption({ label: 'Test payments (no money moves)' });
    await owners.page.getByLabel('Largest order from a phone (USD)').fill('80');
    await owners.page.getByRole('button', { name: 'Save guest ordering' }).click();
    await owners.page.getByText('Restaurant settings saved.').waitFor();
    expect(ok(await owner.api.get(base), 'restaurant').settings.guestOrdering).toEqual({
      online: true,
      qr: true,
      maxOrderValue: 8000,
      paymentProvider: 'test',
    });

    const context = await h.browser.newContext({
      baseURL: h.baseUrl,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'en-US',
    });
    context.setDefaultTimeout(10_000);
    const phone = await context.newPage();
    await phone.goto(`/order/${slug}`);
    await phone.getByRole('button', { name: 'Add Pizza', exact: true }).click();
    await phone.getByRole('dialog', { name: 'Pizza' }).getByRole('button', { name: 'Add to cart · $14.00' }).click();
    await phone.getByRole('button', { name: /View order \(1\)/ }).click();
    const cart = phone.getByRole('dialog', { name: 'Your order' });
    await cart.getByLabel('Your name').fill('Dee');
    await cart.getByLabel('Phone').fill('555 0123');
    await cart.getByLabel('Time').selectOption({ index: 1 });
    await cart.getByText('You can pay from your phone once the restaurant accepts your order.').waitFor();
    await cart.getByRole('button', { name: 'Place order' }).click();

    // A new phone's first order waits for the staff, even with confirmation off; accepted, the phone can pay.
    await phone.getByRole('heading', { name: 'Received — waiting for a waiter to confirm' }).waitFor();
    const [held] = ok(await owner.api.get(`${base}/guest-orders`), 'guest orders').data;
    ok(await owner.api.post(`${base}/guest-orders/${held.id}/accept`), 'accept');
    await phone.getByRole('note').getByText('Test payments — no money moves').waitFor();
    await phone.getByRole('button', { name: 'Pay $14.00' }).click();
    await phone.getByRole('heading', { name: 'Test payment' }).waitFor();
    await phone.getByRole('button', { name: 'Pay $14.00' }).click();
    await phone.getByText('Paid — thank you.').waitFor();
    const orders = ok(await owner.api.get(`${base}/orders?type=takeaway`), 'orders');
    const bills = ok(await owner.api.get(`${base}/orders/${orders.data[0].id}/bills`), 'bills');
    expect(bills.data[0]).toMatchObject({ status: 'paid', paid: 1400 });
    await context.close();
  });
});
