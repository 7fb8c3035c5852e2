import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, registerUser, setPlan } from '../factories';
import { type BrowserHarness, startBrowserHarness } from './browser';

function ok<T = any>(res: { status: number; body: T }, what: string): T {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The path of a link in a message (its host is the configured public address, not this test's port). */
const pathIn = (text: string, prefix: string) => new RegExp(`https?://[^/\\s]+(${prefix}[^\\s\\])>]+)`).exec(text)![1]!;

describe("a guest manages their booking from the confirmation's link (issue 36)", () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it(
    'sees the booking, moves it and changes the party within the rules, cancels it, and unsubscribes from offers',
    { timeout: 90_000 },
    async () => {
      const owner = await registerUser(h.app.api);
      const restaurant = await createRestaurant(owner.api, { timeZone: 'UTC' });
      await setPlan(owner.api, restaurant.id, 'premium');
      const base = `/api/restaurants/${restaurant.id}`;
      const space = ok(await owner.api.post(`${base}/spaces`, { name: 'Hall' }), 'space');
      const table = ok(
        await owner.api.post(`${base}/tables`, { spaceId: space.id, name: 'T2', capacity: 4, x: 40, y: 40 }),
        'table',
      );
      const day = new Date(Date.now() + 2 * 24 * 3_600_000).toISOString().slice(0, 10);
      const booking = ok(
        await owner.api.post(`${base}/reservations`, {
          name: 'Grace',
          email: 'grace@example.com',
          partySize: 2,
          startsAt: `${day}T19:00:00.000Z`,
          tableIds: [table.id],
        }),
        'booking',
      );
      const confirmationOf = () =>
        h.app.deps.db
          .selectFrom('messages')
          .select('body')
          .where('related_id', '=', booking.id)
          .where('kind', '=', 'reservation_confirmation')
          .executeTakeFirst();
      await expect.poll(confirmationOf, { timeout: 20_000 }).toBeTruthy();
      const { body } = (await confirmationOf())!;

      const phoneContext = await h.browser.newContext({
        baseURL: h.baseUrl,
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        locale: 'en-US',
      });
      phoneContext.setDefaultTimeout(10_000);
      const phone = await phoneContext.newPage();
      await phone.goto(pathIn(body, '/reservation/'));
      await phone.getByRole('heading', { name: `Your booking at ${restaurant.name}` }).waitFor();
      await phone.getByText(/^Table for 2 on .+(19:00|7:00\sPM)$/).waitFor();

      // A time off the restaurant's 15-minute grid is refused with its reason; nothing moves.
      await phone.getByLabel('Time').fill('20:07');
      await phone.getByRole('button', { name: 'Save changes' }).click();
      await phone.getByRole('alert').getByText('Reservations start every 15 minutes.').waitFor();

      await phone.getByLabel('Date').fill(day);
      await phone.getByLabel('Time').fill('20:30');
      await phone.getByLabel('Guests').fill('3');
      await phone.getByRole('button', { name: 'Save changes' }).click();
      await phone.getByRole('status').getByText('Your booking is changed.', { exact: false }).waitFor();
      await phone.getByText(/^Table for 3 on .+(20:30|8:30\sPM)$/).waitFor();
      const moved = ok(await owner.api.get(`${base}/reservations/${booking.id}`), 'reservation');
      expect(moved).toMatchObject({ partySize: 3, startsAt: `${day}T20:30:00.000Z` });

      await phone.getByRole('button', { name: 'Cancel the booking' }).click();
      await phone.getByRole('button', { name: 'Yes, cancel it' }).click();
      await phone.getByRole('status').getByText('Your booking is cancelled.').waitFor();
      await phone.getByText('Cancelled', { exact: true }).waitFor();
      expect(await phone.getByRole('button', { name: 'Save changes' }).count()).toBe(0);
      expect(ok(await owner.api.get(`${base}/reservations/${booking.id}`), 'reservation').status).toBe('cancelled');

      // The same email's unsubscribe link: opening it changes nothing, the button does.
      await phone.goto(pathIn(body, '/unsubscribe/'));
      await phone.getByRole('heading', { name: `Offers from ${restaurant.name}` }).waitFor();
      await phone.getByRole('button', { name: 'Unsubscribe' }).click();
      await phone.getByRole('status').getByText('g…e@example.com gets no more offers', { exact: false }).waitFor();

      // An unknown link says so.
      await phone.goto(`/reservation/${restaurant.id}.${'x'.repeat(43)}`);
      await phone.getByRole('alert').getByText('This booking link is not valid.').waitFor();
      await phoneContext.close();
    },
  );
});
