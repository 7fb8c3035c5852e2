import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DB, StoredEvent } from '@ros/db';
import { jobIdFor, jobsTriggeredBy, streamRun, type JobDefinition } from '@ros/shared-events';
import type { EventBus } from '@ros/bus';
import { eventsPublished, watchOutbox } from '../metrics';
import type { JobQueue } from '../queue/job-queue';
import type { LeaderLock } from './leader-lock';
import { markPublished, markPublishedByIds, readUnpublished, vacuumOutbox } from './relay.repo';

/** What the relay needs; without `lock` it runs directly (embedded mode, one process). */
export interface RelayOptions {
  db: Kysely<DB>;
  bus: EventBus;
  queue: JobQueue;
  log: Logger;
  /** The job definitions: which jobs each event triggers (less those its payload says are not needed), which follow the streams. */
  jobs: readonly JobDefinition<never>[];
  lock?: LeaderLock;
  batchSize?: number;
  /** Safety-net poll when no nudge arrives. */
  pollMs?: number;
  /** How often a standby retries the lock. */
  standbyMs?: number;
  /** Rows taken off the outbox between two vacuums of it (`VACUUM_AFTER_ROWS`). */
  vacuumAfterRows?: number;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Events on the bus whose jobs and marking may still be in flight before the relay waits for them. */
const MAX_UNSETTLED = 2000;
/** The lock's session is watched on every read; PostgreSQL is asked when idle, at the latest this often. */
const LOCK_CHECK_MS = 1000;
const LOCK_CHECK_MAX_MS = 5000;
/**
 * Stream jobs are enqueued at most once per window of their own (`stream.windowMs`, by default
 * `STREAM_WINDOW_MS` of shared-events), to run once it has ended, plus a margin for timers and
 * clocks (at most half a short window): a few jobs per second whatever the load.
 */
const STREAM_MARGIN_MS = 50;
const marginFor = (windowMs: number) => Math.min(STREAM_MARGIN_MS, Math.floor(windowMs / 2));
/** Rows taken off the outbox after which the relay vacuums it (`vacuumOutbox`): a few times a minute at a Friday peak. */
const VACUUM_AFTER_ROWS = 5000;

/** Published events waiting for their jobs and for leaving the queue (outbox rows by position, handed events by id). */
interface Unsettled {
  events: StoredEvent[];
  positions: number[] | null;
}

/**
 * The outbox relay: reads queued events (`event_outbox`) in position order and publishes each batch
 * at once. Enqueueing the jobs they trigger (job id derived from the event id) and taking them off
 * the queue ("marking" them) run behind, in publish order, while the next batches are read and
 * published; until marked they are left out of the next reads. On any failure (bus, queue,
 * database) the relay waits for that settling to stop, forgets what is unmarked, backs off and
 * reads again: it never skips, never
 * marks an event before it is on the bus and its jobs are enqueued, and keeps per-restaurant
 * order; a re-published event is dropped by consumers (at-least-once). See
 * docs/decisions/2026-11-21-relay-pipelining.md.
 */
export class Relay {
  private stopped = false;
  private active = false;
  private nudged = false;
  private handed: StoredEvent[] = [];
  private wake: (() => void) | null = null;
  private loop: Promise<void> | null = null;
  private readonly db: Kysely<DB>;
  /** Ids of published events not yet marked: the next reads leave them out. */
  private readonly unsettledIds = new Set<string>();
  private unsettled: Unsettled[] = [];
  private settler: Promise<void> | null = null;
  private settleError: unknown = null;
  private lastLockCheck = 0;
  private markedSinceVacuum = 0;
  /** The jobs that follow all restaurants' streams, each with its window and the start of the last one enqueued. */
  private readonly streamJobs: { name: string; windowMs: number; enqueued: number }[];

  constructor(private readonly options: RelayOptions) {
    this.db = options.lock?.db ?? options.db;
    this.streamJobs = options.jobs.flatMap((d) =>
      d.stream ? [{ name: d.name, windowMs: d.stream.windowMs, enqueued: -1 }] : [],
    );
  }

  /** True while this instance holds leadership (always, without a lock). */
  get isActive(): boolean {
    return this.active;
  }

