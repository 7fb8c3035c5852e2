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
async function call(
  base: string,
  method: string,
  url: string,
  options: { token?: string; body?: string; headers?: Record<string, string>; timeoutMs?: number } = {},
) {
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
  const waiter = await call(url, 'POST', '/jwt/login', {
    body: json({ email: 'waiter@demo.restaurant-os.app', password: DEMO_LOGIN.password }),
  });
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
  const customer = await call(app.url, 'POST', `${session.base}/customers`, {
    token: session.owner,
    body: json({ name: `Soak ${round}` }),
  });
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
    owner(
      'POST',
      '/orders',
      json({ type: 'takeaway', items: [{ dishId: s.dishId, quantity: 2 ** 53 }] }),
      key('huge-qty'),
    ),
    owner('GET', '/customers?page=-1&perPage=1e9&q=%00'),
    ...Array.from({ length: 6 }, (_, i) =>
      owner(
        'POST',
        '/orders',
        json({ type: 'takeaway', send: true, items: [{ dishId: s.dishId, quantity: 1 }] }),
        key(`order-${i}`),
      ),
    ),
    ...Array.from({ length: 4 }, (_, i) =>
      owner('POST', '/customers', json({ name: `Busy ${round}-${i}`, phone: `+1555${round}${i}` })),
    ),
    call(url, 'POST', '/jwt/login', {
      body: json({ email: 'demo@restaurant-os.app\u0000', password: 'x' }),
      timeoutMs: 15_000,
    }),
  ];
}

/** A fired item voided by a waiter with a manager's override (the request that once locked the app up). */
async function overrideVoid(url: string, s: Session) {
  const placed = await call(url, 'POST', `${s.base}/orders`, {
    token: s.waiter,
    body: json({ type: 'takeaway', send: true, items: [{ dishId: s.dishId, quantity: 1 }] }),
  });
  expect(placed.status, json(placed.body)).toBe(201);
  const item = placed.body.items[0];
  return call(url, 'POST', `${s.base}/orders/${placed.body.id}/items/${item.id}/void`, {
    token: s.waiter,
    body: json({
      version: placed.body.version,
      reason: 'soak',
      approverEmail: 'manager@demo.restaurant-os.app',
      approverPassword: DEMO_LOGIN.password,
    }),
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
  for (let i = 0; i < 3; i++)
    await first.exec(`update event_streams set last_seq = last_seq where restaurant_id = ${demo}`);
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
      const outcomes = inFlight.map((p) =>
        p.then(
          () => 'answered',
          () => 'cut off',
        ),
      );
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
    expect(customers.body.data.map((c: { name: string }) => c.name).sort()).toEqual([
      'Soak 1',
      'Soak 2',
      'Soak 3',
      'Soak 4',
    ]);
    expect(await app.stop('SIGTERM')).toBe(0);
    app = null;
  }, 180_000);
});

/** What a burst of recipe orders needs: the lemonade (a recipe of lemons and sugar) and a customer naming the burst's orders. */
interface Burst {
  dishId: string;
  customerId: string;
  itemIds: string[];
}

async function prepareBurst(app: EmbeddedProcess, s: Session): Promise<Burst> {
  const dish = await call(app.url, 'GET', `${s.base}/dishes?q=Lemonade`, { token: s.owner });
  const customer = await call(app.url, 'POST', `${s.base}/customers`, {
    token: s.owner,
    body: json({ name: 'Stock soak' }),
  });
  expect(customer.status, json(customer.body)).toBe(201);
  const itemIds: string[] = [];
  for (const name of ['Lemons', 'Sugar']) {
    const found = await call(app.url, 'GET', `${s.base}/inventory-items?q=${name}`, { token: s.owner });
    expect(found.status, json(found.body)).toBe(200);
    itemIds.push(found.body.data[0].id);
  }
  return { dishId: dish.body.data[0].id, customerId: customer.body.id, itemIds };
}

