import jwt from 'jsonwebtoken';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '@ros/realtime/gateway';
import { RedisEventBus } from '@ros/bus';
import { createRestaurant, registerUser, type RegisteredUser } from '../factories';
import { TEST_REDIS_URL } from '../env';
import { ok } from '../fixtures/http';
import { setupRestaurant } from '../fixtures/restaurant';
import { startTestApp, TEST_JWT_SECRET, unique, type ApiClient, type TestApp } from '../harness';
import { LiveClient } from './client';
import { silentLog, testPrefix, until } from './fixtures';

let app: TestApp;
const clients: LiveClient[] = [];
beforeAll(async () => {
  app = await startTestApp();
});
afterEach(() => {
  clients.splice(0).forEach((c) => c.stop());
});
afterAll(() => app.close());

/** A subscribed socket of `token` on `url`. */
async function socketOf(token: string, restaurantId: string, url = app.url) {
  const c = new LiveClient([url], token, restaurantId, { reconnect: false });
  clients.push(c);
  expect((await c.start()).ok).toBe(true);
  return c;
}

/** Whether a handshake with `token` is refused as unauthorized. */
async function refused(token: string, restaurantId: string) {
  const c = new LiveClient([app.url], token, restaurantId, { reconnect: false });
  clients.push(c);
  return c.start().then(
    () => false,
    (err: Error) => err.message === 'unauthorized',
  );
}

/** Signs in again (another device): its own refresh family, its own access token. */
async function device(u: RegisteredUser) {
  const login = await ok(app.api.post('/jwt/login', { email: u.email, password: u.password }));
  return {
    accessToken: login.accessToken as string,
    refreshToken: login.refreshToken as string,
    api: app.api.withToken(login.accessToken),
  };
}

/** Makes an event anyone in the restaurant reads (the restaurant's profile changed). */
const touch = (owner: ApiClient, restaurantId: string) =>
  ok(owner.patch(`/api/restaurants/${restaurantId}`, { contact: unique('+1') }));
const closedByServer = (c: LiveClient) => until(() => !c.connected, 'the socket to be closed');

