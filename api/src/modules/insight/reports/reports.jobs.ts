import { sql } from 'kysely';
import { defineJob, STREAM_WINDOW_MS, streamRun, ZWindowJobPayload, type JobScheduler } from '@ros/shared-events';
import { runCommand } from '@ros/db';
import { runAsSystem, SYSTEM_ACTOR, type SystemDeps } from '../../../kernel/system';
import { queueEndOfDay, restaurantsToClose } from './end-of-day';
import { cursorsAfter, eventsPastCursors, moveCursors, tryStreamLock } from '../../../kernel/stream-cursors';
import { factsOf, ROLLED_TYPES, type DimDelta, type HourBucket } from './rollup';
import * as repo from './rollup.repo';

/** Transaction-level advisory locks ('ROS', 2 and 3) serialising the runs of each stream job (`tryStreamLock`). */
const COUNT_LOCK_OBJ = 2;
const LOCK_OBJ = 3;
/** Events per restaurant per run: a long backlog is taken in slices, each run moving the cursor. */
const BATCH = 5000;
const COUNT_JOB = 'report.count-daily';

/** What the report jobs use: a system command's deps, the queue, and where message links point. */
type Deps = SystemDeps & { queue: JobScheduler; linkBase: string };

/** Enqueues `name` for the next window, to run after that window ends like the relay's (same id: one run, late enough to take everything committed in the window). */
function runAgainNextWindow(deps: Deps, name: string) {
  const run = streamRun(name, STREAM_WINDOW_MS, Date.now(), { next: true });
  return deps.queue.enqueue(name, run.payload, run.options);
}

/**
 * `report.count-daily`, a stream job (one run per window): for every restaurant whose stream
 * is past its cursor, adds its events after the cursor and up to the stream's `last_seq` to its
 * counters per business day (in the restaurant's time zone) and event type, and moves the cursor,
 * all in one command of two statements whatever the number of restaurants.
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
 * It is a command of no one restaurant (`runCommand` without `restaurantId`, see
 * docs/decisions/2026-11-28-stream-jobs-command-path.md): it reads and writes every tenant's rows,
 * like the relay: the workers connect as the tables' owner, and the RLS policies of `event_streams`,
 * `events`, `restaurants`, `job_cursors` and `daily_counters` are enabled, not forced.
 */
export const countDaily = defineJob({
  name: COUNT_JOB,
  payload: ZWindowJobPayload,
  stream: true,
  async handle(_window, deps: Deps) {
    const { result: ran } = await runCommand(
      deps.db,
      { actor: SYSTEM_ACTOR, afterCommit: deps.afterCommit },
      async ({ trx }) => {
        if (!(await tryStreamLock(trx, COUNT_LOCK_OBJ))) return false;
        await sql`
        with due as (
          select s.restaurant_id, coalesce(c.done_seq, 0) as done_seq, s.last_seq
          from event_streams s
          left join job_cursors c on c.restaurant_id = s.restaurant_id and c.job_name = ${COUNT_JOB}::text
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
        select restaurant_id, ${COUNT_JOB}::text, last_seq, now() from due
        on conflict (restaurant_id, job_name)
        do update set done_seq = excluded.done_seq, updated_at = excluded.updated_at`.execute(trx);
        return true;
      },
    );
    if (!ran) await runAgainNextWindow(deps, COUNT_JOB);
  },
});

/**
 * `report.roll-up`, a stream job (`stream: true`: one run per window): for each restaurant past
 * its cursor, adds what its next events mean (`rollup.ts`) to the hourly buckets and daily
 * dimensions and moves the cursor, in one transaction. Exactly once, as `report.count-daily`: the
 * committed `last_seq` bounds what is read, the advisory lock serialises runs, and a replayed or
 * late run finds nothing past the cursors. A run that finds another running, or leaves a backlog,
 * schedules one more for the next window.
 */
