import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DB, StoredEvent } from '@ros/db';
import { jobIdFor, jobsTriggeredBy } from '@ros/shared-events';
import type { EventBus } from '../bus/event-bus';
import type { JobQueue } from '../queue/job-queue';
import type { LeaderLock } from './leader-lock';
import { markPublished, markPublishedByIds, readUnpublished } from './relay.repo';

/** What the relay needs; without `lock` it runs directly (embedded mode, one process). */
export interface RelayOptions {
  db: Kysely<DB>;
  bus: EventBus;
  queue: JobQueue;
  log: Logger;
  lock?: LeaderLock;
  batchSize?: number;
  /** Safety-net poll when no nudge arrives. */
  pollMs?: number;
  /** How often a standby retries the lock. */
  standbyMs?: number;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * The outbox relay: reads unpublished events in position order, publishes them to the bus,
 * enqueues the jobs they trigger (job id derived from the event id) and only then marks them
 * published. On any failure it backs off and retries the same batch: it never skips or reorders,
 * and a re-published event is dropped by consumers (at-least-once).
 */
export class Relay {
  private stopped = false;
  private active = false;
  private nudged = false;
  private handed: StoredEvent[] = [];
  private wake: (() => void) | null = null;
  private loop: Promise<void> | null = null;
  private readonly db: Kysely<DB>;

  constructor(private readonly options: RelayOptions) {
    this.db = options.lock?.db ?? options.db;
  }

  /** True while this instance holds leadership (always, without a lock). */
  get isActive(): boolean {
    return this.active;
  }

  start(): void {
    this.loop ??= this.run();
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

  /** Publishes one batch; returns how many events it handled. Exposed for tests and tools. */
  async publishBatch(): Promise<number> {
    if (this.handed.length) {
      const events = this.handed.splice(0);
      try {
        await this.dispatch(events);
      } catch (err) {
        this.handed.unshift(...events);
        throw err;
      }
      await markPublishedByIds(this.db, events.map((e) => e.id));
    }
    const rows = await readUnpublished(this.db, this.options.batchSize ?? 500);
    if (rows.length === 0) return 0;
    await this.dispatch(rows.map((r) => r.event));
    await markPublished(this.db, rows.map((r) => r.position));
    return rows.length;
  }

  /** Publishes in order, then enqueues the triggered jobs (ids derived from event ids, so re-enqueueing is a no-op). */
  private async dispatch(events: StoredEvent[]): Promise<void> {
    const { bus, queue } = this.options;
    await bus.publish(events);
    await Promise.all(
      events.flatMap((e) =>
        jobsTriggeredBy(e.type).map((name) =>
          queue.enqueue(name, { restaurantId: e.restaurantId, eventId: e.id }, { jobId: jobIdFor(name, e.id) }),
        ),
      ),
    );
  }

  private async run(): Promise<void> {
    const { log, lock } = this.options;
    const batchSize = this.options.batchSize ?? 500;
    let backoff = 0;
    if (!lock) this.active = true;
    while (!this.stopped) {
      if (lock && !this.active) {
        this.active = await lock.tryAcquire().catch(() => false);
        if (!this.active) {
          // The active relay publishes these from the outbox; a standby must not hoard them.
          this.handed = [];
          await sleep(this.options.standbyMs ?? 500);
          continue;
        }
        log.info('relay is active');
      }
      let handled: number;
      try {
        if (lock && !(await lock.isHeld())) {
          this.active = false;
          log.warn('relay lost its lock; back to standby');
          continue;
        }
        this.nudged = false;
        handled = await this.publishBatch();
        backoff = 0;
      } catch (err) {
        backoff = Math.min(Math.max(backoff * 2, 100), 2000);
        log.warn({ err: (err as Error).message, retryInMs: backoff }, 'relay batch failed; retrying the same events');
        await sleep(backoff);
        if (lock) this.active = await lock.isHeld().catch(() => false);
        continue;
      }
      if (handled === batchSize || this.nudged) continue;
      await this.idle(this.options.pollMs ?? 300);
    }
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
