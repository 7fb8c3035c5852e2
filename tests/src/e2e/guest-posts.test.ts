import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, registerUser } from '../factories';
import { ok } from '../fixtures/http';
import { type BrowserHarness, startBrowserHarness } from './browser';

/** Today and the days around it in UTC, the time zone of a restaurant created without one. */
const dayOf = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('posts on the guest menu (issue 37)', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('a guest sees the current special on the digital menu and the online ordering page, not an expired one', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api, { timeZone: 'UTC' });
    const base = `/api/restaurants/${restaurant.id}`;
    const menu = await ok(owner.api.post(`${base}/menus`, { name: 'All day', isActive: true }), 201);
    const mains = await ok(owner.api.post(`${base}/categories`, { menuId: menu.id, name: 'Mains' }), 201);
    await ok(owner.api.post(`${base}/dishes`, { name: 'Burger', categoryIds: [mains.id], price: 1200 }), 201);
    const space = await ok(owner.api.post(`${base}/spaces`, { name: 'Main hall' }), 201);
    const table = await ok(owner.api.post(`${base}/tables`, { spaceId: space.id, name: 'T1', capacity: 4 }), 201);
    await ok(
      owner.api.post(`${base}/guest-posts`, {
        kind: 'special',
        title: 'Lobster Friday',
        body: 'Half a lobster with fries, while it lasts.',
        startsOn: dayOf(-1),
        endsOn: dayOf(1),
      }),
      201,
    );
    await ok(
      owner.api.post(`${base}/guest-posts`, {
        kind: 'event',
        title: 'Wine tasting',
        startsOn: dayOf(-10),
        endsOn: dayOf(-3),
      }),
      201,
    );

    const { page } = await h.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true });
    await page.goto(`/menu/${restaurant.id}/${table.qrToken}`);
    const posts = page.getByRole('region', { name: 'Specials and events' });
    await posts.getByRole('heading', { name: 'Lobster Friday' }).waitFor();
    expect(await posts.getByTestId('guest-post').allInnerTexts()).toEqual([
      expect.stringContaining('Half a lobster with fries, while it lasts.'),
    ]);
    await page.getByRole('heading', { name: 'Burger' }).waitFor();
    expect(await page.getByText('Wine tasting').count()).toBe(0);

    // The same posts greet guests ordering online.
    const { slug } = await ok(owner.api.get(base));
    await page.goto(`/order/${slug}`);
    await page
      .getByRole('region', { name: 'Specials and events' })
      .getByRole('heading', { name: 'Lobster Friday' })
      .waitFor();
    expect(await page.getByText('Wine tasting').count()).toBe(0);
  });
});
