import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, registerUser, setPlan } from '../factories';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

function ok<T = any>(res: { status: number; body: T }, what: string): T {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const hhmm = (d: Date) => `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;

describe('opening hours, lead time and service charge types in Restaurant setting; the closed banner (issue 34)', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('the owner changes opening hours, lead time and service charge order types, reloads and sees them kept', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api, {
      settings: { reservations: { openingHours: {}, slotMinutes: 30 } },
    });
    const base = `/api/restaurants/${restaurant.id}`;
    // Tall enough for the whole settings page: nothing scrolls under the sticky navbar.
    const { page } = await h.newPage({ viewport: { width: 1280, height: 3200 } });
    await signIn(page, owner.email, owner.password, '/apps/setting/restaurantSetting');

    await page.getByLabel('Open around the clock').uncheck({ force: true });
    await page.getByLabel('Monday opens', { exact: true }).fill('09:00');
    await page.getByRole('button', { name: 'Add more hours on Tuesday' }).click();
    await page.getByLabel('Tuesday closes', { exact: true }).fill('14:00');
    await page.getByLabel('Tuesday opens (2)').fill('18:00');
    await page.getByLabel('Tuesday closes (2)').fill('23:00');
    await page.getByLabel('Open on Sunday').uncheck({ force: true });
    // A lead time out of range is refused on the field, nothing is saved.
    await page.getByLabel('Kitchen lead time for guest orders (minutes)').fill('2000');
    await page.getByRole('button', { name: 'Save opening hours' }).click();
    await page.getByText('Enter whole minutes from 0 to 1440.').waitFor();
    expect(ok(await owner.api.get(base), 'restaurant').settings.reservations.openingHours).toEqual({});
    await page.getByLabel('Kitchen lead time for guest orders (minutes)').fill('20');
    await page.getByRole('button', { name: 'Save opening hours' }).click();
    await page.getByText('Restaurant settings saved.').first().waitFor();

    await page.getByLabel('Takeaway', { exact: true }).check({ force: true });
    await page.getByRole('button', { name: 'Save service charge types' }).click();
    await expect
      .poll(async () => ok(await owner.api.get(base), 'restaurant').settings.serviceCharge)
      .toEqual({ orderTypes: ['dine_in', 'takeaway'] });

    const settings = ok(await owner.api.get(base), 'restaurant').settings;
    expect(settings.reservations).toMatchObject({ slotMinutes: 30 });
    expect(settings.reservations.openingHours).toMatchObject({
      '0': [],
      '1': [{ open: '09:00', close: '22:00' }],
      '2': [
        { open: '11:00', close: '14:00' },
        { open: '18:00', close: '23:00' },
      ],
      '3': [{ open: '11:00', close: '22:00' }],
    });
    expect(settings.guestOrdering).toMatchObject({ leadMinutes: 20 });

    await page.reload();
    await expect.poll(() => page.getByLabel('Monday opens', { exact: true }).inputValue()).toBe('09:00');
    expect(await page.getByLabel('Open around the clock').isChecked()).toBe(false);
    expect(await page.getByLabel('Tuesday opens (2)').inputValue()).toBe('18:00');
    expect(await page.getByLabel('Tuesday closes (2)').inputValue()).toBe('23:00');
    expect(await page.getByLabel('Open on Sunday').isChecked()).toBe(false);
    expect(await page.getByLabel('Kitchen lead time for guest orders (minutes)').inputValue()).toBe('20');
    expect(await page.getByLabel('Takeaway', { exact: true }).isChecked()).toBe(true);
    expect(await page.getByLabel('Delivery', { exact: true }).isChecked()).toBe(false);

    // Back to around the clock: saved as no hours at all (the API's "always open").
    await page.getByLabel('Open around the clock').check({ force: true });
    await page.getByRole('button', { name: 'Save opening hours' }).click();
    await expect
      .poll(async () => ok(await owner.api.get(base), 'restaurant').settings.reservations.openingHours)
      .toEqual({});
  });

  it("the guest page of a closed restaurant says so up front, in the API's words", async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api, { timeZone: 'UTC' });
    const base = `/api/restaurants/${restaurant.id}`;
    // Open one hour a day, starting six hours from now: closed at this moment.
    const opens = new Date(Date.now() + 6 * 3_600_000);
    const range = { open: hhmm(opens), close: hhmm(new Date(opens.getTime() + 3_600_000)) };
    const week = Object.fromEntries(['0', '1', '2', '3', '4', '5', '6'].map((d) => [d, [range]]));
    ok(
      await owner.api.patch(base, {
        settings: { guestOrdering: { online: true }, reservations: { openingHours: week } },
      }),
      'settings',
    );
    const menu = ok(
      await owner.api.post(`${base}/menus`, { name: 'Dinner', isActive: true, color: '#8f398f' }),
      'menu',
    );
    const mains = ok(await owner.api.post(`${base}/categories`, { menuId: menu.id, name: 'Mains' }), 'category');
    ok(await owner.api.post(`${base}/dishes`, { name: 'Pizza', categoryIds: [mains.id], price: 1400 }), 'pizza');
    const { slug } = ok(await owner.api.get(base), 'restaurant');
    const ordering = ok(await h.app.api.get(`/api/public/restaurants/${restaurant.id}/ordering`), 'ordering');
    expect(ordering.closedReason).toMatch(/^We're closed now — we open at /);

    const { page } = await h.newPage();
    await page.goto(`/order/${slug}`);
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe(ordering.closedReason);
  });
  it('the free-over amount of a delivery zone is edited where zones are, and kept', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    await setPlan(owner.api, restaurant.id, 'premium');
    const base = `/api/restaurants/${restaurant.id}`;
    const zone = ok(
      await owner.api.post(`${base}/delivery-zones`, { name: 'Old town', fee: 300, minimumOrder: 1000 }),
      'zone',
    );
    const { page } = await h.newPage();
    await signIn(page, owner.email, owner.password, '/apps/delivery');

    const freeOver = page.getByLabel('Free delivery over, Old town');
    await freeOver.fill('lots');
    await page.getByRole('button', { name: 'Save free-over amount for Old town' }).click();
    await page.getByText('Enter an amount, or leave it empty to always charge the fee.').waitFor();
    await freeOver.fill('25');
    await page.getByRole('button', { name: 'Save free-over amount for Old town' }).click();
    await expect
      .poll(
        async () =>
          ok(await owner.api.get(`${base}/delivery-zones`), 'zones').data.find((z: { id: string }) => z.id === zone.id)
            ?.freeOver,
      )
      .toBe(2500);

    await page.reload();
    await expect.poll(() => page.getByLabel('Free delivery over, Old town').inputValue()).toBe('25.00');
  });
});
