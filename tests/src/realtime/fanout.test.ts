import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '@ros/realtime/gateway';
import { RedisEventBus } from '@ros/bus';
import { BullJobQueue } from '@ros/workers/queue/bullmq-queue';
import { apiJobs } from '@ros/server';
import { startWorkers, type WorkersRuntime } from '@ros/workers/runtime';
import { LiveClient } from './client';
import {
  addMember,
  commit,
  createOwnDatabase,
  createRestaurant,
  range,
  silentLog,
  TEST_JWT_SECRET,
  testPrefix,
  until,
  updated,
  type OwnDatabase,
} from './fixtures';

const redisUrl = process.env.REDIS_URL!;
let database: OwnDatabase;
let workers: WorkersRuntime;
const gateways: Gateway[] = [];
const buses: RedisEventBus[] = [];
const clients: LiveClient[] = [];
let urls: string[];

beforeAll(async () => {
  database = await createOwnDatabase();
  const prefix = testPrefix('fanout');
  const relayBus = new RedisEventBus({ url: redisUrl, prefix, consume: false });
  buses.push(relayBus);
  await relayBus.start();
  const queue = new BullJobQueue({ url: redisUrl, prefix });
  workers = await startWorkers({
    db: database.db,
    bus: relayBus,
    queue,
    log: silentLog,
    jobs: apiJobs(),
    lockDatabaseUrl: database.url,
  });
  for (let i = 0; i < 2; i++) {
    const bus = new RedisEventBus({ url: redisUrl, prefix });
    buses.push(bus);
    await bus.start();
    gateways.push(
      await createGateway(0, { db: database.db, bus, jwtSecret: TEST_JWT_SECRET, log: silentLog, replayWindow: 50 }),
    );
  }
  urls = gateways.map((g) => `http://127.0.0.1:${g.port}`);
});

afterAll(async () => {
  clients.forEach((c) => c.stop());
  await Promise.all(gateways.map((g) => g.close()));
  await workers?.close();
  await Promise.all(buses.map((b) => b.close()));
  await database?.drop();
});

const client = (url: string, token: string, restaurantId: string, afterSeq?: number) => {
  const c = new LiveClient([url], token, restaurantId, { afterSeq, reconnect: false });
  clients.push(c);
  return c;
};

/** Commits `n` events one command at a time, nudging the relay like the API does after commit. */
async function commands(restaurantId: string, n: number, marker = 'm') {
  for (let i = 0; i < n; i++) {
    const events = await commit(database.db, restaurantId, [updated(restaurantId, `${marker}${i}`)]);
    workers.relay.nudge(events);
  }
}

