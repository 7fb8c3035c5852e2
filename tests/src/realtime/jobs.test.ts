import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendEvents, withTenant } from '@ros/db';
import { jobIdFor } from '@ros/shared-events';
import { RedisEventBus } from '@ros/workers/bus/redis-bus';
import { countDailyJob } from '@ros/workers/jobs/count-daily.job';
import { createJobRegistry } from '@ros/workers/jobs/registry';
import { BullJobQueue } from '@ros/workers/queue/bullmq-queue';
import { startWorkers, type WorkersRuntime } from '@ros/workers/runtime';
import { commit, createOwnDatabase, createRestaurant, silentLog, testPrefix, until, updated, type OwnDatabase } from './fixtures';

let database: OwnDatabase;
let workers: WorkersRuntime;
let bus: RedisEventBus;

beforeAll(async () => {
  database = await createOwnDatabase();
  const prefix = testPrefix('jobs');
  bus = new RedisEventBus({ url: process.env.REDIS_URL!, prefix, consume: false });
  await bus.start();
  const queue = new BullJobQueue({ url: process.env.REDIS_URL!, prefix });
  workers = await startWorkers({ db: database.db, bus, queue, log: silentLog, lockDatabaseUrl: database.url });
});

afterAll(async () => {
  await workers?.close();
  await bus?.close();
  await database?.drop();
});

const counters = (restaurantId: string) =>
  database.db.selectFrom('daily_counters').select(['event_type', 'count']).where('restaurant_id', '=', restaurantId).orderBy('event_type').execute();

describe('event-triggered jobs', () => {
  it('rolls events up into daily counters once, even when the events are published and run again', async () => {
    const r = await createRestaurant(database.db);
    const events = await commit(database.db, r.id, [updated(r.id, 1), updated(r.id, 2), { type: 'restaurant.opened', payload: { restaurantId: r.id } }]);
    workers.relay.nudge(events);
    const expected = [{ event_type: 'restaurant.opened', count: 1 }, { event_type: 'restaurant.updated', count: 2 }];
    await until(async () => JSON.stringify(await counters(r.id)) === JSON.stringify(expected), 'the counters to roll up');

    // The relay crashed before marking them: they are published and their jobs enqueued again.
    await database.db.updateTable('events').set({ published_at: null }).where('restaurant_id', '=', r.id).execute();
    workers.relay.nudge();
    await until(async () => (await database.db.selectFrom('events').select('id').where('restaurant_id', '=', r.id).where('published_at', 'is', null).execute()).length === 0, 'the relay to publish them again');
    // And a worker runs a job of that stream a second time (at-least-once delivery after a crash), or an older one late.
    const registry = createJobRegistry([countDailyJob(database.db)], ['report.count-daily']);
    for (const uptoSeq of [3, 2]) {
      await registry.run('report.count-daily', { streams: [{ restaurantId: r.id, uptoSeq }] }, { jobId: jobIdFor('report.count-daily', events[uptoSeq - 1]!.id), attempt: 2 });
    }
    expect(await counters(r.id)).toEqual(expected);
    const cursor = await database.db.selectFrom('job_cursors').select('done_seq').where('restaurant_id', '=', r.id).executeTakeFirstOrThrow();
    expect(cursor.done_seq).toBe(3);

    // Later events are added to the same counters, once.
    const more = await commit(database.db, r.id, [updated(r.id, 3)]);
    workers.relay.nudge(more);
    await until(async () => (await counters(r.id)).find((c) => c.event_type === 'restaurant.updated')?.count === 3, 'the next event to count');
    await registry.run('report.count-daily', { streams: [{ restaurantId: r.id, uptoSeq: 4 }] }, { jobId: jobIdFor('report.count-daily', more[0]!.id), attempt: 2 });
    expect(await counters(r.id)).toEqual([{ event_type: 'restaurant.opened', count: 1 }, { event_type: 'restaurant.updated', count: 3 }]);
  });

  it('counts by the business day of the restaurant time zone', async () => {
    const r = await createRestaurant(database.db);
    await database.db.updateTable('restaurants').set({ time_zone: 'Pacific/Kiritimati' }).where('id', '=', r.id).execute();
    // The event happened at 12:30 UTC (set in the committing transaction, before the relay can see it).
    await withTenant(database.db, r.id, async (trx) => {
      const [e] = await appendEvents(trx, r.id, null, [updated(r.id, 'tz')]);
      await trx.updateTable('events').set({ occurred_at: new Date('2026-03-01T12:30:00Z') }).where('id', '=', e!.id).execute();
    });
    workers.relay.nudge();
    // 12:30 UTC is 02:30 the next day at UTC+14.
    await until(async () => (await database.db.selectFrom('daily_counters').select('count').where('restaurant_id', '=', r.id).execute()).length === 1, 'the counter');
    const row = await database.db.selectFrom('daily_counters').selectAll().where('restaurant_id', '=', r.id).executeTakeFirstOrThrow();
    expect(new Date(row.business_day).toISOString().slice(0, 10)).toBe('2026-03-02');
  });
});
