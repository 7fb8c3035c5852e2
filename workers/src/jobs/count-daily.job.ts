import { sql, type Kysely } from 'kysely';
import type { DB } from '@ros/db';
import { jobIdFor } from '@ros/shared-events';
import type { JobQueue } from '../queue/job-queue';
import { STREAM_WINDOW_MS } from '../relay/relay';
import { defineJob } from './registry';

const JOB = 'report.count-daily';

/** The transaction-level advisory lock (two int4s: 'ROS', 2) that serialises runs of this job. */
const LOCK_CLASS = 0x524f53;
const LOCK_OBJ = 2;

/**
 * `report.count-daily`, one run per window (see `STREAM_JOBS`): for every restaurant whose stream
 * is past its cursor, adds its events after the cursor and up to the stream's `last_seq` to its
 * counters per business day (in the restaurant's time zone) and event type, and moves the cursor,
 * all in one transaction of two statements whatever the number of restaurants.
 *
 * Exactly once: `last_seq` is bumped in the transaction that appends the events, so a committed
 * `last_seq` means every event up to it is committed; the advisory lock serialises runs, and it is
 * taken in its own statement so the counting statement's snapshot (read committed) starts after
 * the previous run committed its cursors. A replayed, retried or late run finds nothing past them.
 *
 * Never waits for the lock (`pg_try_advisory_xact_lock`): a run that finds another one running
 * leaves the work to it and schedules one more run for the next window (its deterministic id
 * dedupes it with the relay's), which counts whatever the running one's snapshot missed. Waiting
 * would hold a connection for as long as the other run lasts; on the embedded database, the only one.
 *
 * It reads and writes every tenant's rows, without a tenant scope, like the relay: the workers
 * connect as the tables' owner, and the RLS policies of `event_streams`, `events`, `restaurants`,
 * `job_cursors` and `daily_counters` are enabled, not forced, so they do not apply to the owner.
 */
export const countDailyJob = (db: Kysely<DB>, queue?: JobQueue) =>
  defineJob(JOB, async () => {
    const ran = await db.transaction().execute(async (trx) => {
      const lock = await sql<{ ok: boolean }>`select pg_try_advisory_xact_lock(${LOCK_CLASS}::int, ${LOCK_OBJ}::int) as ok`.execute(trx);
      if (lock.rows[0]?.ok !== true) return false;
      await sql`
        with due as (
          select s.restaurant_id, coalesce(c.done_seq, 0) as done_seq, s.last_seq
          from event_streams s
          left join job_cursors c on c.restaurant_id = s.restaurant_id and c.job_name = ${JOB}::text
          where s.last_seq > coalesce(c.done_seq, 0)
        ),
        counted as (
          insert into daily_counters (restaurant_id, business_day, event_type, count)
          select e.restaurant_id, (e.occurred_at at time zone r.time_zone)::date, e.type, count(*)
          from due d
          join events e on e.restaurant_id = d.restaurant_id and e.seq > d.done_seq and e.seq <= d.last_seq
          join restaurants r on r.id = d.restaurant_id
          group by 1, 2, 3
          on conflict (restaurant_id, business_day, event_type)
          do update set count = daily_counters.count + excluded.count, updated_at = now()
        )
        insert into job_cursors (restaurant_id, job_name, done_seq, updated_at)
        select restaurant_id, ${JOB}::text, last_seq, now() from due
        on conflict (restaurant_id, job_name)
        do update set done_seq = excluded.done_seq, updated_at = excluded.updated_at`.execute(trx);
      return true;
    });
    if (!ran && queue) {
      const now = Date.now();
      const next = now - (now % STREAM_WINDOW_MS) + STREAM_WINDOW_MS;
      await queue.enqueue(JOB, { windowStart: next }, { jobId: jobIdFor(JOB, String(next)), delay: next + STREAM_WINDOW_MS - now });
    }
  });
