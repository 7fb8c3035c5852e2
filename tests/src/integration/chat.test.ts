import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../fixtures/http';
import { setupRestaurant, type RestaurantSetup } from '../fixtures/restaurant';
import { startTestApp, type TestApp } from '../harness';

/**
 * Issue 37, team chat: channels for everyone, the pass, each department and two members; one's own
 * messages edited and deleted by no one else; history paged backwards; @mentions notify; a removed
 * member and another restaurant reach nothing.
 */

let app: TestApp;
let place: RestaurantSetup<['waiter', 'chef', 'waiter']>;
const channel = {} as Record<'everyone' | 'pass' | 'floor' | 'kitchen', string>;

interface Channel {
  id: string;
  kind: string;
  name: string;
  unread: number;
  lastPosition: number;
}
const channelsOf = async (who: { api: TestApp['api'] }) =>
  (await ok(who.api.get(`${place.base}/chat/channels`))).data as Channel[];

beforeAll(async () => {
  app = await startTestApp();
  place = await setupRestaurant(app, { staff: ['waiter', 'chef', 'waiter'] });
  const { owner, base, staff } = place;
  const [anna, carl, ben] = staff;
  const kitchen = await ok(owner.api.post(`${base}/departments`, { name: 'Kitchen' }), 201);
  const floor = await ok(owner.api.post(`${base}/departments`, { name: 'Floor' }), 201);
  for (const [m, d] of [
    [anna, floor],
    [ben, floor],
    [carl, kitchen],
  ] as const) {
    await ok(owner.api.patch(`${base}/members/${m.member.id}`, { departmentId: d.id }));
  }
  const all = await channelsOf(owner);
  channel.everyone = all.find((c) => c.kind === 'everyone')!.id;
  channel.pass = all.find((c) => c.kind === 'pass')!.id;
  // The owner is in no department: a department's channel is its members' (and its manager's).
  expect(all.map((c) => c.kind).sort()).toEqual(['everyone', 'pass']);
  channel.floor = (await channelsOf(anna)).find((c) => c.name === 'Floor')!.id;
  channel.kitchen = (await channelsOf(carl)).find((c) => c.name === 'Kitchen')!.id;
});
afterAll(() => app?.close());

const messages = (channelId: string) => `${place.base}/chat/channels/${channelId}/messages`;

