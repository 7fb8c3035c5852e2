import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendEvents, withTenant } from '@ros/db';
import { jobIdFor, STREAM_WINDOW_MS, type JobName } from '@ros/shared-events';
import { RedisEventBus } from '@ros/bus';
import { BullJobQueue } from '@ros/workers/queue/bullmq-queue';
import type { EnqueueOptions, JobQueue, JobRunner, ProcessOptions } from '@ros/workers/queue/job-queue';
import { reportJobs } from '@ros/api/modules/insight/reports/reports.jobs';
import { apiJobs } from '@ros/server';
import { startWorkers, type WorkersRuntime } from '@ros/workers/runtime';
import { jobOf } from '../fixtures/run-job';
import {
  commit,
  createOwnDatabase,
  createRestaurant,
  range,
  silentLog,
  testPrefix,
  until,
  updated,
  type OwnDatabase,
} from './fixtures';

/** The BullMQ queue of the workers, recording what the relay enqueues and which jobs run. */
class RecordingQueue implements JobQueue {
  readonly enqueued: { name: JobName; jobId: string; delay?: number; at: number }[] = [];
  readonly ran: { name: JobName; jobId: string }[] = [];
  constructor(private readonly inner: JobQueue) {}
  async enqueue(name: JobName, payload: unknown, options: EnqueueOptions): Promise<void> {
    await this.inner.enqueue(name, payload, options);
    this.enqueued.push({ name, jobId: options.jobId, delay: options.delay, at: Date.now() });
  }
  process(run: JobRunner, options?: ProcessOptions): Promise<void> {
    return this.inner.process(async (name, payload, ctx) => {
      await run(name, payload, ctx);
      this.ran.push({ name, jobId: ctx.jobId });
    }, options);
  }
  close(): Promise<void> {
    return this.inner.close();
  }
}

const JOB = 'report.count-daily';
let database: OwnDatabase;
let workers: WorkersRuntime;
let bus: RedisEventBus;
let queue: RecordingQueue;

beforeAll(async () => {
  database = await createOwnDatabase();
  const prefix = testPrefix('jobs');
  bus = new RedisEventBus({ url: process.env.REDIS_URL!, prefix, consume: false });
  await bus.start();
  queue = new RecordingQueue(new BullJobQueue({ url: process.env.REDIS_URL!, prefix }));
  workers = await startWorkers({
    db: database.db,
    bus,
    queue,
    log: silentLog,
    jobs: apiJobs(),
    lockDatabaseUrl: database.url,
  });
});

afterAll(async () => {
  await workers?.close();
  await bus?.close();
  await database?.drop();
});

const counters = (restaurantId: string) =>
  database.db
    .selectFrom('daily_counters')
    .select(['event_type', 'count'])
    .where('restaurant_id', '=', restaurantId)
    .orderBy('event_type')
    .execute();
const cursor = async (restaurantId: string) =>
  (
    await database.db
      .selectFrom('job_cursors')
      .select('done_seq')
      .where('restaurant_id', '=', restaurantId)
      .where('job_name', '=', JOB)
      .executeTakeFirst()
  )?.done_seq;
/**
 * Waits until every roll-up the relay has enqueued so far has run. Call it once the events are
 * marked published (the relay enqueues before marking): the window's roll-up may be one enqueued
 * before (the window was already covered), so "a new job" would not do.
 */
const rollUpsRun = () =>
  until(
    () => queue.enqueued.every((e) => e.name !== JOB || queue.ran.some((j) => j.jobId === e.jobId)),
    'the relay’s roll-ups to run',
  );
const unpublished = async (restaurantId: string) =>
  (
    await database.db
      .selectFrom('event_outbox as o')
      .innerJoin('events as e', 'e.position', 'o.position')
      .select('e.id')
      .where('e.restaurant_id', '=', restaurantId)
      .execute()
  ).length;
/** A run of the roll-up outside the relay's schedule: a retry, a replay after a crash, or a late job. */
const runCountJob = (windowStart: number, attempt = 2) =>
  jobOf(reportJobs, JOB, {
    db: database.db,
    log: silentLog,
    queue: { enqueue: async () => {} },
    linkBase: 'http://127.0.0.1',
  }).handle({ windowStart }, { jobId: jobIdFor(JOB, String(windowStart)), attempt });