export const rollUp = defineJob({
  name: repo.ROLLUP_JOB,
  payload: ZWindowJobPayload,
  stream: true,
  /** A catch-up: rolls up events written without the relay (a history import, a rebuild after a restart). */
  clock: { everyMs: 60_000 },
  async handle(_window, deps: Deps) {
    // One command of no one restaurant (see `countDaily`): its signals are appended with its commit.
    const { result: again } = await runCommand(
      deps.db,
      { actor: SYSTEM_ACTOR, afterCommit: deps.afterCommit },
      async ({ trx, emitIn }) => {
        if (!(await tryStreamLock(trx, LOCK_OBJ))) return true;
        // A few statements per run whatever the number of restaurants: their events, the dishes of
        // the paid bills' lines and tables, the sums, the cursors.
        const due = await repo.dueStreams(trx);
        const events = await eventsPastCursors(trx, due, ROLLED_TYPES, BATCH);
        const paid = events.flatMap((e) => {
          const bill = (
            e.payload as { bill?: { status?: string; orderId?: string; lines?: { orderItemId: string }[] } }
          ).bill;
          return e.type === 'payment.recorded' && bill?.status === 'paid' ? [bill] : [];
        });
        const lookups = {
          lines: await repo.lineInfo(trx, [...new Set(paid.flatMap((b) => (b.lines ?? []).map((l) => l.orderItemId)))]),
          orders: await repo.orderInfo(trx, [...new Set(paid.flatMap((b) => (b.orderId ? [b.orderId] : [])))]),
        };
        const places = new Map(
          due.map((d) => [d.restaurant_id, { timeZone: d.time_zone, dayStartHour: Number(d.day_start_hour) }]),
        );
        const hours = new Map<string, HourBucket & { restaurantId: string }>();
        const dims = new Map<string, DimDelta & { restaurantId: string }>();
        for (const e of events) {
          const facts = factsOf(
            { type: e.type, payload: e.payload, occurredAt: new Date(e.occurred_at) },
            places.get(e.restaurant_id)!,
            lookups,
          );
          if (!facts) continue;
          const hourKey = `${e.restaurant_id}|${facts.hour.bucketStart}`;
          const h = hours.get(hourKey) ?? { ...facts.hour, add: {}, restaurantId: e.restaurant_id };
          for (const [k, v] of Object.entries(facts.hour.add) as [keyof HourBucket['add'], number][])
            h.add[k] = (h.add[k] ?? 0) + v;
          hours.set(hourKey, h);
          for (const d of facts.dims) {
            const key = `${e.restaurant_id}|${d.businessDay}|${d.dim}|${d.key}`;
            const sum = dims.get(key);
            if (sum)
              Object.assign(sum, {
                label: d.label,
                quantity: sum.quantity + d.quantity,
                amount: sum.amount + d.amount,
                count: sum.count + d.count,
              });
            else dims.set(key, { ...d, restaurantId: e.restaurant_id });
          }
        }
        await repo.addHourly(trx, [...hours.values()]);
        await repo.addDims(trx, [...dims.values()]);
        // A stream read in full moves to its last_seq; one cut at the batch size to its last event read.
        const { cursors, cut } = cursorsAfter(due, events, BATCH);
        await moveCursors(trx, repo.ROLLUP_JOB, cursors);
        // Each restaurant whose figures moved tells its screens which days to read again.
        const moved = new Map<string, Set<string>>();
        for (const h of hours.values())
          (moved.get(h.restaurantId) ?? moved.set(h.restaurantId, new Set()).get(h.restaurantId)!).add(h.businessDay);
        for (const d of dims.values())
          (moved.get(d.restaurantId) ?? moved.set(d.restaurantId, new Set()).get(d.restaurantId)!).add(d.businessDay);
        // Appending takes each restaurant's stream row lock, which its commands wait for: the appends
        // go with the commit (one round trip, not one each before it) and in the order of the
        // restaurants' ids, the order every group-commit batch takes them in (the command appends
        // its restaurants' events in the order they were emitted).
        for (const [restaurantId, businessDays] of [...moved].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
          emitIn(restaurantId, 'report.rolled_up', { businessDays: [...businessDays].sort() });
        }
        return cut;
      },
    );
    if (again) await runAgainNextWindow(deps, repo.ROLLUP_JOB);
  },
});

/** `report.end-of-day`, by the workers' clock: each restaurant's closed day with sales gets its report queued to the owner and managers, once. */
export const endOfDay = defineJob({
  name: 'report.end-of-day',
  payload: ZWindowJobPayload,
  clock: { everyMs: 15 * 60_000 },
  async handle(_window, deps: Deps) {
    for (const { restaurant_id: restaurantId, day } of await restaurantsToClose(deps.db)) {
      await runAsSystem(deps, restaurantId, (ctx) => queueEndOfDay(ctx, day, deps.linkBase));
    }
  },
});

/** The reports module's jobs: the two stream jobs (daily counters, roll-ups) and the end-of-day report. */
export const reportJobs = [countDaily, rollUp, endOfDay];
