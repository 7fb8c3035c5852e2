import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant, type StoredEvent } from '@ros/db';
import type { JobName } from '@ros/shared-events';
import { jobDefinitions } from '@ros/api';
import { MemoryEventBus } from '@ros/bus';
import type { EnqueueOptions, JobQueue } from '@ros/workers/queue/job-queue';
import { Relay } from '@ros/workers/relay/relay';
import { unpublishedQuery } from '@ros/workers/relay/relay.repo';
import { pagesTouched } from '../plans';
import {
  commit,
  createOwnDatabase,
  createRestaurant,
  range,
  silentLog,
  until,
  updated,
  type OwnDatabase,
} from './fixtures';

/** The stream jobs among the system's jobs, which the relay enqueues once per window. */
const STREAM_JOBS = jobDefinitions.flatMap((d) => (d.stream ? [{ name: d.name, windowMs: d.stream.windowMs }] : []));
let database: OwnDatabase;

beforeAll(async () => {
  database = await createOwnDatabase();
});

afterAll(async () => {
  await database?.drop();
});

/** A queue that records job ids and fails while `failing` is set (BullMQ with Redis down). */
class FlakyQueue implements JobQueue {
  failing = false;
  /** When each successfully enqueued stream job is due (its window's end and margin), by job id. */
  readonly streamJobsDue = new Map<string, number>();
  async enqueue(name: JobName, _payload: unknown, options: EnqueueOptions): Promise<void> {
    if (this.failing) throw new Error('queue down');
    if (STREAM_JOBS.some((j) => j.name === name))
      this.streamJobsDue.set(options.jobId, Date.now() + (options.delay ?? 0));
  }
  async process(): Promise<void> {}
  async close(): Promise<void> {}
}

describe('relay pipelining', () => {
  it(
    'publishes in order and marks nothing whose jobs were not enqueued when enqueueing fails behind the publishes',
    { timeout: 60_000 },
    async () => {
      const bus = new MemoryEventBus();
      const queue = new FlakyQueue();
      const relay = new Relay({ db: database.db, bus, queue, log: silentLog, jobs: jobDefinitions, pollMs: 50 });
      const restaurants = await Promise.all([0, 1, 2].map(() => createRestaurant(database.db)));
      // What a consumer applies: it drops what it already has (seq ≤ last) and must never see a gap.
      const last = new Map<string, number>();
      const applied = new Map<string, number[]>();
      let gaps = 0;
      bus.subscribe((e: StoredEvent) => {
        const prev = last.get(e.restaurantId) ?? 0;
        if (e.seq <= prev) return;
        if (e.seq !== prev + 1) gaps++;
        last.set(e.restaurantId, e.seq);
        applied.set(e.restaurantId, [...(applied.get(e.restaurantId) ?? []), e.seq]);
      });
      const started = Date.now();
      relay.start();
      const burst = async (n: number) => {
        for (let i = 0; i < n; i++) {
          for (const r of restaurants) {
            await commit(database.db, r.id, [updated(r.id, i), updated(r.id, `${i}b`)]);
            relay.nudge();
          }
        }
      };
      await burst(10);
      queue.failing = true;
      await burst(10);
      queue.failing = false;
      await burst(10);
      const unpublished = () => database.db.selectFrom('event_outbox').select('position').execute();
      await until(async () => (await unpublished()).length === 0, 'everything to be marked published');
      await relay.settled();
      await relay.stop();

      for (const r of restaurants) expect(applied.get(r.id)).toEqual(range(60));
      expect(gaps).toBe(0);
      // Events are marked only once their jobs are enqueued: a stream job is due after the last event
      // was committed (it counts everything committed by then), and there is at most one of each per window.
      const newest = await database.db
        .selectFrom('events')
        .select((eb) => eb.fn.max('occurred_at').as('at'))
        .executeTakeFirstOrThrow();
      expect(Math.max(...queue.streamJobsDue.values())).toBeGreaterThan(new Date(newest.at!).getTime());
      const elapsed = Date.now() - started;
      expect(queue.streamJobsDue.size).toBeLessThanOrEqual(
        STREAM_JOBS.reduce((n, j) => n + Math.ceil(elapsed / j.windowMs) + 1, 0),
      );
    },
  );

  it('enqueues the stream jobs when it starts, so events whose job was lost are counted without a new event', async () => {
    const queue = new FlakyQueue();
    const relay = new Relay({
      db: database.db,
      bus: new MemoryEventBus(),
      queue,
      log: silentLog,
      jobs: jobDefinitions,
      pollMs: 50,
    });
    relay.start();
    await until(() => queue.streamJobsDue.size === STREAM_JOBS.length, 'each stream job at start');
    await relay.stop();
  });

  it('reads again after its queue failed behind a batch still on its way to the bus, instead of spinning on a settler that already ended', async () => {
    const r = await createRestaurant(database.db);
    const gate = () => {
      let open!: () => void;
      return { opened: new Promise<void>((resolve) => (open = resolve)), open: () => open() };
    };
    const queueDown = gate();
    const busSlow = gate();
    let queueWorks = false;
    const queue = new FlakyQueue();
    queue.enqueue = async () => {
      if (queueWorks) return;
      await queueDown.opened;
      throw new Error('queue down');
    };
    let publishes = 0;
    const seen: string[] = [];
    class SlowSecondPublish extends MemoryEventBus {
      override async publish(events: StoredEvent[]) {
        if (++publishes === 2) await busSlow.opened;
        return super.publish(events);
      }
    }
    const bus = new SlowSecondPublish();
    bus.subscribe((e: StoredEvent) => void seen.push((e.payload as { changes: { marker: string } }).changes.marker));
    const relay = new Relay({ db: database.db, bus, queue, log: silentLog, jobs: jobDefinitions, pollMs: 50 });

    await commit(database.db, r.id, [updated(r.id, 'first')]);
    await relay.publishBatch(); // on the bus; its jobs wait for the queue
    await commit(database.db, r.id, [updated(r.id, 'second')]);
    const second = relay.publishBatch(); // read, and on its way to the bus
    await until(() => publishes === 2, 'the second batch to reach the bus');
    queueDown.open(); // the first batch's jobs fail: settling stops
    await relay.settled();
    busSlow.open(); // the second batch reaches the bus after the failure
    await second;
    // settled() would spin for ever on a settler that ended before it was stored: read it directly.
    expect((relay as unknown as { settler: unknown }).settler).toBeNull();

    // The loop forgets what is unmarked and reads it again once the queue works.
    queueWorks = true;
    relay.start();
    await until(
      async () => (await database.db.selectFrom('event_outbox').select('position').execute()).length === 0,
      'both events to be marked',
    );
    await relay.stop();
    expect(seen.filter((m) => m === 'first' || m === 'second')).toEqual(['first', 'second', 'first', 'second']);
  });

  it('takes a queued position whose event is gone off the outbox and publishes what follows it', async () => {
    const bus = new MemoryEventBus();
    const seen: string[] = [];
    bus.subscribe((e: StoredEvent) => void seen.push(e.id));
    const r = await createRestaurant(database.db);
    await database.db.insertInto('event_outbox').values({ position: 9e12 }).execute();
    const [event] = await commit(database.db, r.id, [updated(r.id, 'after-orphan')]);
    const relay = new Relay({
      db: database.db,
      bus,
      queue: new FlakyQueue(),
      log: silentLog,
      jobs: jobDefinitions,
      pollMs: 50,
    });
    relay.start();
    await until(() => seen.includes(event!.id), 'the event after the orphan to be published');
    await relay.settled();
    await relay.stop();
    expect(await database.db.selectFrom('event_outbox').select('position').execute()).toEqual([]);
  });
});