/**
 * Ten writers sending lemonade orders to the kitchen until the app stops answering; `onOrder` is
 * told of each one committed (a 201). Resolves with the ids of those that answered.
 */
async function recipeOrders(
  app: EmbeddedProcess,
  s: Session,
  burst: Burst,
  onOrder: (count: number) => void,
): Promise<string[]> {
  const placed: string[] = [];
  const writer = async () => {
    for (;;) {
      const reply = await call(app.url, 'POST', `${s.base}/orders`, {
        token: s.waiter,
        body: json({
          type: 'takeaway',
          send: true,
          customerId: burst.customerId,
          items: [{ dishId: burst.dishId, quantity: 1 }],
        }),
      }).catch(() => null);
      if (!reply || reply.status >= 500 || reply.status === 503) return;
      expect(reply.status, json(reply.body)).toBe(201);
      placed.push(reply.body.id);
      onOrder(placed.length);
    }
  };
  await Promise.all(Array.from({ length: 10 }, writer));
  return placed;
}

/** Every sale movement of the burst's stock items, by item (paged: the ledger's pages hold 500). */
async function saleMovements(app: EmbeddedProcess, s: Session, itemId: string): Promise<string[]> {
  const sources: string[] = [];
  for (let page = 1; ; page++) {
    const found = await call(
      app.url,
      'GET',
      `${s.base}/stock-movements?kind=sale&itemId=${itemId}&perPage=500&page=${page}`,
      { token: s.owner },
    );
    expect(found.status, json(found.body)).toBe(200);
    sources.push(...found.body.data.map((m: { sourceId: string }) => m.sourceId));
    if (found.body.data.length < 500) return sources;
  }
}

describe('the embedded app stopped and killed during a burst of recipe orders', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ros-stock-'));
  let app: EmbeddedProcess | null = null;
  afterAll(async () => {
    await app?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('deducts the stock of every committed order exactly once after kill -9, SIGINT and SIGTERM to the process group and restarts', async () => {
    const start = () => startEmbedded(dataDir, { SEED_DEMO: 'always' }, 120_000, { detached: true });
    let burst: Burst | null = null;
    const answered: string[] = [];
    for (const signal of ['SIGKILL', 'SIGINT', 'SIGTERM'] as const) {
      const running = (app = await start());
      const session = await signIn(running.url);
      burst ??= await prepareBurst(running, session);
      let stopped: Promise<number | NodeJS.Signals> | null = null;
      // Stopped once the burst has committed a few orders, with the writers still sending.
      const placed = await recipeOrders(running, session, burst, (count) => {
        if (count === 15) stopped = running.stopGroup(signal);
      });
      answered.push(...placed);
      const how = await stopped!;
      // A stop signal, even delivered twice (group and npm's forward), is a clean stop.
      if (signal === 'SIGKILL') expect(how).toBe('SIGKILL');
      else {
        expect(how, running.output()).toBe(0);
        expect(running.output()).not.toContain('second stop signal');
      }
      app = null;
    }

    app = await start();
    const session = await signIn(app.url);
    // Every order committed, answered or cut off by its stop.
    const orders = await call(app.url, 'GET', `${session.base}/orders?customerId=${burst!.customerId}&perPage=500`, {
      token: session.owner,
    });
    const committed: string[] = orders.body.data.map((o: { id: string }) => o.id).sort();
    expect(committed).toEqual(expect.arrayContaining(answered));
    expect(committed.length).toBeGreaterThanOrEqual(45);
    for (const itemId of burst!.itemIds) {
      await expect
        .poll(
          async () => {
            const sources = await saleMovements(app!, session, itemId);
            // One movement per order line: none missing, none twice.
            return committed.filter((id) => sources.filter((s) => s === id).length !== 1);
          },
          { timeout: 60_000 },
        )
        .toEqual([]);
    }
    expect(await app.stop('SIGTERM')).toBe(0);
    app = null;
  }, 300_000);
});