describe('event-triggered jobs', () => {
  it('rolls events up into daily counters once, even when the events are published again and jobs run again or late', async () => {
    const r = await createRestaurant(database.db);
    const events = await commit(database.db, r.id, [
      updated(r.id, 1),
      updated(r.id, 2),
      { type: 'restaurant.opened', payload: { restaurantId: r.id } },
    ]);
    workers.relay.nudge(events);
    const expected = [
      { event_type: 'restaurant.opened', count: 1 },
      { event_type: 'restaurant.updated', count: 2 },
    ];
    // The relay's job runs after its window ends (≤ STREAM_WINDOW_MS + margin): well within the wait.
    await until(
      async () => JSON.stringify(await counters(r.id)) === JSON.stringify(expected),
      'the counters to roll up',
    );
    expect(await cursor(r.id)).toBe(3);

    // The relay crashed before marking them: they are published and their jobs enqueued again.
    await database.db
      .insertInto('event_outbox')
      .columns(['position'])
      .expression((eb) => eb.selectFrom('events').select('position').where('restaurant_id', '=', r.id))
      .execute();
    workers.relay.nudge();
    await until(async () => (await unpublished(r.id)) === 0, 'the relay to publish them again');
    // And a worker runs the same window's job a second time (at-least-once delivery), and an older one late.
    const windowStart = Date.now() - (Date.now() % STREAM_WINDOW_MS);
    await runCountJob(windowStart);
    await runCountJob(windowStart - 10 * STREAM_WINDOW_MS);
    await rollUpsRun();
    expect(await counters(r.id)).toEqual(expected);
    expect(await cursor(r.id)).toBe(3);

    // Later events are added to the same counters, once, whichever run takes them first.
    const more = await commit(database.db, r.id, [updated(r.id, 3)]);
    await runCountJob(windowStart - 20 * STREAM_WINDOW_MS);
    workers.relay.nudge(more);
    await until(async () => (await unpublished(r.id)) === 0, 'the relay to publish the new event');
    await rollUpsRun();
    expect(await counters(r.id)).toEqual([
      { event_type: 'restaurant.opened', count: 1 },
      { event_type: 'restaurant.updated', count: 3 },
    ]);
    expect(await cursor(r.id)).toBe(4);
  });

  it('counts each event once when runs overlap', async () => {
    const restaurants = await Promise.all(range(3).map(() => createRestaurant(database.db)));
    const commits = restaurants.flatMap((r) =>
      range(10).map((i) => () => commit(database.db, r.id, [updated(r.id, i), updated(r.id, `${i}b`)])),
    );
    // Commands, the relay's jobs and extra runs (retries, another worker) all at once.
    const start = Date.now();
    await Promise.all([...commits.map((c) => c()), ...range(6).map((i) => runCountJob(start - i * STREAM_WINDOW_MS))]);
    workers.relay.nudge();
    await Promise.all(range(3).map((i) => runCountJob(start - (10 + i) * STREAM_WINDOW_MS)));
    for (const r of restaurants) {
      await until(async () => (await cursor(r.id)) === 20, 'the roll-up to reach the last event');
      expect(await counters(r.id)).toEqual([{ event_type: 'restaurant.updated', count: 20 }]);
    }
  });

  it('costs one roll-up job per window whatever the number of events and restaurants', async () => {
    const restaurants = await Promise.all(range(5).map(() => createRestaurant(database.db)));
    // Start in a window of its own: a run the relay enqueued for an earlier window may otherwise
    // count these events before any job of theirs is enqueued.
    await new Promise((r) => setTimeout(r, 2 * STREAM_WINDOW_MS));
    const start = Date.now();
    const from = queue.enqueued.length;
    const commands = 200;
    for (const i of range(commands)) {
      const r = restaurants[i % restaurants.length]!;
      workers.relay.nudge(await commit(database.db, r.id, [updated(r.id, i), updated(r.id, `${i}b`)]));
    }
    for (const r of restaurants)
      await until(
        async () => (await cursor(r.id)) === (2 * commands) / restaurants.length,
        'the roll-up to reach the last event',
      );
    const elapsed = Date.now() - start;

    for (const r of restaurants)
      expect(await counters(r.id)).toEqual([
        { event_type: 'restaurant.updated', count: (2 * commands) / restaurants.length },
      ]);
    const rollUps = queue.enqueued.slice(from).filter((j) => j.name === JOB);
    // One per window at most (each delayed to the end of its window), so a handful for 200 commands.
    const windows = Math.ceil(elapsed / STREAM_WINDOW_MS) + 1;
    expect(rollUps.length).toBeGreaterThan(0);
    expect(rollUps.length).toBeLessThanOrEqual(windows);
    expect(new Set(rollUps.map((j) => j.jobId)).size).toBe(rollUps.length);
    for (const j of rollUps) expect(j.delay).toBeGreaterThan(0);
    const ran = queue.ran.filter((j) => j.name === JOB && rollUps.some((u) => u.jobId === j.jobId));
    expect(ran.length).toBeLessThanOrEqual(rollUps.length);
    expect(rollUps.length).toBeLessThan(commands / 4);
  });

  it('counts by the business day of the restaurant time zone', async () => {
    const r = await createRestaurant(database.db);
    await database.db
      .updateTable('restaurants')
      .set({ time_zone: 'Pacific/Kiritimati' })
      .where('id', '=', r.id)
      .execute();
    // The event happened at 12:30 UTC (set in the committing transaction, before the relay can see it).
    await withTenant(database.db, r.id, async (trx) => {
      const [e] = await appendEvents(trx, r.id, null, [updated(r.id, 'tz')]);
      await trx
        .updateTable('events')
        .set({ occurred_at: new Date('2026-03-01T12:30:00Z') })
        .where('id', '=', e!.id)
        .execute();
    });
    workers.relay.nudge();
    // 12:30 UTC is 02:30 the next day at UTC+14.
    await until(
      async () =>
        (await database.db.selectFrom('daily_counters').select('count').where('restaurant_id', '=', r.id).execute())
          .length === 1,
      'the counter',
    );
    const row = await database.db
      .selectFrom('daily_counters')
      .selectAll()
      .where('restaurant_id', '=', r.id)
      .executeTakeFirstOrThrow();
    expect(new Date(row.business_day).toISOString().slice(0, 10)).toBe('2026-03-02');
  });
});
