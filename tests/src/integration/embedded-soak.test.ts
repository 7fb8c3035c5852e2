import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN } from '@ros/db/seed';
import { startEmbedded, type EmbeddedProcess } from '../embedded-process';

/**
 * The embedded default (`npm start` on PGlite) under bad input and hard kills: killed with SIGKILL
 * while requests are in flight, three times, and restarted on the same data directory, it answers
 * a plain request and a signed-in one, and takes writes, after every step; a SIGTERM then stops it.
 */

/** A request that gives up after `timeoutMs` (a hung app fails the test instead of hanging it). */
async function call(base: string, method: string, url: string, options: { token?: string; body?: string; headers?: Record<string, string>; timeoutMs?: number } = {}) {
  const res = await fetch(base + url, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body,
    signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
  });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body };
}

const json = (value: unknown) => JSON.stringify(value);

interface Session {
  owner: string;
  waiter: string;
  base: string;
  dishId: string;
}

async function signIn(url: string): Promise<Session> {
  const owner = await call(url, 'POST', '/jwt/login', { body: json(DEMO_LOGIN) });
  expect(owner.status, json(owner.body)).toBe(200);
  const waiter = await call(url, 'POST', '/jwt/login', { body: json({ email: 'waiter@demo.restaurant-os.app', password: DEMO_LOGIN.password }) });
  expect(waiter.status, json(waiter.body)).toBe(200);
  const base = `/api/restaurants/${owner.body.workPlaces[0]._id}`;
  // A demo dish without choices to make (no modifier group).
  const dishes = await call(url, 'GET', `${base}/dishes?q=Fish%20and%20chips`, { token: owner.body.accessToken });
  expect(dishes.status, json(dishes.body)).toBe(200);
  return { owner: owner.body.accessToken, waiter: waiter.body.accessToken, base, dishId: dishes.body.data[0].id };
}

/** A plain request, a signed-in read and a write all answer. */
async function expectServing(app: EmbeddedProcess, round: number): Promise<Session> {
  const health = await call(app.url, 'GET', '/health');
  expect(health.status, app.output()).toBe(200);
  const session = await signIn(app.url);
  const orders = await call(app.url, 'GET', `${session.base}/orders`, { token: session.owner });
  expect(orders.status, json(orders.body)).toBe(200);
  const customer = await call(app.url, 'POST', `${session.base}/customers`, { token: session.owner, body: json({ name: `Soak ${round}` }) });
  expect(customer.status, json(customer.body)).toBe(201);
  const read = await call(app.url, 'GET', `${session.base}/customers/${customer.body.id}`, { token: session.owner });
  expect(read.body.name).toBe(`Soak ${round}`);
  return session;
}

/** Malformed and normal requests together, as a fuzz and a busy service would send them. */
function mixedRequests(url: string, s: Session, round: number): Promise<unknown>[] {
  const key = (name: string) => ({ 'idempotency-key': `soak-${round}-${name}` });
  const owner = (method: string, path: string, body?: string, headers?: Record<string, string>) =>
    call(url, method, `${s.base}${path}`, { token: s.owner, body, headers, timeoutMs: 15_000 });
  const deep = `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`;
  return [
    owner('POST', '/customers', json({ name: 'nul\u0000byte', notes: 'x\u0000' }), key('nul')),
    owner('POST', '/customers', json({ name: 'lone \ud800 surrogate' }), key('surrogate')),
    owner('POST', '/customers', deep, key('deep')),
    owner('POST', '/dishes', json({ name: `Huge ${round}`, price: 1e300 })),
    owner('POST', '/orders', json({ type: 'takeaway', items: [{ dishId: s.dishId, quantity: 2 ** 53 }] }), key('huge-qty')),
    owner('GET', '/customers?page=-1&perPage=1e9&q=%00'),
    ...Array.from({ length: 6 }, (_, i) => owner('POST', '/orders', json({ type: 'takeaway', send: true, items: [{ dishId: s.dishId, quantity: 1 }] }), key(`order-${i}`))),
    ...Array.from({ length: 4 }, (_, i) => owner('POST', '/customers', json({ name: `Busy ${round}-${i}`, phone: `+1555${round}${i}` }))),
    call(url, 'POST', '/jwt/login', { body: json({ email: 'demo@restaurant-os.app\u0000', password: 'x' }), timeoutMs: 15_000 }),
  ];
}