describe('sessions end everywhere at once', () => {
  it('a password change refuses the old access token and closes the old socket', async () => {
    const u = await registerUser(app.api);
    const restaurant = await createRestaurant(u.api);
    const laptop = await device(u);
    const socket = await socketOf(laptop.accessToken, restaurant.id);
    const own = await socketOf(u.accessToken, restaurant.id);

    const changed = await ok(
      u.api.post('/api/me/password', { currentPassword: u.password, newPassword: 'Changed123!' }),
    );
    await closedByServer(socket);
    expect(socket.disconnectReason).toBe('io server disconnect');
    // The device that changed it keeps its socket, which goes on with the answer's token.
    expect(await own.reauthenticate(changed.accessToken)).toMatchObject({ ok: true });
    await touch(app.api.withToken(changed.accessToken), restaurant.id);
    await until(
      () => own.applied.some((e) => 'type' in e && e.type === 'restaurant.updated'),
      'the changing device to receive the update',
    );
    expect(own.connected).toBe(true);
    for (const token of [u.accessToken, laptop.accessToken]) {
      const tenant = await app.api.withToken(token).get(`/api/restaurants/${restaurant.id}/orders`);
      expect(tenant.status).toBe(401);
      expect(tenant.body.error).toMatchObject({
        code: 'unauthenticated',
        message: 'Your session has expired, please sign in again',
      });
      expect((await app.api.withToken(token).get('/api/me')).status).toBe(401);
      expect(await refused(token, restaurant.id)).toBe(true);
    }
    // The device that changed it continues with the tokens of the answer.
    expect((await app.api.withToken(changed.accessToken).get(`/api/restaurants/${restaurant.id}/orders`)).status).toBe(
      200,
    );
    await socketOf(changed.accessToken, restaurant.id);
  });

  it("signing out one device closes that device's sockets and no other", async () => {
    const u = await registerUser(app.api);
    const restaurant = await createRestaurant(u.api);
    const [phone, laptop] = [await device(u), await device(u)];
    const phoneSocket = await socketOf(phone.accessToken, restaurant.id);
    const laptopSocket = await socketOf(laptop.accessToken, restaurant.id);

    expect((await phone.api.post('/api/auth/logout', { refreshToken: phone.refreshToken })).status).toBe(204);
    await closedByServer(phoneSocket);
    await touch(u.api, restaurant.id);
    await until(
      () => laptopSocket.applied.some((e) => 'type' in e && e.type === 'restaurant.updated'),
      'the laptop to receive the update',
    );
    expect(laptopSocket.connected).toBe(true);
    expect((await app.api.post('/jwt/refresh-token', { refreshToken: phone.refreshToken })).status).toBe(401);
  });

  it('signing out everywhere refuses every token issued before and closes every socket', async () => {
    const u = await registerUser(app.api);
    const restaurant = await createRestaurant(u.api);
    const [phone, laptop] = [await device(u), await device(u)];
    const sockets = [
      await socketOf(phone.accessToken, restaurant.id),
      await socketOf(laptop.accessToken, restaurant.id),
    ];
    expect((await laptop.api.post('/api/auth/logout-everywhere')).status).toBe(204);
    for (const s of sockets) await closedByServer(s);
    for (const d of [phone, laptop]) {
      expect((await d.api.get(`/api/restaurants/${restaurant.id}`)).status).toBe(401);
      expect((await app.api.post('/jwt/refresh-token', { refreshToken: d.refreshToken })).status).toBe(401);
    }
    expect((await app.api.post('/jwt/login', { email: u.email, password: u.password })).status).toBe(200);
  });

  it('a password reset from the link ends every session too', async () => {
    const u = await registerUser(app.api);
    const restaurant = await createRestaurant(u.api);
    const socket = await socketOf(u.accessToken, restaurant.id);
    expect((await app.api.post('/api/auth/forgot-password', { email: u.email })).status).toBe(202);
    const mail = await app.database.db
      .selectFrom('messages')
      .select('body')
      .where('kind', '=', 'password_reset')
      .where('user_id', '=', u.user.id)
      .executeTakeFirstOrThrow();
    const token = /reset-password\?token=([\w-]+)/.exec(mail.body)![1];
    expect((await app.api.post('/api/auth/reset-password', { token, password: 'BrandNew123' })).status).toBe(204);
    await closedByServer(socket);
    expect((await u.api.get(`/api/restaurants/${restaurant.id}`)).status).toBe(401);
  });

  it("a removed member's socket stops receiving that restaurant's events", async () => {
    const {
      owner,
      rid,
      base,
      staff: [waiter, cashier],
    } = await setupRestaurant(app, { staff: ['waiter', 'cashier'] });
    const waiterSocket = await socketOf(waiter.accessToken, rid);
    const cashierSocket = await socketOf(cashier.accessToken, rid);
    await ok(owner.api.delete(`${base}/members/${waiter.member.id}`), 204);
    await ok(owner.api.patch(`${base}/members/${cashier.member.id}`, { status: 'inactive' }));
    await closedByServer(waiterSocket);
    await closedByServer(cashierSocket);
    const seen = [waiterSocket.lastSeq, cashierSocket.lastSeq];

    await touch(owner.api, rid);
    const watcher = await socketOf(owner.accessToken, rid, app.url);
    await touch(owner.api, rid);
    await until(() => watcher.applied.length > 0, 'the owner to receive the next update');
    expect([waiterSocket.lastSeq, cashierSocket.lastSeq]).toEqual(seen);
    // Subscribing again is refused: they are no longer members.
    const again = new LiveClient([app.url], waiter.accessToken, rid, { reconnect: false });
    clients.push(again);
    expect(await again.start()).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });
});

