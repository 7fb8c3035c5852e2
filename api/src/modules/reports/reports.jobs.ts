import { sql } from 'kysely';
import { jobIdFor } from '@ros/shared-events';
import { defineJob, type JobQueue } from '@ros/workers';
import { runAsSystem, type SystemDeps } from '../../http/system';
import { queueEndOfDay, restaurantsToClose } from './end-of-day';
import { factsOf, type DimDelta, type HourBucket } from './rollup';
import * as repo from './rollup.repo';

/** Transaction-level advisory lock ('ROS', 3) serialising roll-up runs. */
const LOCK_CLASS = 0x524f53;
const LOCK_OBJ = 3;
/** Events per restaurant per run: a long backlog is taken in slices, each run moving the cursor. */
const BATCH = 5000;
const WINDOW_MS = 500;

/**
 * `report.roll-up`, a stream job (one run per window, see `STREAM_JOBS`): for each restaurant past
 * its cursor, adds what its next events mean (`rollup.ts`) to the hourly buckets and daily
 * dimensions and moves the cursor, in one transaction. Exactly once, as `report.count-daily`: the
 * committed `last_seq` bounds what is read, the advisory lock serialises runs, and a replayed or
 * late run finds nothing past the cursors. A run that finds another running, or leaves a backlog,
 * schedules one more for the next window.
 */
export const reportJobs = (deps: SystemDeps & { queue: JobQueue }) => [
  defineJob(repo.ROLLUP_JOB, async () => {
    const again = await deps.db.transaction().execute(async (trx) => {
      const lock = await sql<{ ok: boolean }>`select pg_try_advisory_xact_lock(${LOCK_CLASS}::int, ${LOCK_OBJ}::int) as ok`.execute(trx);
      if (lock.rows[0]?.ok !== true) return true;
      let backlog = false;
      for (const s of await repo.dueStreams(trx)) {
        const done = Number(s.done_seq);
        const last = Number(s.last_seq);
        const events = await repo.eventsAfter(trx, s.restaurant_id, done, last, BATCH);
        const full = events.length === BATCH;
        const lineIds = events.flatMap((e) => ((e.payload as { bill?: { status?: string; lines?: { orderItemId: string }[] } }).bill?.status === 'paid'
          ? (e.payload as { bill: { lines?: { orderItemId: string }[] } }).bill.lines?.map((l) => l.orderItemId) ?? [] : []));
        const lines = await repo.lineInfo(trx, s.restaurant_id, [...new Set(lineIds)]);
        const hours = new Map<string, HourBucket>();
        const dims = new Map<string, DimDelta>();
        for (const e of events) {
          const facts = factsOf({ type: e.type, payload: e.payload, occurredAt: new Date(e.occurred_at) }, s.time_zone, lines);
          if (!facts) continue;
          const h = hours.get(facts.hour.bucketStart) ?? { ...facts.hour, add: {} };
          for (const [k, v] of Object.entries(facts.hour.add) as [keyof HourBucket['add'], number][]) h.add[k] = (h.add[k] ?? 0) + v;
          hours.set(h.bucketStart, h);
          for (const d of facts.dims) {
            const key = `${d.businessDay}|${d.dim}|${d.key}`;
            const sum = dims.get(key);
            if (sum) Object.assign(sum, { label: d.label, quantity: sum.quantity + d.quantity, amount: sum.amount + d.amount, count: sum.count + d.count });
            else dims.set(key, { ...d });
          }
        }
        await repo.addHourly(trx, s.restaurant_id, [...hours.values()]);
        await repo.addDims(trx, s.restaurant_id, [...dims.values()]);
        await repo.moveCursor(trx, s.restaurant_id, full ? Number(events.at(-1)!.seq) : last);
        backlog ||= full;
      }
      return backlog;
    });
    if (again) {
      const now = Date.now();
      const next = now - (now % WINDOW_MS) + WINDOW_MS;
      await deps.queue.enqueue(repo.ROLLUP_JOB, { windowStart: next }, { jobId: jobIdFor(repo.ROLLUP_JOB, String(next)), delay: next - now });
    }
  }),

  /** `report.end-of-day`, by the workers' clock: each restaurant's closed day with sales gets its report queued to the owner and managers, once. */
  defineJob('report.end-of-day', async () => {
    for (const { restaurant_id: restaurantId, day } of await restaurantsToClose(deps.db)) {
      await runAsSystem(deps, restaurantId, (ctx) => queueEndOfDay(ctx, day));
    }
  }),
];
