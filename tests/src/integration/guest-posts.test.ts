import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, inviteAndJoin, registerUser, type RegisteredUser } from '../factories';
import { ok } from '../fixtures/http';
import { startTestApp, type TestApp } from '../harness';

/**
 * Issue 37, posts on the guest menu: specials and events shown to guests from their first day to
 * their last in the restaurant's time zone, written by the menu's editors, never another's.
 */

let app: TestApp;

/** Today (YYYY-MM-DD) in a time zone, and the days around it. */
const dayIn = (timeZone: string, offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(Date.now() + offsetDays * 86_400_000));

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

/** A restaurant of its own owner (one restaurant per account on the Basic plan). */
async function openRestaurant(body: Record<string, unknown> = {}): Promise<{ owner: RegisteredUser; id: string }> {
  const owner = await registerUser(app.api);
  return { owner, id: (await createRestaurant(owner.api, body)).id };
}

const publicTitles = async (restaurantId: string) =>
  (await ok(app.api.withToken(null).get(`/api/public/restaurants/${restaurantId}/posts`))).data.map(
    (p: { title: string }) => p.title,
  );

describe('posts on the guest menu (issue 37)', () => {
  it('shows guests only the posts of today in the restaurant’s time zone', async () => {
    // Kiritimati (UTC+14) is always a day or two ahead of Pago Pago (UTC−11).
    const ahead = await openRestaurant({ timeZone: 'Pacific/Kiritimati' });
    const behind = await openRestaurant({ timeZone: 'Pacific/Pago_Pago' });
    const day = dayIn('Pacific/Kiritimati');
    for (const r of [ahead, behind]) {
      const base = `/api/restaurants/${r.id}`;
      await ok(
        r.owner.api.post(`${base}/guest-posts`, {
          kind: 'special',
          title: 'Lobster night',
          startsOn: day,
          endsOn: day,
        }),
        201,
      );
      await ok(
        r.owner.api.post(`${base}/guest-posts`, {
          kind: 'event',
          title: 'Last week’s tasting',
          startsOn: dayIn('Pacific/Kiritimati', -9),
          endsOn: dayIn('Pacific/Kiritimati', -7),
        }),
        201,
      );
    }
    expect(await publicTitles(ahead.id)).toEqual(['Lobster night']);
    // The same day has not come yet where the other restaurant is.
    expect(await publicTitles(behind.id)).toEqual([]);
    const listed = (await ok(behind.owner.api.get(`/api/restaurants/${behind.id}/guest-posts?sortColumn=title`))).data;
    expect(listed.map((p: { title: string; status: string }) => [p.title, p.status])).toEqual([
      ['Last week’s tasting', 'past'],
      ['Lobster night', 'upcoming'],
    ]);
  });

  it('is written by the menu’s editors, with valid days and the restaurant’s own pictures', async () => {
    const { owner, id: restaurantId } = await openRestaurant();
    const restaurant = { id: restaurantId };
    const base = `/api/restaurants/${restaurant.id}`;
    const waiter = await inviteAndJoin(app, owner.api, restaurant.id, 'waiter');
    const day = dayIn('UTC');
    expect(
      (await waiter.api.post(`${base}/guest-posts`, { kind: 'special', title: 'Mine', startsOn: day, endsOn: day }))
        .status,
    ).toBe(403);
    expect((await ok(waiter.api.get(`${base}/guest-posts`))).total).toBe(0);

    const backwards = await owner.api.post(`${base}/guest-posts`, {
      kind: 'event',
      title: 'Backwards',
      startsOn: dayIn('UTC', 2),
      endsOn: day,
    });
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain('endsOn');
    const foreignPicture = await owner.api.post(`${base}/guest-posts`, {
      kind: 'special',
      title: 'Borrowed picture',
      startsOn: day,
      endsOn: day,
      imageUrl: `/uploads/${crypto.randomUUID()}/${crypto.randomUUID()}.webp`,
    });
    expect(foreignPicture.status).toBe(400);
    expect(await publicTitles(restaurant.id)).toEqual([]);
  });

  it('never shows or changes another restaurant’s posts', async () => {
    const { owner, id } = await openRestaurant();
    const ours = { id };
    const special = await ok(
      owner.api.post(`/api/restaurants/${ours.id}/guest-posts`, {
        kind: 'special',
        title: 'Ours',
        startsOn: dayIn('UTC', -1),
        endsOn: dayIn('UTC', 1),
      }),
      201,
    );
    const { owner: stranger, id: theirId } = await openRestaurant();
    const theirs = { id: theirId };
    const theirBase = `/api/restaurants/${theirs.id}`;
    expect(await publicTitles(theirs.id)).toEqual([]);
    expect((await stranger.api.patch(`${theirBase}/guest-posts/${special.id}`, { title: 'Hijacked' })).status).toBe(
      404,
    );
    expect((await stranger.api.delete(`${theirBase}/guest-posts/${special.id}`)).status).toBe(404);
    expect((await stranger.api.get(`/api/restaurants/${ours.id}/guest-posts`)).status).toBe(404);
    expect(await publicTitles(ours.id)).toEqual(['Ours']);

    // Ended yesterday: off the guest menu.
    await ok(
      owner.api.patch(`/api/restaurants/${ours.id}/guest-posts/${special.id}`, {
        startsOn: dayIn('UTC', -3),
        endsOn: dayIn('UTC', -2),
      }),
    );
    expect(await publicTitles(ours.id)).toEqual([]);
  });
});
