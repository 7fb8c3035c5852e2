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

  it('shows a booking made elsewhere live on the calendar; back on Basic, the upgrade prompt above the bookings kept', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    await setPlan(owner.api, restaurant.id, 'premium');
    const base = `/api/restaurants/${restaurant.id}`;
    const space = (await owner.api.post(`${base}/spaces`, { name: 'Hall' })).body;
    const table = (await owner.api.post(`${base}/tables`, { spaceId: space.id, name: 'T7', capacity: 4 })).body;

    const { page } = await h.newPage();
    await signIn(page, owner.email, owner.password, '/apps/calendar');
    await page.getByTestId('month-grid').waitFor();
    // The first load is done (today has no bookings) before the booking is made elsewhere.
    await page.getByText('No reservations on this day.').waitFor();

    const start = new Date();
    start.setDate(start.getDate() + 1);
    start.setHours(20, 0, 0, 0);
    const booked = await owner.api.post(`${base}/reservations`, {
      name: 'Olive',
      partySize: 3,
      startsAt: start.toISOString(),
      tableIds: [table.id],
    });
    expect(booked.status).toBe(201);
    if (start.getMonth() !== new Date().getMonth()) await page.getByRole('button', { name: 'Next' }).click();
    await page.getByTestId('calendar-event').filter({ hasText: 'Olive (3) · T7' }).waitFor();

    await setPlan(owner.api, restaurant.id, 'basic');
    await page.reload();
    await page.getByText('Reservations are a Premium feature').waitFor();
    expect(await page.getByTestId('upgrade-link').getAttribute('href')).toBe('/apps/setting/Subscription');
    // What the restaurant kept from Premium stays readable.
    await page.getByText('shown below, read-only').waitFor();
    if (start.getMonth() !== new Date().getMonth()) await page.getByRole('button', { name: 'Next' }).click();
    await page.getByTestId('calendar-event').filter({ hasText: 'Olive (3) · T7' }).waitFor();
  });

  it("shows and moves bookings at the restaurant's hours when the browser is in another time zone", async () => {
    // The restaurant is at UTC+14, the browser at UTC-8/-7: their calendar days differ by one.
    const zone = 'Pacific/Kiritimati';
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api, { timeZone: zone });
    await setPlan(owner.api, restaurant.id, 'premium');
    const base = `/api/restaurants/${restaurant.id}`;
    const space = (await owner.api.post(`${base}/spaces`, { name: 'Hall' })).body;
    const table = (await owner.api.post(`${base}/tables`, { spaceId: space.id, name: 'T9', capacity: 4 })).body;
    // Tomorrow there, 20:00 there (06:00 UTC; 22:00 or 23:00 of the day before in Los Angeles).
    const ymd = (d: Date) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
    const today = ymd(new Date());
    const tomorrow = ymd(new Date(Date.parse(`${today}T12:00:00+14:00`) + 86_400_000));
    const booked = await owner.api.post(`${base}/reservations`, {
      name: 'Ruth',
      partySize: 2,
      startsAt: new Date(`${tomorrow}T20:00:00+14:00`).toISOString(),
      tableIds: [table.id],
    });
    expect(booked.status).toBe(201);

    const context = await h.browser.newContext({
      baseURL: h.baseUrl,
      viewport: { width: 1280, height: 800 },
      timezoneId: 'America/Los_Angeles',
      locale: 'en-GB',
    });
    context.setDefaultTimeout(10_000);
    try {
      const page = await context.newPage();
      await signIn(page, owner.email, owner.password, '/apps/calendar');
      await page.getByTestId('month-grid').waitFor();
      if (tomorrow.slice(0, 7) !== today.slice(0, 7)) await page.getByRole('button', { name: 'Next' }).click();
      const chip = page
        .locator(`[data-testid="calendar-day"][data-date="${tomorrow}"]`)
        .getByTestId('calendar-event')
        .filter({ hasText: 'Ruth (2) · T9' });
      await chip.waitFor();
      expect(await chip.textContent()).toContain('20:00');
      expect(await page.locator(`[data-testid="calendar-day"][data-date="${today}"] [data-today]`).count()).toBe(1);
      expect(await page.getByTestId('calendar-zone').textContent()).toContain(zone);

      // Week view: the chip sits in tomorrow's column at 20:00; dropping it on 21:00 books 21:00 there.
      if (tomorrow.slice(0, 7) !== today.slice(0, 7))
        await page.getByRole('button', { name: 'Today', exact: true }).click();
      await page.getByRole('button', { name: 'Week' }).click();
      const column = page.locator(`[data-testid="calendar-column"][data-date="${tomorrow}"]`);
      if ((await column.count()) === 0) await page.getByRole('button', { name: 'Next' }).click();
      const weekChip = column.getByTestId('calendar-event').filter({ hasText: 'Ruth (2) · T9' });
      await weekChip.waitFor();
      expect(await weekChip.evaluate((el) => (el as HTMLElement).style.top)).toBe('800px');
      await weekChip.dragTo(column.locator('[data-testid="calendar-slot"][data-hour="21"]'));
      await page
        .getByText('Reservation moved')
        .or(column.getByTestId('calendar-event').filter({ hasText: '21:00' }))
        .first()
        .waitFor();
      await expect
        .poll(async () => (await owner.api.get(`${base}/reservations/${booked.body.id}`)).body.startsAt)
        .toBe(new Date(`${tomorrow}T21:00:00+14:00`).toISOString());

      // A new event defaults to 19:00 of the shown day there, and 19:00 typed means 19:00 there.
      await page.getByRole('button', { name: 'Day', exact: true }).click();
      await page.getByRole('button', { name: 'Today', exact: true }).click();
      await page.getByRole('button', { name: 'Add event' }).click();
      expect(await page.locator('#cal-start').inputValue()).toBe(`${today}T19:00`);
      await page.locator('#cal-title').fill('Wine tasting');
      await page.locator('#cal-start').fill(`${tomorrow}T19:00`);
      await page.locator('#cal-end').fill(`${tomorrow}T21:00`);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      const from = new Date(`${tomorrow}T00:00:00+14:00`).toISOString();
      const to = new Date(`${tomorrow}T23:59:00+14:00`).toISOString();
      const events = (
        await owner.api.get(
          `${base}/calendar/events?calendars=Events&start=${encodeURIComponent(from)}&end=${encodeURIComponent(to)}`,
        )
      ).body.data as { title: string; start: string }[];
      expect(events.find((e) => e.title === 'Wine tasting')?.start).toBe(
        new Date(`${tomorrow}T19:00:00+14:00`).toISOString(),
      );

      // So does a new reservation: 19:00 there, and 19:30 typed books 19:30 there.
      await page.getByRole('button', { name: 'New reservation' }).click();
      expect(await page.locator('#res-start').inputValue()).toBe(`${today}T19:00`);
      await page.locator('#res-name').fill('Sam');
      await page.locator('#res-start').fill(`${tomorrow}T19:30`);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      const sam = (await owner.api.get(`${base}/reservations?q=Sam`)).body.data as { name: string; startsAt: string }[];
      expect(sam.find((r) => r.name === 'Sam')?.startsAt).toBe(new Date(`${tomorrow}T19:30:00+14:00`).toISOString());

      // The day list beside the grid: tomorrow there, with its times there.
      await page.getByRole('button', { name: 'Next' }).click();
      const list = page.getByTestId('day-reservations');
      await list.getByText('21:00 Ruth').waitFor();
      expect(await list.textContent()).toContain('19:30 Sam');
      expect(await list.locator('h5').textContent()).toContain(
        new Date(`${tomorrow}T12:00:00+14:00`).toLocaleDateString('en-GB', { weekday: 'long', timeZone: zone }),
      );
    } finally {
      await context.close();
    }
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