  start(): void {
    if (this.loop) return;
    const unwatch = watchOutbox(this, this.options.db);
    this.loop = this.run().finally(unwatch);
  }

  /**
   * The fast path: something was committed, look now instead of at the next poll. In-process
   * callers hand over the committed events: they are published first even if another relay
   * sharing the database (tests, several embedded processes) already marked them.
   */
  nudge(events: StoredEvent[] = []): void {
    if (events.length) this.handed.push(...events);
    this.nudged = true;
    this.wake?.();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.loop;
    await this.options.lock?.close();
    this.active = false;
  }

  /**
   * Publishes one batch; returns how many outbox events it handled. Their jobs and marking follow
   * in the background (`settled`). Exposed for tests and tools.
   */
  async publishBatch(): Promise<number> {
    const { bus, lock } = this.options;
    if (this.settleError) throw this.settleError;
    if (this.handed.length) {
      // Handed events already on the bus (read from the outbox first) are not published again.
      const events = this.handed.splice(0).filter((e) => !this.unsettledIds.has(e.id));
      try {
        await bus.publish(events);
      } catch (err) {
        this.handed.unshift(...events);
        throw err;
      }
      eventsPublished(events);
      this.settle({ events, positions: null });
    }
    const rows = await readUnpublished(this.db, this.options.batchSize ?? 500, [...this.unsettledIds]);
    // The read must have run in the session holding the lock (a reconnect would have lost it).
    if (lock && !lock.sessionAlive) throw new Error('the relay lost its lock session');
    if (rows.length === 0) return 0;
    const events = rows.flatMap((r) => (r.event ? [r.event] : []));
    if (events.length) await bus.publish(events);
    eventsPublished(events);
    this.settle({ events, positions: rows.map((r) => r.position) });
    return rows.length;
  }

  /** Resolves once every published batch has its jobs enqueued and is marked (or settling stopped on a failure). */
  async settled(): Promise<void> {
    while (this.settler) await this.settler;
  }

  private settle(batch: Unsettled): void {
    if (batch.events.length === 0 && !batch.positions?.length) return;
    for (const e of batch.events) this.unsettledIds.add(e.id);
    this.unsettled.push(batch);
    // Not after a failure (the loop forgets what is unsettled and reads it again): a settler started
    // then would end before it is stored, and `settled()` would wait on it for ever, spinning.
    if (!this.settleError) this.settler ??= this.runSettler();
  }

  /**
   * Takes every published batch waiting, enqueues their jobs, then marks them; in publish order.
   * A failure stops it: those batches stay unmarked and the loop starts over from the outbox.
   */
  private async runSettler(): Promise<void> {
    while (this.unsettled.length && !this.settleError) {
      const batches = this.unsettled.splice(0);
      try {
        const events = batches.flatMap((b) => b.events);
        await this.enqueueJobs(events);
        const positions = batches.flatMap((b) => b.positions ?? []);
        const handedIds = batches.flatMap((b) => (b.positions ? [] : b.events.map((e) => e.id)));
        await Promise.all([markPublished(this.options.db, positions), markPublishedByIds(this.options.db, handedIds)]);
        for (const e of events) this.unsettledIds.delete(e.id);
        await this.vacuumWhenDue(positions.length + handedIds.length);
      } catch (err) {
        this.unsettled.unshift(...batches);
        this.settleError = err;
        this.wake?.();
      }
    }
    this.settler = null;
  }

  /** Vacuums the outbox once `vacuumAfterRows` rows were taken off it; a failed vacuum is only logged. */
  private async vacuumWhenDue(marked: number): Promise<void> {
    this.markedSinceVacuum += marked;
    if (this.markedSinceVacuum < (this.options.vacuumAfterRows ?? VACUUM_AFTER_ROWS)) return;
    this.markedSinceVacuum = 0;
    await vacuumOutbox(this.options.db).catch((err: Error) =>
      this.options.log.warn({ err: err.message }, 'outbox not vacuumed'),
    );
  }

  /** After a failure: let settling stop, then forget what is unmarked so the next read publishes it again. */
  private async resetUnsettled(): Promise<void> {
    await this.settled();
    this.unsettled = [];
    this.unsettledIds.clear();
    this.settleError = null;
  }

