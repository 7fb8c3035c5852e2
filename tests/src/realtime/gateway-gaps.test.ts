import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '@ros/realtime/gateway';
import { MemoryEventBus } from '@ros/bus';
import { LiveClient } from './client';
import {
  addMember,
  commit,
  createOwnDatabase,
  createRestaurant,
  range,
  silentLog,
  TEST_JWT_SECRET,
  until,
  updated,
  type OwnDatabase,
} from './fixtures';

// No relay here: the test plays the bus by hand to show what a gateway node does with what it gets.
let database: OwnDatabase;
let bus: MemoryEventBus;
let gateway: Gateway;
let url: string;
const clients: LiveClient[] = [];

beforeAll(async () => {
  database = await createOwnDatabase();
  bus = new MemoryEventBus();
  await bus.start();
  gateway = await createGateway(0, { db: database.db, bus, jwtSecret: TEST_JWT_SECRET, log: silentLog });
  url = `http://127.0.0.1:${gateway.port}`;
});

afterAll(async () => {
  clients.forEach((c) => c.stop());
  await gateway?.close();
  await bus?.close();
  await database?.drop();
});

describe('gateway node delivery rules', () => {
  it('fills a gap in what the bus delivers from the database, in order, and drops repeats', async () => {
    const r = await createRestaurant(database.db);
    const c = new LiveClient([url], r.owner.token, r.id, { reconnect: false });
    clients.push(c);
    await c.start();
    const events = await commit(
      database.db,
      r.id,
      range(5).map((i) => updated(r.id, i)),
    );
    // Only the 3rd arrives (1 and 2 were lost), then 3 again, then 5 before 4.
    await bus.publish([events[2]!]);
    await bus.publish([events[2]!, events[4]!, events[3]!]);
    await until(() => c.lastSeq === 5, 'seq 5');
    expect(c.received).toEqual(range(5));
    expect(c.applied.map((e) => ('id' in e ? e.id : null))).toEqual(events.map((e) => e.id));
  });

  it('treats an afterSeq ahead of the restaurant as a resync', async () => {
    const r = await createRestaurant(database.db);
    await commit(database.db, r.id, [updated(r.id, 1)]);
    const c = new LiveClient([url], r.owner.token, r.id, { afterSeq: 9, reconnect: false });
    clients.push(c);
    expect(await c.start()).toEqual({ ok: true, lastSeq: 1 });
    await until(() => c.resyncs.length === 1, 'resync_required');
    expect(c.resyncs[0]).toEqual({ restaurantId: r.id, lastSeq: 1 });
  });

  it('stops sending after unsubscribe', async () => {
    const r = await createRestaurant(database.db);
    const c = new LiveClient([url], r.owner.token, r.id, { reconnect: false });
    clients.push(c);
    await c.start();
    await bus.publish(await commit(database.db, r.id, [updated(r.id, 1)]));
    await until(() => c.lastSeq === 1, 'seq 1');
    await c.unsubscribe();
    await bus.publish(await commit(database.db, r.id, [updated(r.id, 2)]));
    // A later subscription shows seq 2 was committed; the unsubscribed stream never carried it.
    expect(await c.subscribeRaw(r.id)).toEqual({ ok: true, lastSeq: 2 });
    expect(c.received).toEqual([1]);
  });

  it('sends live events in full only to who may read them: a driver sees their own deliveries, a late joiner replays first', async () => {
    const r = await createRestaurant(database.db);
    const [driverA, driverB, waiter] = [
      await addMember(database.db, r, 'delivery'),
      await addMember(database.db, r, 'delivery'),
      await addMember(database.db, r, 'waiter'),
    ];
    const live = [r.owner, driverA, driverB, waiter].map(
      (p) => new LiveClient([url], p.token, r.id, { reconnect: false }),
    );
    clients.push(...live);
    await Promise.all(live.map((c) => c.start()));
    const delivery = (type: string, driverUserId: string) => ({
      type,
      payload: { delivery: { id: type }, driverUserId, previousDriverUserId: null },
    });
    const events = await commit(database.db, r.id, [
      updated(r.id, 1),
      delivery('delivery.assigned', driverA.userId),
      delivery('delivery.status_changed', driverB.userId),
      updated(r.id, 4),
    ]);
    await bus.publish(events.slice(0, 2));
    // Subscribes from seq 0 while the rest goes live: its replay comes first, then the live events.
    const late = new LiveClient([url], waiter.token, r.id, { afterSeq: 0, reconnect: false });
    clients.push(late);
    await Promise.all([late.start(), bus.publish(events.slice(2))]);
    await until(() => [...live, late].every((c) => c.lastSeq === 4), 'seq 4 everywhere');
    const shapes = (c: LiveClient) => c.applied.map((e) => ('hidden' in e ? 'hidden' : e.type));
    const [owner, a, b, w] = live.map(shapes);
    expect(owner).toEqual(['restaurant.updated', 'delivery.assigned', 'delivery.status_changed', 'restaurant.updated']);
    expect(a).toEqual(['restaurant.updated', 'delivery.assigned', 'hidden', 'restaurant.updated']);
    expect(b).toEqual(['restaurant.updated', 'hidden', 'delivery.status_changed', 'restaurant.updated']);
    expect(w).toEqual(['restaurant.updated', 'hidden', 'hidden', 'restaurant.updated']);
    expect(shapes(late)).toEqual(w);
    for (const c of [...live, late]) expect(c.received).toEqual(range(4));
  });
});
