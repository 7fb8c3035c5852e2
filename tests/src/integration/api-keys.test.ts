import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '@ros/db';
import { ok } from '../fixtures/http';
import { signedInTerminal } from '../fixtures/terminal';
import { setupRestaurant, type RestaurantSetup } from '../fixtures/restaurant';
import { ApiClient, startTestApp, type TestApp } from '../harness';

/**
 * Issue 39, API keys: the owner creates keys with scopes; a request with a key runs with exactly
 * the key's permissions, in its own restaurant only, rate limited, and the activity log names the
 * integration.
 */

const LIMIT = 30;
let app: TestApp;
let place: RestaurantSetup<readonly ['manager']>;
let other: RestaurantSetup;

beforeAll(async () => {
  app = await startTestApp({ API_KEY_REQUESTS_PER_MINUTE: String(LIMIT) });
  place = await setupRestaurant(app, { staff: ['manager'] });
  other = await setupRestaurant(app);
});
afterAll(() => app?.close());

/** A client that sends `key` as the bearer (as an integration does). */
const withKey = (key: string) => new ApiClient(app.url, key);

async function createKey(name: string, scopes: string[], owner = place.owner.api, base = place.base) {
  const res = await owner.post(`${base}/api-keys`, { name, scopes });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; key: string; prefix: string; scopes: string[] };
}

