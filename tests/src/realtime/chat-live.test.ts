import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../fixtures/http';
import { setupRestaurant, type RestaurantSetup } from '../fixtures/restaurant';
import { startTestApp, type TestApp } from '../harness';
import { LiveClient, liveClients, visibleEvents } from './client';
import { until } from './fixtures';

/**
 * Issue 37, team chat live: a message is one event, read in full by its channel's members alone
 * (the others get its number, hidden); a removed member's socket is closed before anything else
 * reaches it; a member who was away replays what they missed and finds it unread.
 */

let app: TestApp;
let place: RestaurantSetup<['waiter', 'waiter', 'chef']>;
const channel = {} as Record<'everyone' | 'pass' | 'floor', string>;
const live = liveClients(() => app.url);

beforeAll(async () => {
  app = await startTestApp();
  place = await setupRestaurant(app, { staff: ['waiter', 'waiter', 'chef'] });
  const { owner, base, staff } = place;
  const [anna, ben, carl] = staff;
  const floor = await ok(owner.api.post(`${base}/departments`, { name: 'Floor' }), 201);
  const kitchen = await ok(owner.api.post(`${base}/departments`, { name: 'Kitchen' }), 201);
  await ok(owner.api.patch(`${base}/members/${anna.member.id}`, { departmentId: floor.id }));
  await ok(owner.api.patch(`${base}/members/${ben.member.id}`, { departmentId: floor.id }));
  await ok(owner.api.patch(`${base}/members/${carl.member.id}`, { departmentId: kitchen.id }));
  const annas = (await ok(anna.api.get(`${base}/chat/channels`))).data as { id: string; kind: string }[];
  channel.everyone = annas.find((c) => c.kind === 'everyone')!.id;
  channel.pass = annas.find((c) => c.kind === 'pass')!.id;
  channel.floor = annas.find((c) => c.kind === 'department')!.id;
});
afterEach(() => live.stopAll());
afterAll(() => app?.close());

const post = (who: { api: TestApp['api'] }, channelId: string, body: string) =>
  ok(who.api.post(`${place.base}/chat/channels/${channelId}/messages`, { body }), 201);

/** The `chat.message_posted` event of one message, as a client applied it. */
interface Posted {
  seq: number;
  payload: { audience: string[]; message: { id: string } };
}
const postedTo = (c: LiveClient, messageId: string) =>
  visibleEvents(c).find(
    (e) => e.type === 'chat.message_posted' && (e.payload as Posted['payload']).message.id === messageId,
  ) as Posted | undefined;

describe('team chat over the socket', () => {
  it("reaches the channel's members in one event, and another department's member only as a hidden number", async () => {
    const [anna, ben, carl] = place.staff;
    const annaLive = await live.start(anna.accessToken, place.rid);
    const benLive = await live.start(ben.accessToken, place.rid);
    const carlLive = await live.start(carl.accessToken, place.rid);
    const ownerLive = await live.start(place.owner.accessToken, place.rid);
    const before = benLive.lastSeq;
    const message = await post(anna, channel.floor, 'Table 6 is seated');

    await until(() => !!postedTo(benLive, message.id), 'Ben to read the message');
    const event = postedTo(benLive, message.id)!;
    // One event carries it whole: the next seq Ben got, with the message as the API answered it.
    expect(event.seq).toBe(before + 1);
    expect(event.payload.message).toEqual(message);
    await until(() => carlLive.lastSeq >= event.seq && ownerLive.lastSeq >= event.seq, 'the others to get its seq');
    for (const outsider of [carlLive, ownerLive]) {
      expect(outsider.applied.find((e) => e.seq === event.seq)).toEqual({
        restaurantId: place.rid,
        seq: event.seq,
        hidden: true,
      });
    }
    await until(() => !!postedTo(annaLive, message.id), 'Anna to read her own message');
  });

  it('stops a removed member receiving at once, mid-conversation', async () => {
    const [anna, ben] = place.staff;
    const annaLive = await live.start(anna.accessToken, place.rid);
    const benLive = await live.start(ben.accessToken, place.rid);
    const first = await post(anna, channel.everyone, 'Who closes tonight?');
    await until(() => !!postedTo(benLive, first.id), 'Ben to read the first message');

    expect((await place.owner.api.delete(`${place.base}/members/${ben.member.id}`)).status).toBe(204);
    await until(() => !benLive.connected, "Ben's socket to be closed by the server");
    expect(benLive.disconnectReason).toBe('io server disconnect');
    const second = await post(anna, channel.everyone, 'Ben has left us');
    await until(() => !!postedTo(annaLive, second.id), 'Anna to get her second message');
    expect(postedTo(benLive, second.id)).toBeUndefined();
    // Reconnecting finds no restaurant to subscribe to.
    const again = new LiveClient([app.url], ben.accessToken, place.rid, { reconnect: false });
    expect((await again.start()).ok).toBe(false);
    again.stop();
  });

  it('replays what an away member missed from their last seq, and counts it unread', async () => {
    const [anna, , carl] = place.staff;
    const away = await live.start(carl.accessToken, place.rid);
    const lastSeq = away.lastSeq;
    away.stop();
    const missed = [
      await post(anna, channel.pass, 'Two steaks, no sauce'),
      await post(anna, channel.pass, '86 the soup'),
    ];

    const back = new LiveClient([app.url], carl.accessToken, place.rid, { afterSeq: lastSeq, reconnect: false });
    try {
      expect((await back.start()).ok).toBe(true);
      await until(() => missed.every((m) => !!postedTo(back, m.id)), 'Carl to replay the missed messages');
      const channels = (await ok(carl.api.get(`${place.base}/chat/channels`))).data as {
        id: string;
        unread: number;
        lastPosition: number;
      }[];
      const pass = channels.find((c) => c.id === channel.pass)!;
      expect(pass.unread).toBe(2);
      expect(pass.lastPosition).toBe(missed[1]!.position);
    } finally {
      back.stop();
    }
  });
});