  /**
   * Enqueues the jobs of a batch: those its events trigger (id derived from the event id), and each
   * stream job once per window (its `stream.windowMs`), delayed until just after the window ends, so
   * it counts everything committed by then, this batch included. A window whose stream jobs were
   * enqueued enqueues none again; ids are deterministic, so re-enqueueing (another relay, a replay
   * after a failure) is a no-op.
   */
  private async enqueueJobs(events: StoredEvent[]): Promise<void> {
    const { queue } = this.options;
    if (events.length === 0) return;
    await Promise.all([
      ...events.flatMap((e) =>
        jobsTriggeredBy(this.options.jobs, e.type, e.payload).map((name) =>
          queue.enqueue(name, { restaurantId: e.restaurantId, eventId: e.id }, { jobId: jobIdFor(name, e.id) }),
        ),
      ),
      this.enqueueStreamJobs(),
    ]);
  }

  /**
   * On becoming active: stream jobs for the current window, so events whose stream job was lost
   * (an in-process queue closed before its delayed job ran, a job failed for good) are caught up
   * even if no new event comes.
   */
  private catchUpStreamJobs(): void {
    this.enqueueStreamJobs().catch((err: Error) =>
      this.options.log.warn({ err: err.message }, 'stream jobs not enqueued on start'),
    );
  }

  /** Each stream job's run for its current window, unless already enqueued. */
  private async enqueueStreamJobs(): Promise<void> {
    const now = Date.now();
    await Promise.all(
      this.streamJobs.map(async (job) => {
        const run = streamRun(job.name, job.windowMs, now, { marginMs: marginFor(job.windowMs) });
        if (run.windowStart === job.enqueued) return;
        await this.options.queue.enqueue(job.name, run.payload, run.options);
        // Only once it is enqueued: after a failure the next batch of this window enqueues it again.
        job.enqueued = run.windowStart;
      }),
    );
  }

  /**
   * Whether to ask PostgreSQL if the lock is still ours: when its session closed, else every
   * LOCK_CHECK_MS when not nudged (a nudged iteration is on the commit → publish path) and at the
   * latest every LOCK_CHECK_MAX_MS.
   */
  private lockCheckDue(lock: LeaderLock): boolean {
    if (!lock.sessionAlive) return true;
    const since = Date.now() - this.lastLockCheck;
    return since >= LOCK_CHECK_MAX_MS || (since >= LOCK_CHECK_MS && !this.nudged);
  }

  private async run(): Promise<void> {
    const { log, lock } = this.options;
    const batchSize = this.options.batchSize ?? 500;
    let backoff = 0;
    if (!lock) {
      this.active = true;
      this.catchUpStreamJobs();
    }
    while (!this.stopped) {
      if (lock && !this.active) {
        this.active = await lock.tryAcquire().catch(() => false);
        if (!this.active) {
          // The active relay publishes these from the outbox; a standby must not hoard them.
          this.handed = [];
          await sleep(this.options.standbyMs ?? 500);
          continue;
        }
        this.lastLockCheck = Date.now();
        log.info('relay is active');
        this.catchUpStreamJobs();
      }
      let handled: number;
      try {
        if (lock && this.lockCheckDue(lock)) {
          const held = await lock.isHeld();
          this.lastLockCheck = Date.now();
          if (!held) {
            this.active = false;
            log.warn('relay lost its lock; back to standby');
            await this.resetUnsettled();
            continue;
          }
        }
        if (this.unsettledIds.size >= MAX_UNSETTLED) await this.settled();
        this.nudged = false;
        handled = await this.publishBatch();
        backoff = 0;
      } catch (err) {
        backoff = Math.min(Math.max(backoff * 2, 100), 2000);
        log.warn({ err: (err as Error).message, retryInMs: backoff }, 'relay batch failed; retrying the same events');
        await this.resetUnsettled();
        await sleep(backoff);
        if (lock) this.active = await lock.isHeld().catch(() => false);
        continue;
      }
      if (handled === batchSize || this.nudged) continue;
      await this.idle(this.options.pollMs ?? 300);
    }
    // A graceful stop marks what is already on the bus.
    await this.settled();
  }

  private idle(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const t = setTimeout(done, ms);
      function done() {
        clearTimeout(t);
        resolve();
      }
      this.wake = () => {
        this.wake = null;
        done();
      };
    });
  }
}
