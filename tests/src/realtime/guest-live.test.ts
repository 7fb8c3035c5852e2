import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@ros/api/config';
import { startServer, type StartedServer } from '@ros/server';
import { setupRestaurant } from '../fixtures/restaurant';
import { addDish, addSpaceWithTables, addStation } from '../fixtures/catalogue';
import { ok } from '../fixtures/http';
import { ApiClient, type TestApp } from '../harness';
import { createOwnDatabase, TEST_JWT_SECRET, testPrefix, until, type OwnDatabase } from './fixtures';

// A guest's phone on the `/guest` namespace (issue 17): it hears that its own order moved, and
// nothing else; it cannot join a restaurant's room.
let database: OwnDatabase;
let server: StartedServer;
let api: ApiClient;
const sockets: Socket[] = [];

beforeAll(async () => {
  database = await createOwnDatabase();
  const config = loadConfig({
    PORT: '0',
    DATABASE_URL: database.url,
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'never',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ros-guest-')),
    REDIS_URL: process.env.REDIS_URL,
  });
  server = await startServer(config, { runtime: 'all', redisPrefix: testPrefix('guest') });
  api = new ApiClient(server.url);
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await server?.close();
  await database?.drop();
});

/** A guest socket with its messages; resolves once connected (or with the refusal). */
async function guestSocket(auth: Record<string, unknown>, namespace = '/guest') {
  const socket = io(`${server.url}${namespace}`, {
    transports: ['websocket'],
    auth,
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  const messages: any[] = [];
  const events: any[] = [];
  socket.on('guest', (m) => messages.push(m));
  socket.on('event', (e) => events.push(e));
  const outcome = await new Promise<'connected' | string>((resolve) => {
    socket.on('connect', () => resolve('connected'));
    socket.on('connect_error', (err) => resolve(err.message));
  });
  return { socket, messages, events, outcome };
}

describe('guest socket', () => {
  it("hears its own order move from the kitchen to the table, and nothing of another guest's", async () => {
    const app = { api, database: server.database } as TestApp;
    const { owner, rid, base } = await setupRestaurant(app, { update: { settings: { guestOrdering: { qr: true } } } });
    const grill = await addStation(owner.api, base, 'Grill');
    const menu = await ok(owner.api.post(`${base}/menus`, { name: 'Dinner', isActive: true }), 201);
    const mains = await ok(owner.api.post(`${base}/categories`, { menuId: menu.id, name: 'Mains' }), 201);
    const soup = await addDish(owner.api, base, {
      name: 'Soup',
      price: 650,
      stationId: grill,
      categoryIds: [mains.id],
    });
    await addSpaceWithTables(owner.api, base, 'Hall', [
      { name: 'T1', capacity: 4 },
      { name: 'T2', capacity: 4 },
    ]);
    const tables = (await ok(owner.api.get(`${base}/tables`))).data as { name: string; qrToken: string }[];
    const token = (name: string) => tables.find((t) => t.name === name)!.qrToken;
    const place = (table: string) =>
      ok(
        api
          .withToken(null)
          .post(
            `/api/public/restaurants/${rid}/orders`,
            { tableToken: token(table), items: [{ dishId: soup, quantity: 1 }] },
            { 'idempotency-key': randomUUID() },
          ),
        201,
      );

    const mine = await place('T1');
    const theirs = await place('T2');
    const me = await guestSocket({ orderToken: mine.token });
    const other = await guestSocket({ orderToken: theirs.token });
    expect([me.outcome, other.outcome]).toEqual(['connected', 'connected']);

    const ticket = (await ok(owner.api.get(`${base}/kds`))).tickets.find((t: any) => t.tableName === 'T1');
    await ok(owner.api.post(`${base}/tickets/${ticket.id}/start`));
    await until(() => me.messages.length > 0, 'the guest hears the ticket start');
    expect(me.messages[0]).toEqual({ type: 'order.changed' });
    expect((await ok(api.withToken(null).get(`/api/public/orders/${mine.token}`))).stage).toBe('preparing');
    await ok(owner.api.post(`${base}/tickets/${ticket.id}/ready`, {}));
    await until(
      async () => (await ok(api.withToken(null).get(`/api/public/orders/${mine.token}`))).stage === 'ready',
      'the guest order ready',
    );

    // 86 a dish: every phone on the menu hears it, with only the public facts.
    await ok(owner.api.put(`${base}/dishes/${soup}/availability`, { isAvailable: false }));
    await until(() => me.messages.some((m) => m.type === 'menu.availability'), 'the 86 on the phone');
    expect(me.messages.find((m) => m.type === 'menu.availability')).toEqual({
      type: 'menu.availability',
      dishId: soup,
      variantId: null,
      optionId: null,
      isAvailable: false,
      name: 'Soup',
    });
    expect(other.messages.filter((m) => m.type === 'order.changed')).toEqual([]);
    expect([...me.events, ...other.events]).toEqual([]);
  });

  it('hears that the posts changed when staff publish or hide one, and nothing of the post itself', async () => {
    const app = { api, database: server.database } as TestApp;
    const { rid, base, owner } = await setupRestaurant(app);
    const phone = await guestSocket({ restaurantId: rid });
    expect(phone.outcome).toBe('connected');
    const day = new Date().toISOString().slice(0, 10);
    const post = await ok(
      owner.api.post(`${base}/guest-posts`, {
        kind: 'special',
        title: 'Secret-free special',
        startsOn: day,
        endsOn: day,
      }),
      201,
    );
    await until(() => phone.messages.some((m) => m.type === 'posts.changed'), 'the phone to hear of the new post');
    await ok(owner.api.delete(`${base}/guest-posts/${post.id}`), 204);
    await until(
      () => phone.messages.filter((m) => m.type === 'posts.changed').length >= 2,
      'the phone to hear the post is gone',
    );
    // A signal only: no title, no id, no event of the restaurant.
    expect(JSON.stringify(phone.messages)).not.toContain('Secret-free');
    expect(JSON.stringify(phone.messages)).not.toContain(post.id);
    expect(phone.events).toEqual([]);
  });

  it('cannot subscribe to the restaurant room, and a forged token or a token on the staff namespace is refused', async () => {
    const app = { api, database: server.database } as TestApp;
    const { rid } = await setupRestaurant(app);
    const menuOnly = await guestSocket({ restaurantId: rid });
    expect(menuOnly.outcome).toBe('connected');
    const ack = await menuOnly.socket
      .timeout(1000)
      .emitWithAck('subscribe', { restaurantId: rid, afterSeq: 0 })
      .then(
        (a) => a,
        () => 'no answer',
      );
    expect(ack).toBe('no answer');
    expect((await guestSocket({ orderToken: `${rid}.${'A'.repeat(43)}` })).outcome).toBe('unknown order');
    expect((await guestSocket({ orderToken: 'nonsense' })).outcome).toBe('unknown order');
    expect((await guestSocket({ restaurantId: 'x' })).outcome).toBe('restaurantId must be a uuid');
    expect((await guestSocket({ orderToken: `${rid}.${'A'.repeat(43)}` }, '/')).outcome).not.toBe('connected');
  });
});