/** A fired item voided by a waiter with a manager's override (the request that once locked the app up). */
async function overrideVoid(url: string, s: Session) {
  const placed = await call(url, 'POST', `${s.base}/orders`, { token: s.waiter, body: json({ type: 'takeaway', send: true, items: [{ dishId: s.dishId, quantity: 1 }] }) });
  expect(placed.status, json(placed.body)).toBe(201);
  const item = placed.body.items[0];
  return call(url, 'POST', `${s.base}/orders/${placed.body.id}/items/${item.id}/void`, {
    token: s.waiter,
    body: json({ version: placed.body.version, reason: 'soak', approverEmail: 'manager@demo.restaurant-os.app', approverPassword: DEMO_LOGIN.password }),
  });
}

/**
 * Leaves `dataDir` as two processes on it once did (the directory of issue 11 that spun at start):
 * both recovered from the same WAL, so the second reused the first's transaction ids; the first
 * updated the demo restaurant's event stream row in transactions whose WAL the second overwrote on
 * its shutdown. That row now carries transaction ids the directory's WAL never recorded, and the
 * next write of the demo restaurant (which bumps that row) used to wait for them forever.
 */
async function asTwoProcessesLeftIt(dataDir: string) {
  const dir = path.join(dataDir, 'pglite');
  const first = await PGlite.create(dir);
  const second = await PGlite.create(dir);
  const demo = `(select restaurant_id from members m join users u on u.id = m.user_id where u.email = '${DEMO_LOGIN.email}')`;
  // Enough transactions of the first that its last ones stay ahead of what the restart hands out.
  await first.exec('create table scratch (n int)');
  for (let i = 0; i < 40; i++) await first.exec(`insert into scratch values (${i})`);
  for (let i = 0; i < 3; i++) await first.exec(`update event_streams set last_seq = last_seq where restaurant_id = ${demo}`);
  await second.exec(`update users set updated_at = updated_at where email = '${DEMO_LOGIN.email}'`);
  await first.close();
  await second.close();
}

describe('the embedded app on a directory two processes wrote', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ros-two-'));
  let app: EmbeddedProcess | null = null;
  afterAll(async () => {
    await app?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('comes up serving and takes writes of the restaurant whose rows they left behind', async () => {
    app = await startEmbedded(dataDir, { SEED_DEMO: 'always' });
    await expectServing(app, 1);
    expect(await app.stop('SIGTERM')).toBe(0);
    await asTwoProcessesLeftIt(dataDir);
    app = await startEmbedded(dataDir);
    await expectServing(app, 2);
    expect(await app.stop('SIGTERM')).toBe(0);
    app = null;
  }, 120_000);
});

describe('the embedded app under bad input and hard kills', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ros-soak-'));
  let app: EmbeddedProcess | null = null;
  afterAll(async () => {
    await app?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers after every SIGKILL and restart on the same directory, then stops on SIGTERM', async () => {
    for (let round = 1; round <= 3; round++) {
      app = await startEmbedded(dataDir, { SEED_DEMO: 'always' });
      const session = await expectServing(app, round);
      const voided = await overrideVoid(app.url, session);
      expect(voided.status, json(voided.body)).toBe(200);
      expect(voided.body.items[0].status).toBe('voided');

      const inFlight = mixedRequests(app.url, session, round);
      const outcomes = inFlight.map((p) => p.then(() => 'answered', () => 'cut off'));
      // Killed as soon as one answer is back, with the others still being handled.
      await Promise.race(outcomes);
      expect(await app.stop('SIGKILL')).toBe('SIGKILL');
      await Promise.all(outcomes);
      app = null;
    }

    app = await startEmbedded(dataDir, { SEED_DEMO: 'always' });
    const session = await expectServing(app, 4);
    // What each round wrote before its kill is still there.
    const customers = await call(app.url, 'GET', `${session.base}/customers?q=Soak`, { token: session.owner });
    expect(customers.body.data.map((c: { name: string }) => c.name).sort()).toEqual(['Soak 1', 'Soak 2', 'Soak 3', 'Soak 4']);
    expect(await app.stop('SIGTERM')).toBe(0);
    app = null;
  }, 180_000);
});
