import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../fixtures/http';
import { setupRestaurant } from '../fixtures/restaurant';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

/** A 1×1 PNG: an avatar the uploads module accepts. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('the profile page (issue 37)', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it("shows a member's own week and details, saves them, and shows a colleague only what the role allows", async () => {
    const {
      owner,
      base,
      staff: [waiter],
    } = await setupRestaurant(h.app, { staff: ['waiter'] });
    await ok(owner.api.patch('/api/me', { fullName: 'Olga Owner', phone: '+34 600 111 222' }));
    const ownerCard = await ok(owner.api.get(`${base}/profiles/me`));

    // A published four-hour shift for the waiter, later today (UTC, the restaurant's default zone).
    const start = new Date(Date.now() + 3_600_000);
    start.setUTCMinutes(0, 0, 0);
    const end = new Date(start.getTime() + 4 * 3_600_000);
    await ok(
      owner.api.post(`${base}/shifts`, {
        memberId: waiter.member.id,
        startsAt: start.toISOString(),
        endsAt: end.toISOString(),
      }),
      201,
    );
    const day = start.toISOString().slice(0, 10);
    await ok(owner.api.post(`${base}/shifts/publish`, { from: day, to: day }));

    const { page } = await h.newPage();
    await signIn(page, waiter.email, waiter.password, '/apps/profile');
    const own = page.getByRole('region', { name: /^Profile of / });
    await own.getByText('4 h scheduled this week').waitFor();
    expect(await own.getByRole('table', { name: 'Published shifts this week' }).getByRole('row').count()).toBe(2);

    await page.getByLabel('Name', { exact: true }).fill('Walter Waiter');
    await page.getByLabel('Phone', { exact: true }).fill('+34 600 333 444');
    await page.getByLabel('Languages you speak (comma-separated)').fill('Spanish, English');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByRole('region', { name: 'Profile of Walter Waiter' }).getByText('Spanish, English').waitFor();

    // A waiter opening the owner's card: name and role, no phone, no shifts.
    await page.goto(`/apps/profile/${ownerCard.memberId}`);
    const card = page.getByRole('region', { name: 'Profile of Olga Owner' });
    await card.getByText('Owner', { exact: true }).waitFor();
    expect(await card.getByText('+34 600 111 222').count()).toBe(0);
    expect(await card.getByText(/scheduled this week/).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save profile' }).count()).toBe(0);

    // The owner (who views staff) sees the waiter's phone and week.
    const { page: ownerPage } = await h.newPage();
    await signIn(ownerPage, owner.email, owner.password, `/apps/profile/${waiter.member.id}`);
    const waiterCard = ownerPage.getByRole('region', { name: 'Profile of Walter Waiter' });
    await waiterCard.getByText('+34 600 333 444').waitFor();
    await waiterCard.getByText('4 h scheduled this week').waitFor();
    await waiterCard.getByText('Spanish, English').waitFor();

    // The owner's own avatar, uploaded from the profile page.
    await ownerPage.goto('/apps/profile');
    await ownerPage.getByLabel('Avatar').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await ownerPage.getByRole('img', { name: 'Photo of Olga Owner' }).waitFor();
  });
});
