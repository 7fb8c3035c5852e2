import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@ros/api/config';
import { startServer, type StartedServer } from '@ros/server';
import { openDatabase, type Database } from '@ros/db';
import { LiveClient } from './client';
import {
  addMember,
  commit,
  createOwnDatabase,
  createRestaurant,
  range,
  TEST_JWT_SECRET,
  testPrefix,
  until,
  updated,
  type OwnDatabase,
} from './fixtures';

let database: OwnDatabase;
const servers: StartedServer[] = [];
const clients: LiveClient[] = [];
const closers: (() => Promise<void>)[] = [];

const config = (redis: boolean) =>
  loadConfig({
    PORT: '0',
    DATABASE_URL: database.url,
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'never',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ros-rt-')),
    ...(redis ? { REDIS_URL: process.env.REDIS_URL } : {}),
  });

beforeAll(async () => {
  database = await createOwnDatabase();
});

afterAll(async () => {
  clients.forEach((c) => c.stop());
  for (const s of servers) await s.close();
  for (const close of closers) await close();
  await database?.drop();
});

const get = async (app: StartedServer, url: string, token: string) => {
  const res = await fetch(app.url + url, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as any };
};

describe.each([
  ['embedded on PGlite (as `npm start`)', 'embedded' as const, 'pglite' as const],
  ['embedded on PostgreSQL', 'embedded' as const, 'postgres' as const],
  ['all-in-one with Redis and BullMQ', 'all' as const, 'postgres' as const],
])('API process, %s', (_name, runtime, kind) => {
  let app: StartedServer;
  let db: Database['db'];
  beforeAll(async () => {
    const own = kind === 'pglite' ? await openDatabase({ kind: 'pglite', dataDir: null }) : database;
    if (kind === 'pglite') closers.push(() => own.close());
    db = own.db;
    app = await startServer(config(runtime === 'all'), { database: own, runtime, redisPrefix: testPrefix('api') });
    servers.push(app);
  });

  it('serves the gateway on the API origin and delivers what commands commit', async () => {
    const r = await createRestaurant(db);
    const c = new LiveClient([app.url], r.owner.token, r.id);
    clients.push(c);
    expect(await c.start()).toEqual({ ok: true, lastSeq: 0 });
    for (let i = 0; i < 5; i++) app.deps.afterCommit(await commit(db, r.id, [updated(r.id, i)]));
    await until(() => c.lastSeq === 5, 'five events');
    expect(c.received).toEqual(range(5));
    // The jobs the events trigger ran in this mode's queue.
    const counted = async () =>
      (await db.selectFrom('daily_counters').select('count').where('restaurant_id', '=', r.id).executeTakeFirst())
        ?.count;
    await until(async () => (await counted()) === 5, 'the daily counter to reach 5');
    const res = await fetch(`${app.url}/api/config`);
    expect(await res.json()).toEqual({ realtimeUrl: null });
  });

  it('lists the activity log newest first, filtered and paginated, for members allowed to see it', async () => {
    const r = await createRestaurant(db);
    const waiter = await addMember(db, r, 'waiter');
    const cashier = await addMember(db, r, 'cashier');
    const stranger = await createRestaurant(db);
    await commit(db, r.id, [updated(r.id, 1), { type: 'restaurant.opened', payload: { restaurantId: r.id } }]);
    await commit(
      db,
      r.id,
      [updated(r.id, 3), { type: 'role.created', payload: { roleId: r.roles.cashier, name: 'Cashier' } }],
      cashier,
    );

    const page1 = await get(app, `/api/restaurants/${r.id}/events?perPage=2`, r.owner.token);
    expect(page1.status).toBe(200);
    expect(page1.body.total).toBe(4);
    expect(page1.body.data.map((e: any) => e.seq)).toEqual([4, 3]);
    expect(page1.body.data[1]).toMatchObject({
      restaurantId: r.id,
      type: 'restaurant.updated',
      payload: { changes: { marker: 3 } },
      actor: { userId: cashier.userId },
    });
    const page2 = await get(app, `/api/restaurants/${r.id}/events?perPage=2&page=2`, r.owner.token);
    expect(page2.body.data.map((e: any) => e.seq)).toEqual([2, 1]);
    const byType = await get(app, `/api/restaurants/${r.id}/events?type=restaurant.updated`, r.owner.token);
    expect(byType.body).toMatchObject({ total: 2 });
    expect(byType.body.data.map((e: any) => e.seq)).toEqual([3, 1]);
    const byActor = await get(app, `/api/restaurants/${r.id}/events?actorId=${cashier.userId}`, r.owner.token);
    expect(byActor.body.data.map((e: any) => e.seq)).toEqual([4, 3]);
    // A cashier may see the activity log but not role events (they need the roles permission).
    const asCashier = await get(app, `/api/restaurants/${r.id}/events`, cashier.token);
    expect(asCashier.body.total).toBe(3);
    expect(asCashier.body.data.map((e: any) => e.type)).toEqual([
      'restaurant.updated',
      'restaurant.opened',
      'restaurant.updated',
    ]);

    expect((await get(app, `/api/restaurants/${r.id}/events`, waiter.token)).status).toBe(403);
    expect((await get(app, `/api/restaurants/${r.id}/events`, stranger.owner.token)).status).toBe(404);
    expect((await get(app, `/api/restaurants/${r.id}/events?perPage=1000`, r.owner.token)).status).toBe(400);
  });
});