describe('a socket lives as long as its token', () => {
  const shortToken = (u: RegisteredUser, seconds: number) =>
    jwt.sign({ sub: u.user.id, name: u.username, email: u.email, sv: 1 }, TEST_JWT_SECRET, {
      algorithm: 'HS256',
      expiresIn: seconds,
    });

  it('closes a socket whose token expired, unless it re-authenticated with a fresh one', async () => {
    const u = await registerUser(app.api);
    const restaurant = await createRestaurant(u.api);
    const token = shortToken(u, 3);
    const stale = await socketOf(token, restaurant.id);
    const renewed = await socketOf(token, restaurant.id);
    const ack = await renewed.reauthenticate(u.accessToken);
    expect(ack).toEqual({ ok: true, expiresAt: expect.any(Number) });

    await closedByServer(stale);
    // The sweep that closed the stale socket kept the renewed one, which still gets events.
    expect(renewed.connected).toBe(true);
    await touch(u.api, restaurant.id);
    await until(() => renewed.applied.length > 0, 'the renewed socket to receive the update');
  });

  it("refuses someone else's token or one of an ended session, and closes the socket", async () => {
    const u = await registerUser(app.api);
    const other = await registerUser(app.api);
    const restaurant = await createRestaurant(u.api);
    const socket = await socketOf(u.accessToken, restaurant.id);
    expect(await socket.reauthenticate(other.accessToken)).toMatchObject({
      ok: false,
      error: { code: 'unauthorized' },
    });
    await closedByServer(socket);

    const before = await device(u);
    const s2 = await socketOf(before.accessToken, restaurant.id);
    await ok(before.api.post('/api/auth/logout-everywhere'), 204);
    await closedByServer(s2);
    const s3Token = (await device(u)).accessToken;
    const s3 = await socketOf(s3Token, restaurant.id);
    expect(await s3.reauthenticate(before.accessToken)).toMatchObject({ ok: false });
    await closedByServer(s3);
  });
});

describe('what a socket keeps of its handshake', () => {
  it('the server keeps neither the token nor the rest of the handshake once the socket is in', async () => {
    const u = await registerUser(app.api);
    const restaurant = await createRestaurant(u.api);
    await socketOf(u.accessToken, restaurant.id);
    const sockets = await app.runtime.gateway!.io.fetchSockets();
    const mine = sockets.filter((s) => s.data.userId === u.user.id);
    expect(mine).toHaveLength(1);
    expect(JSON.stringify(mine[0]!.handshake)).not.toContain(u.accessToken);
    expect(mine[0]!.handshake.auth).toEqual({});
    expect(Object.isFrozen(mine[0]!.handshake)).toBe(true);
  });
});

describe('sessions end on every gateway node (Redis)', () => {
  it('a password change on an api node closes the socket held by a separate gateway', async () => {
    const prefix = testPrefix('sessions');
    process.env.REDIS_PREFIX = prefix;
    const apiNode = await startTestApp({ REDIS_URL: TEST_REDIS_URL });
    const bus = new RedisEventBus({ url: TEST_REDIS_URL, prefix });
    await bus.start();
    const gateway = await createGateway(0, {
      db: apiNode.database.db,
      bus,
      jwtSecret: TEST_JWT_SECRET,
      log: silentLog,
    });
    try {
      expect(apiNode.runtime.mode).toBe('api');
      const u = await registerUser(apiNode.api);
      const restaurant = await createRestaurant(u.api);
      const other = await ok(apiNode.api.post('/jwt/login', { email: u.email, password: u.password }));
      const socket = await socketOf(other.accessToken, restaurant.id, `http://127.0.0.1:${gateway.port}`);
      await ok(u.api.post('/api/me/password', { currentPassword: u.password, newPassword: 'Changed123!' }));
      await closedByServer(socket);
      expect(socket.disconnectReason).toBe('io server disconnect');
    } finally {
      await gateway.close();
      await bus.close();
      await apiNode.close();
      delete process.env.REDIS_PREFIX;
    }
  });
});
