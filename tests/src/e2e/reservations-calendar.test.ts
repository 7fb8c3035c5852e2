import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, inviteAndJoin, registerUser, setPlan } from '../factories';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

describe('reservations calendar in the browser (issue 6)', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('shows a booking made elsewhere live on the calendar; Basic sees the upgrade prompt', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    await setPlan(owner.api, restaurant.id, 'premium');
    const base = `/api/restaurants/${restaurant.id}`;
    const space = (await owner.api.post(`${base}/spaces`, { name: 'Hall' })).body;
    const table = (await owner.api.post(`${base}/tables`, { spaceId: space.id, name: 'T7', capacity: 4 })).body;

    const { page } = await h.newPage();
    await signIn(page, owner.email, owner.password);
    await page.goto('/apps/calendar');
    await page.getByTestId('month-grid').waitFor();
    // The first load is done (today has no bookings) before the booking is made elsewhere.
    await page.getByText('No reservations on this day.').waitFor();

    const start = new Date();
    start.setDate(start.getDate() + 1);
    start.setHours(20, 0, 0, 0);
    const booked = await owner.api.post(`${base}/reservations`, { name: 'Olive', partySize: 3, startsAt: start.toISOString(), tableIds: [table.id] });
    expect(booked.status).toBe(201);
    if (start.getMonth() !== new Date().getMonth()) await page.getByRole('button', { name: 'Next' }).click();
    await page.getByTestId('calendar-event').filter({ hasText: 'Olive (3) · T7' }).waitFor();

    await setPlan(owner.api, restaurant.id, 'basic');
    await page.reload();
    await page.getByText('Reservations are a Premium feature').waitFor();
    expect(await page.getByTestId('upgrade-link').getAttribute('href')).toBe('/apps/setting/Subscription');
  });

  it('refuses the calendar and the invoices by URL to a chef, who has neither in the menu', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    await setPlan(owner.api, restaurant.id, 'premium');
    const chef = await inviteAndJoin(h.app, owner.api, restaurant.id, 'chef');

    const { page } = await h.newPage();
    await signIn(page, chef.email, chef.password);
    for (const path of ['/apps/calendar', '/apps/invoice/list']) {
      await page.goto(path);
      await page.getByText("You don't have access to this page").waitFor();
      expect(await page.getByTestId('month-grid').count()).toBe(0);
    }
  });
});