describe('team chat', () => {
  it('gives each member the channels they are in: everyone, the pass, their own department', async () => {
    const [anna, carl] = place.staff;
    const names = (cs: Channel[]) => cs.map((c) => c.name || c.kind).sort();
    expect(names(await channelsOf(anna))).toEqual(['Floor', 'everyone', 'pass']);
    expect(names(await channelsOf(carl))).toEqual(['Kitchen', 'everyone', 'pass']);
    // Another department's channel is not found, to read or to write.
    expect((await carl.api.get(messages(channel.floor))).status).toBe(404);
    expect((await carl.api.post(messages(channel.floor), { body: 'Hello floor' })).status).toBe(404);
  });

  it('lets only its author edit or delete a message, and keeps a deleted one empty in its place', async () => {
    const [anna, , ben] = place.staff;
    const posted = await ok(anna.api.post(messages(channel.floor), { body: 'Table 4 wants the bill' }), 201);
    expect(posted).toMatchObject({ body: 'Table 4 wants the bill', author: { memberId: anna.member.id } });
    const url = `${place.base}/chat/messages/${posted.id}`;
    expect((await ben.api.patch(url, { body: 'Hijacked' })).status).toBe(403);
    expect((await ben.api.delete(url)).status).toBe(403);
    expect((await anna.api.patch(url, { body: '  ' })).body.error.fields).toHaveProperty('body');

    const edited = await ok(anna.api.patch(url, { body: 'Table 4 wants the bill, split in two' }));
    expect(edited.editedAt).not.toBeNull();
    expect((await anna.api.delete(url)).status).toBe(204);
    const history = await ok(ben.api.get(messages(channel.floor)));
    expect(history.data.find((m: { id: string }) => m.id === posted.id)).toMatchObject({
      body: '',
      deletedAt: expect.any(String),
    });
    expect((await anna.api.patch(url, { body: 'Back again' })).status).toBe(404);
  });

  it('pages history backwards by position, newest first, without gaps or repeats', async () => {
    const { owner } = place;
    for (let i = 1; i <= 7; i++) await ok(owner.api.post(messages(channel.everyone), { body: `Note ${i}` }), 201);
    const seen: string[] = [];
    let before: number | undefined;
    let hasMore = true;
    let pages = 0;
    while (hasMore) {
      const page = await ok(owner.api.get(`${messages(channel.everyone)}?limit=3${before ? `&before=${before}` : ''}`));
      seen.push(...page.data.map((m: { body: string }) => m.body));
      before = page.data.at(-1)?.position;
      hasMore = page.hasMore;
      pages++;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(['Note 7', 'Note 6', 'Note 5', 'Note 4', 'Note 3', 'Note 2', 'Note 1']);
    expect((await owner.api.get(`${messages(channel.everyone)}?limit=500`)).status).toBe(400);
  });

  it('notifies the members a message mentions, and refuses mentioning someone outside the channel', async () => {
    const [anna, carl] = place.staff;
    const posted = await ok(
      anna.api.post(messages(channel.pass), { body: '@Carl two burgers need to go first', mentions: [carl.member.id] }),
      201,
    );
    const rows = await app.database.db
      .selectFrom('notifications')
      .select(['user_id', 'kind', 'related_id', 'link'])
      .where('restaurant_id', '=', place.rid)
      .where('kind', '=', 'chat_mention')
      .execute();
    expect(rows).toEqual([
      {
        user_id: carl.member.userId,
        kind: 'chat_mention',
        related_id: posted.id,
        link: `/chat?channel=${channel.pass}`,
      },
    ]);
    const refused = await anna.api.post(messages(channel.floor), { body: 'Carl?', mentions: [carl.member.id] });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toHaveProperty('mentions');
  });

  it('counts unread messages per member until they read up to the last one', async () => {
    const [anna, carl] = place.staff;
    await ok(anna.api.post(messages(channel.pass), { body: 'Table 9 is allergic to nuts' }), 201);
    const pass = (await channelsOf(carl)).find((c) => c.id === channel.pass)!;
    expect(pass.unread).toBeGreaterThanOrEqual(2);
    // Her own messages are never unread for her.
    expect((await channelsOf(anna)).find((c) => c.id === channel.pass)!.unread).toBe(0);
    const read = await ok(
      carl.api.post(`${place.base}/chat/channels/${channel.pass}/read`, { position: pass.lastPosition }),
    );
    expect(read).toEqual({ channelId: channel.pass, lastPosition: pass.lastPosition });
    expect((await channelsOf(carl)).find((c) => c.id === channel.pass)!.unread).toBe(0);
  });

  it('links an order of the restaurant (message the kitchen) and refuses an unknown one', async () => {
    const { owner, base } = place;
    const [anna] = place.staff;
    const dish = await ok(owner.api.post(`${base}/dishes`, { name: 'Soup', price: 600 }), 201);
    const order = await ok(
      anna.api.post(`${base}/orders`, { type: 'takeaway', items: [{ dishId: dish.id, quantity: 1 }] }),
      201,
    );
    const posted = await ok(anna.api.post(messages(channel.pass), { body: 'No salt please', orderId: order.id }), 201);
    expect(posted.order).toEqual({ id: order.id, number: expect.any(Number) });
    const unknown = await anna.api.post(messages(channel.pass), { body: 'Hm', orderId: crypto.randomUUID() });
    expect(unknown.body.error.fields).toHaveProperty('orderId');
  });

  it('attaches an image a waiter uploads, and only images uploaded to this restaurant', async () => {
    const [anna] = place.staff;
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 10, g: 120, b: 60 } } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'plate.png');
    const res = await fetch(`${app.url}${place.base}/chat/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${anna.accessToken}` },
      body: form,
    });
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^/uploads/${place.rid}/[0-9a-f-]{36}\\.webp$`));
    expect((await fetch(`${app.url}${url}`)).status).toBe(200);

    const posted = await ok(anna.api.post(messages(channel.floor), { imageUrl: url }), 201);
    expect(posted).toMatchObject({ body: '', imageUrl: url });
    const foreign = `/uploads/${crypto.randomUUID()}/${crypto.randomUUID()}.webp`;
    const refused = await anna.api.post(messages(channel.floor), { body: 'Look', imageUrl: foreign });
    expect(refused.body.error.fields).toHaveProperty('imageUrl');
    expect((await anna.api.post(messages(channel.floor), {})).body.error.fields).toHaveProperty('body');
  });

  it('opens one direct channel per pair, read by those two alone', async () => {
    const [anna, carl, ben] = place.staff;
    const dm = await ok(anna.api.post(`${place.base}/chat/direct`, { memberId: carl.member.id }));
    const again = await ok(carl.api.post(`${place.base}/chat/direct`, { memberId: anna.member.id }));
    expect(again.id).toBe(dm.id);
    expect(dm.peer).toMatchObject({ memberId: carl.member.id });
    await ok(anna.api.post(messages(dm.id), { body: 'Coffee after service?' }), 201);
    expect((await ok(carl.api.get(messages(dm.id)))).data[0].body).toBe('Coffee after service?');
    expect((await ben.api.get(messages(dm.id))).status).toBe(404);
    expect((await place.owner.api.get(messages(dm.id))).status).toBe(404);
    expect((await anna.api.post(`${place.base}/chat/direct`, { memberId: anna.member.id })).status).toBe(400);
  });

  it('shuts out a removed member at once', async () => {
    const { owner, base } = place;
    const ben = place.staff[2];
    expect((await ben.api.get(messages(channel.floor))).status).toBe(200);
    expect((await owner.api.delete(`${base}/members/${ben.member.id}`)).status).toBe(204);
    expect((await ben.api.get(messages(channel.floor))).status).toBe(404);
    expect((await ben.api.post(messages(channel.everyone), { body: 'Still here?' })).status).toBe(404);
  });

  it("keeps another restaurant's channels out of reach", async () => {
    const other = await setupRestaurant(app);
    expect((await other.owner.api.get(`${place.base}/chat/channels`)).status).toBe(404);
    // Through the other restaurant's own address, our channel id is simply not found.
    const url = `${other.base}/chat/channels/${channel.everyone}/messages`;
    expect((await other.owner.api.get(url)).status).toBe(404);
    expect((await other.owner.api.post(url, { body: 'Hello?' })).status).toBe(404);
    expect((await other.owner.api.get(messages(channel.everyone))).status).toBe(404);
    const own = (await ok(other.owner.api.get(`${other.base}/chat/channels`))).data as Channel[];
    expect(own.map((c) => c.kind).sort()).toEqual(['everyone', 'pass']);
  });
});