describe('the outbox queue', () => {
  it('lets a tenant transaction queue its events but not read or take anything off the queue', async () => {
    const r = await createRestaurant(database.db);
    const [event] = await commit(database.db, r.id, [updated(r.id, 'queued')]);
    const queued = await database.db
      .selectFrom('event_outbox as o')
      .innerJoin('events as e', 'e.position', 'o.position')
      .select('e.id')
      .where('e.restaurant_id', '=', r.id)
      .execute();
    expect(queued).toEqual([{ id: event!.id }]);
    await expect(
      withTenant(database.db, r.id, (trx) => trx.selectFrom('event_outbox').select('position').execute()),
    ).rejects.toThrow(/permission denied/);
    await expect(withTenant(database.db, r.id, (trx) => trx.deleteFrom('event_outbox').execute())).rejects.toThrow(
      /permission denied/,
    );
    expect(await database.db.selectFrom('event_outbox').select('position').execute()).toHaveLength(1);
  });

  it("reads the queue's head by key: a long published history costs the relay's read nothing, whatever plan the planner prefers", async () => {
    const r = await createRestaurant(database.db);
    // 20,000 published events (a year of history), then one queued behind them.
    await sql`insert into events (restaurant_id, seq, type, payload)
      select ${r.id}, 1000 + g, 'restaurant.updated', jsonb_build_object('restaurantId', ${r.id}::text, 'changes', jsonb_build_object('marker', g))
      from generate_series(1, 20000) g`.execute(database.db);
    await commit(database.db, r.id, [updated(r.id, 'live')]);
    const read = unpublishedQuery(database.db, 100);
    // Off: what a planner that expects many queued rows (stale statistics after a burst) would rather do.
    const pagesRead = (nestedLoops: 'on' | 'off') => pagesTouched(database.db, read, { enable_nestloop: nestedLoops });
    expect(await pagesRead('on')).toBeLessThan(20);
    expect(await pagesRead('off')).toBeLessThan(20);
  });

  it(
    'vacuums the queue as it takes rows off it, so a read does not pass over the rows taken off since autovacuum last came',
    { timeout: 90_000 },
    async () => {
      const r = await createRestaurant(database.db);
      // 20,000 queued events (a few minutes of a Friday peak), published and taken off by the relay.
      await sql`with e as (
        insert into events (restaurant_id, seq, type, payload)
        select ${r.id}, 100000 + g, 'restaurant.updated', jsonb_build_object('restaurantId', ${r.id}::text, 'changes', jsonb_build_object('marker', g))
        from generate_series(1, 20000) g returning position)
      insert into event_outbox (position) select position from e`.execute(database.db);
      const relay = new Relay({
        db: database.db,
        bus: new MemoryEventBus(),
        queue: new FlakyQueue(),
        log: silentLog,
        jobs: jobDefinitions,
        pollMs: 50,
        vacuumAfterRows: 1000,
      });
      relay.start();
      const queued = async () =>
        Number((await sql<{ n: string }>`select count(*) as n from event_outbox`.execute(database.db)).rows[0]!.n);
      await until(async () => (await queued()) === 0, 'the queue to be empty', 60_000);
      await relay.settled();
      await relay.stop();
      await commit(database.db, r.id, [updated(r.id, 'live')]);
      // At most 999 rows taken off since the last vacuum are left to pass over; without the vacuum
      // this read passed over all 20,000 (62 pages).
      expect(await pagesTouched(database.db, unpublishedQuery(database.db, 100))).toBeLessThan(20);
    },
  );
});