describe('realtime fan-out across gateway nodes', () => {
  it('delivers every event exactly once, in seq order, to clients on both nodes', async () => {
    const r = await createRestaurant(database.db);
    const waiter = await addMember(database.db, r, 'waiter');
    const cs = [
      client(urls[0]!, r.owner.token, r.id),
      client(urls[1]!, r.owner.token, r.id),
      client(urls[0]!, waiter.token, r.id),
      client(urls[1]!, waiter.token, r.id),
    ];
    for (const c of cs) expect(await c.start()).toEqual({ ok: true, lastSeq: 0 });
    // Concurrent commands, several events per command.
    await Promise.all([
      commands(r.id, 20, 'a'),
      commands(r.id, 20, 'b'),
      commit(database.db, r.id, [updated(r.id, 'x'), updated(r.id, 'y')]).then((e) => workers.relay.nudge(e)),
    ]);
    await until(() => cs.every((c) => c.lastSeq === 42), 'all clients to reach seq 42');
    for (const c of cs) {
      expect(c.received).toEqual(range(42));
      expect(c.duplicates).toBe(0);
      expect(c.gaps).toBe(0);
    }
    // What the clients applied is exactly what was committed.
    const rows = await database.db
      .selectFrom('events')
      .select(['id', 'seq'])
      .where('restaurant_id', '=', r.id)
      .orderBy('seq')
      .execute();
    expect(cs[0]!.applied.map((e) => ('id' in e ? e.id : null))).toEqual(rows.map((row) => row.id));
  });

  it('replays what a client missed after afterSeq, then continues live without gap or duplicate', async () => {
    const r = await createRestaurant(database.db);
    await commands(r.id, 10);
    const late = client(urls[1]!, r.owner.token, r.id, 4);
    const replaying = late.start();
    // Live events committed while the replay runs.
    await commands(r.id, 10, 'live');
    expect(await replaying).toMatchObject({ ok: true });
    await until(() => late.lastSeq === 20, 'the late client to reach seq 20');
    expect(late.received).toEqual(range(16, 5));
    // Replayed (read from the table) and live (from the bus) events carry the same envelope.
    expect(late.applied[0]).toMatchObject({
      seq: 5,
      type: 'restaurant.updated',
      payload: { restaurantId: r.id, changes: { marker: 'm4' } },
    });
    expect(late.applied[15]).toMatchObject({ seq: 20, payload: { restaurantId: r.id, changes: { marker: 'live9' } } });
    expect(late.duplicates).toBe(0);
  });

  it('asks a client beyond the replay window to resync, then streams live', async () => {
    const r = await createRestaurant(database.db);
    await commit(
      database.db,
      r.id,
      range(60).map((i) => updated(r.id, i)),
    );
    const c = client(urls[0]!, r.owner.token, r.id, 2);
    expect(await c.start()).toEqual({ ok: true, lastSeq: 60 });
    await until(() => c.resyncs.length === 1, 'resync_required');
    expect(c.resyncs[0]).toEqual({ restaurantId: r.id, lastSeq: 60 });
    await commands(r.id, 1);
    await until(() => c.lastSeq === 61, 'the next live event');
    expect(c.received).toEqual([61]);
  });

  it("never delivers another restaurant's events, whatever the client asks for", async () => {
    const a = await createRestaurant(database.db);
    const b = await createRestaurant(database.db);
    const ca = client(urls[0]!, a.owner.token, a.id);
    const cb = client(urls[1]!, b.owner.token, b.id);
    await ca.start();
    await cb.start();
    expect(await ca.subscribeRaw(b.id)).toEqual({
      ok: false,
      error: { code: 'not_found', message: 'Restaurant not found' },
    });
    expect(await ca.subscribeRaw(b.id, 0)).toMatchObject({ ok: false });
    expect(await ca.subscribeRaw('not-a-uuid')).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    await commands(b.id, 5);
    await commands(a.id, 2);
    await until(() => cb.lastSeq === 5 && ca.lastSeq === 2, 'both restaurants to be delivered');
    // LiveClient throws on a foreign restaurantId; its received list holds A's events only.
    expect(ca.received).toEqual([1, 2]);
    expect(ca.applied.every((e) => e.restaurantId === a.id)).toBe(true);
  });

  it('answers health and readiness probes on its own port', async () => {
    for (const url of urls) {
      expect(await (await fetch(`${url}/health`)).json()).toEqual({ ok: true });
      const ready = await fetch(`${url}/ready`);
      expect(ready.status).toBe(200);
    }
  });

  it('rejects a connection without a valid token with connect_error "unauthorized"', async () => {
    const bad = client(urls[0]!, 'not-a-token', '00000000-0000-4000-8000-000000000000');
    await expect(bad.start()).rejects.toThrow('unauthorized');
  });

  it('sends events the role may not read as hidden placeholders, keeping the sequence gap-free', async () => {
    const r = await createRestaurant(database.db);
    const waiter = await addMember(database.db, r, 'waiter');
    const cw = client(urls[0]!, waiter.token, r.id);
    const co = client(urls[1]!, r.owner.token, r.id);
    await cw.start();
    await co.start();
    const roleRef = { roleId: r.roles.cashier, name: 'Cashier' };
    // role.created needs the `roles` permission; a waiter does not have it.
    const events = await commit(database.db, r.id, [
      updated(r.id, 1),
      { type: 'role.created', payload: roleRef },
      updated(r.id, 3),
    ]);
    workers.relay.nudge(events);
    await until(() => cw.lastSeq === 3 && co.lastSeq === 3, 'three events');
    expect(cw.applied.map((e) => ('hidden' in e ? 'hidden' : e.type))).toEqual([
      'restaurant.updated',
      'hidden',
      'restaurant.updated',
    ]);
    expect(cw.applied[1]).toEqual({ restaurantId: r.id, seq: 2, hidden: true });
    expect(co.applied.map((e) => ('hidden' in e ? 'hidden' : e.type))).toEqual([
      'restaurant.updated',
      'role.created',
      'restaurant.updated',
    ]);
  });

  it('emits nothing for a rolled-back command', async () => {
    const r = await createRestaurant(database.db);
    const c = client(urls[0]!, r.owner.token, r.id);
    await c.start();
    await commands(r.id, 1, 'before');
    await expect(
      database.db.transaction().execute(async (trx) => {
        const { appendEvents } = await import('@ros/db');
        await appendEvents(trx, r.id, null, [updated(r.id, 'rolled-back')]);
        throw new Error('rule violation');
      }),
    ).rejects.toThrow('rule violation');
    await commands(r.id, 1, 'after');
    await until(() => c.lastSeq === 2, 'two events');
    const markers = c.applied.map((e) =>
      'payload' in e ? (e.payload as { changes: { marker: string } }).changes.marker : null,
    );
    expect(markers).toEqual(['before0', 'after0']);
    const count = await database.db
      .selectFrom('events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('restaurant_id', '=', r.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });

  it('drops a removed member from the stream and updates a member whose role changed', async () => {
    const r = await createRestaurant(database.db);
    const waiter = await addMember(database.db, r, 'waiter');
    const chef = await addMember(database.db, r, 'chef');
    const cw = client(urls[0]!, waiter.token, r.id);
    const cc = client(urls[1]!, chef.token, r.id);
    await cw.start();
    await cc.start();
    const roleRef = { roleId: r.roles.cashier, name: 'Cashier' };
    // The chef becomes a manager (who may read roles); the waiter is removed.
    await database.db
      .updateTable('members')
      .set({ role_id: r.roles.manager })
      .where('id', '=', chef.memberId)
      .execute();
    await database.db.updateTable('members').set({ status: 'inactive' }).where('id', '=', waiter.memberId).execute();
    const ref = (p: typeof waiter, roleId: string) => ({
      memberId: p.memberId,
      userId: p.userId,
      email: `${p.name}@x`,
      roleId,
      roleName: 'x',
    });
    const events = await commit(database.db, r.id, [
      { type: 'member.role_changed', payload: { ...ref(chef, r.roles.manager), previousRoleId: r.roles.chef } },
      { type: 'member.status_changed', payload: { ...ref(waiter, r.roles.waiter), status: 'inactive' } },
      { type: 'role.created', payload: roleRef },
    ]);
    workers.relay.nudge(events);
    await until(() => cc.lastSeq === 3, 'the chef to get three events');
    expect(cc.applied[2]).toMatchObject({ seq: 3, type: 'role.created' });
    await until(() => !cw.connected, 'the removed waiter to be disconnected');
    expect(cw.lastSeq).toBeLessThan(3);
    expect(cw.disconnectReason).toBe('io server disconnect');
    // Coming back does not help: they are not a member any more.
    const again = client(urls[1]!, waiter.token, r.id);
    expect(await again.start()).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });
});