describe('API keys', () => {
  it('shows a 256-bit key once, lists it without the key or its hash, and only to the owner', async () => {
    const created = await createKey('Zapier', ['orders:read', 'menu:read']);
    expect(created.key).toMatch(/^ros_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    expect(created.scopes.sort()).toEqual(['menu:read', 'orders:read']);

    const list = await ok(place.owner.api.get(`${place.base}/api-keys`));
    const row = list.data.find((k: { id: string }) => k.id === created.id);
    expect(row).toMatchObject({ name: 'Zapier', prefix: created.prefix, revokedAt: null, lastUsedAt: null });
    expect(row.createdBy).toBeTruthy();
    const stored = await withTenant(app.database.db, place.rid, (trx) =>
      trx.selectFrom('api_keys').select('token_hash').where('id', '=', created.id).executeTakeFirstOrThrow(),
    );
    const text = JSON.stringify(list);
    expect(text).not.toContain(created.key);
    expect(text).not.toContain(stored.token_hash);
    expect(stored.token_hash).not.toContain(created.key);

    const manager = place.staff[0].api;
    expect((await manager.get(`${place.base}/api-keys`)).status).toBe(403);
    expect((await manager.post(`${place.base}/api-keys`, { name: 'Mine', scopes: ['orders:read'] })).status).toBe(403);
    expect((await manager.delete(`${place.base}/api-keys/${created.id}`)).status).toBe(403);
    // A stranger does not learn the restaurant is there.
    expect((await other.owner.api.get(`${place.base}/api-keys`)).status).toBe(404);
    // Unknown scopes and a missing name are field messages.
    const bad = await place.owner.api.post(`${place.base}/api-keys`, { name: ' ', scopes: ['orders:fly'] });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {}).join()).toMatch(/name/);
  });

  it('runs a request with exactly the key’s scopes: orders:read lists orders but may not create one', async () => {
    const { key } = await createKey('Reader', ['orders:read']);
    const reader = withKey(key);
    expect((await reader.get(`${place.base}/orders`)).status).toBe(200);
    const refused = await reader.post(`${place.base}/orders`, { type: 'takeaway' });
    expect(refused.status).toBe(403);
    // The X-Api-Key header works as the bearer does.
    const viaHeader = await new ApiClient(app.url).get(`${place.base}/orders`, { 'x-api-key': key });
    expect(viaHeader.status).toBe(200);
    // No other permission comes with it, though it acts on behalf of the owner.
    expect((await reader.get(`${place.base}/roles`)).status).toBe(403);
  });

  it('creates an order with orders:write, and the activity log names the integration and its key', async () => {
    const { id, key } = await createKey('Delivery hub', ['orders:write']);
    const res = await withKey(key).post(`${place.base}/orders`, { type: 'takeaway', customerName: 'By API' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);

    const activity = await ok(place.owner.api.get(`${place.base}/events?perPage=50`));
    const placed = activity.data.find(
      (e: { type: string; payload: { orderId?: string; order?: { id: string } } }) =>
        e.type === 'order.placed' && (e.payload.orderId ?? e.payload.order?.id) === res.body.id,
    );
    expect(placed?.actor).toEqual({
      userId: null,
      name: 'Integration: Delivery hub',
      apiKeyId: id,
      device: { kind: 'api_key', id, name: 'Delivery hub' },
    });
    // Its use is on the list (written at most once a minute).
    const list = await ok(place.owner.api.get(`${place.base}/api-keys`));
    expect(list.data.find((k: { id: string }) => k.id === id).lastUsedAt).not.toBeNull();
  });

  it('answers 401 for a revoked or unknown key and 404 for a key of another restaurant', async () => {
    const { id, key } = await createKey('Short lived', ['orders:read']);
    expect((await withKey(key).get(`${place.base}/orders`)).status).toBe(200);
    expect((await place.owner.api.delete(`${place.base}/api-keys/${id}`)).status).toBe(204);
    expect((await withKey(key).get(`${place.base}/orders`)).status).toBe(401);
    expect((await withKey(`ros_${'A'.repeat(43)}`).get(`${place.base}/orders`)).status).toBe(401);
    const list = await ok(place.owner.api.get(`${place.base}/api-keys`));
    expect(list.data.find((k: { id: string }) => k.id === id).revokedAt).not.toBeNull();
    const events = await ok(place.owner.api.get(`${place.base}/events?perPage=50`));
    expect(events.data.map((e: { type: string }) => e.type)).toEqual(
      expect.arrayContaining(['api_key.created', 'api_key.revoked']),
    );

    const theirs = await createKey('Theirs', ['orders:read'], other.owner.api, other.base);
    expect((await withKey(theirs.key).get(`${other.base}/orders`)).status).toBe(200);
    expect((await withKey(theirs.key).get(`${place.base}/orders`)).status).toBe(404);
  });

  it('never reaches key management, the plan, the data export, account operations or the owner’s own things', async () => {
    const { key } = await createKey('Everything', ['roles', 'restaurant:write', 'orders:write']);
    const api = withKey(key);
    expect((await api.get(`${place.base}/api-keys`)).status).toBe(403);
    expect((await api.post(`${place.base}/api-keys`, { name: 'More', scopes: ['orders:read'] })).status).toBe(403);
    expect((await api.get(`${place.base}/subscription`)).status).toBe(403);
    expect((await api.post(`${place.base}/subscription/checkout`, { plan: 'premium', period: 'month' })).status).toBe(
      403,
    );
    expect((await api.post(`${place.base}/data-export`, {})).status).toBe(403);
    expect((await api.get('/api/me')).status).toBe(403);
    expect((await api.delete(place.base, { name: place.restaurant.name, password: 'x' })).status).toBe(403);
    // Nor what is the owner's own, on whose behalf it acts: their bell, their chats.
    expect((await api.get(`${place.base}/notifications`)).status).toBe(403);
    expect((await api.get(`${place.base}/chat/channels`)).status).toBe(403);
  });

  it('is not managed from an owner’s PIN session on a shared terminal', async () => {
    const { owner, base } = place;
    const members = await ok(owner.api.get(`${base}/members?q=${encodeURIComponent(owner.email)}`));
    const me = members.data.find((m: { email: string }) => m.email === owner.email);
    await ok(owner.api.put(`${base}/members/${me.id}/pin`, { pin: '7391' }));
    const terminal = await signedInTerminal(owner.api, base, 'Bar');
    const session = await ok(
      app.api.withToken(null).post(`${base}/pin-switch`, { terminalToken: terminal.token, pin: '7391' }),
    );
    const floor = app.api.withToken(session.accessToken);
    expect((await floor.get(`${base}/orders`)).status).toBe(200);
    expect((await floor.get(`${base}/api-keys`)).status).toBe(403);
    expect((await floor.post(`${base}/api-keys`, { name: 'From the bar', scopes: ['orders:read'] })).status).toBe(403);
  });

  it('limits requests per key and minute with 429 and Retry-After', async () => {
    const { key } = await createKey('Busy', ['orders:read']);
    const api = withKey(key);
    const statuses: number[] = [];
    let limited: Awaited<ReturnType<ApiClient['get']>> | undefined;
    for (let i = 0; i < LIMIT + 1; i++) {
      const res = await api.get(`${place.base}/orders`);
      statuses.push(res.status);
      if (res.status === 429) limited = res;
    }
    expect(statuses.slice(0, LIMIT).every((s) => s === 200)).toBe(true);
    expect(statuses[LIMIT]).toBe(429);
    expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another key is counted on its own.
    const { key: calm } = await createKey('Calm', ['orders:read']);
    expect((await withKey(calm).get(`${place.base}/orders`)).status).toBe(200);
  });

  it('says in the OpenAPI document which scopes an operation needs, and which operations take no key', async () => {
    const doc = await ok(app.api.get('/api/openapi.json'));
    const createOrder = doc.paths['/api/restaurants/{restaurantId}/orders'].post;
    expect(createOrder['x-required-scopes']).toEqual(['orders:write']);
    expect(createOrder.security).toEqual(expect.arrayContaining([{ apiKey: [] }]));
    expect(doc.paths['/api/restaurants/{restaurantId}/orders'].get['x-required-scopes']).toEqual(['orders:read']);
    const createKeyOp = doc.paths['/api/restaurants/{restaurantId}/api-keys'].post;
    expect(createKeyOp['x-api-key']).toBe(false);
    expect(createKeyOp.security).not.toEqual(expect.arrayContaining([{ apiKey: [] }]));
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});
