import { sql } from 'kysely';
import { jobIdFor } from '@ros/shared-events';
import { defineJob, type JobQueue } from '@ros/workers';
import { appendEventsStatement, withCommit } from '@ros/db';
import { runAsSystem, SYSTEM_ACTOR, type SystemDeps } from '../../../kernel/system';
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
    const { again, appends } = await deps.db.transaction().execute(async (trx) => {
      const lock = await sql<{ ok: boolean }>`select pg_try_advisory_xact_lock(${LOCK_CLASS}::int, ${LOCK_OBJ}::int) as ok`.execute(trx);
      if (lock.rows[0]?.ok !== true) return { again: true, appends: [] };
      // A few statements per run whatever the number of restaurants: their events, the dishes of
      // the paid bills' lines and tables, the sums, the cursors.
      const due = await repo.dueStreams(trx);
      const events = await repo.eventsOfDue(trx, due, BATCH);
      const paid = events.flatMap((e) => {
        const bill = (e.payload as { bill?: { status?: string; orderId?: string; lines?: { orderItemId: string }[] } }).bill;
        return e.type === 'payment.recorded' && bill?.status === 'paid' ? [bill] : [];
      });
      const lookups = {
        lines: await repo.lineInfo(trx, [...new Set(paid.flatMap((b) => (b.lines ?? []).map((l) => l.orderItemId)))]),
        orders: await repo.orderInfo(trx, [...new Set(paid.flatMap((b) => (b.orderId ? [b.orderId] : [])))]),
      };
      const places = new Map(due.map((d) => [d.restaurant_id, { timeZone: d.time_zone, dayStartHour: Number(d.day_start_hour) }]));
      const hours = new Map<string, HourBucket & { restaurantId: string }>();
      const dims = new Map<string, DimDelta & { restaurantId: string }>();
      const seen = new Map<string, { count: number; lastSeq: number }>();
      for (const e of events) {
        const s = seen.get(e.restaurant_id) ?? { count: 0, lastSeq: 0 };
        seen.set(e.restaurant_id, { count: s.count + 1, lastSeq: Number(e.seq) });
        const facts = factsOf({ type: e.type, payload: e.payload, occurredAt: new Date(e.occurred_at) }, places.get(e.restaurant_id)!, lookups);
        if (!facts) continue;
        const hourKey = `${e.restaurant_id}|${facts.hour.bucketStart}`;
        const h = hours.get(hourKey) ?? { ...facts.hour, add: {}, restaurantId: e.restaurant_id };
        for (const [k, v] of Object.entries(facts.hour.add) as [keyof HourBucket['add'], number][]) h.add[k] = (h.add[k] ?? 0) + v;
        hours.set(hourKey, h);
        for (const d of facts.dims) {
          const key = `${e.restaurant_id}|${d.businessDay}|${d.dim}|${d.key}`;
          const sum = dims.get(key);
          if (sum) Object.assign(sum, { label: d.label, quantity: sum.quantity + d.quantity, amount: sum.amount + d.amount, count: sum.count + d.count });
          else dims.set(key, { ...d, restaurantId: e.restaurant_id });
        }
      }
      await repo.addHourly(trx, [...hours.values()]);
      await repo.addDims(trx, [...dims.values()]);
      // A stream read in full moves to its last_seq (past events the reports do not read); one cut at
      // the batch size moves to its last event read, and the next run goes on from there.
      const cut = due.filter((d) => seen.get(d.restaurant_id)?.count === BATCH);
      await repo.moveCursors(trx, due.map((d) => ({ restaurantId: d.restaurant_id, doneSeq: cut.includes(d) ? seen.get(d.restaurant_id)!.lastSeq : Number(d.last_seq) })));
      // Each restaurant whose figures moved tells its screens which days to read again.
      const moved = new Map<string, Set<string>>();
      for (const h of hours.values()) (moved.get(h.restaurantId) ?? moved.set(h.restaurantId, new Set()).get(h.restaurantId)!).add(h.businessDay);
      for (const d of dims.values()) (moved.get(d.restaurantId) ?? moved.set(d.restaurantId, new Set()).get(d.restaurantId)!).add(d.businessDay);
      // Appending takes each restaurant's stream row lock, which its commands wait for: the appends
      // go with the commit (one round trip, not one each before it) and in the order of the
      // restaurants' ids, the order every group-commit batch takes them in.
      const appends = [...moved].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([restaurantId, businessDays]) => {
        const append = appendEventsStatement(trx, restaurantId, SYSTEM_ACTOR, [{ type: 'report.rolled_up', payload: { businessDays: [...businessDays].sort() } }]);
        return { sent: withCommit(trx, append.query), stored: append.stored };
      });
      await Promise.all(appends.map((a) => a.sent.queued));
      return { again: cut.length > 0, appends };
    });
    const signals = (await Promise.all(appends.map(async (a) => a.stored(await a.sent.rows)))).flat();
    if (signals.length) deps.afterCommit?.(signals);
    if (again) {
      // The next window's job, run after that window ends like the relay's (same id: one run, late
      // enough to take everything committed in the window).
      const now = Date.now();
      const next = now - (now % WINDOW_MS) + WINDOW_MS;
      await deps.queue.enqueue(repo.ROLLUP_JOB, { windowStart: next }, { jobId: jobIdFor(repo.ROLLUP_JOB, String(next)), delay: next + WINDOW_MS - now });
    }
  }),

  /** `report.end-of-day`, by the workers' clock: each restaurant's closed day with sales gets its report queued to the owner and managers, once. */
  defineJob('report.end-of-day', async () => {
    for (const { restaurant_id: restaurantId, day } of await restaurantsToClose(deps.db)) {
      await runAsSystem(deps, restaurantId, (ctx) => queueEndOfDay(ctx, day));
    }
  }),
];
