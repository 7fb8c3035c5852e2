import type { JobName } from '@ros/shared-events';
import {
  DEFAULT_RETRY,
  PermanentJobError,
  type EnqueueOptions,
  type JobCounts,
  type JobQueue,
  type JobRunner,
  type ProcessOptions,
  type RetryPolicy,
} from './job-queue';
import type { JobStore } from './job-store';

interface PendingJob {
  name: JobName;
  payload: unknown;
  jobId: string;
  attempt: number;
  /** Written to the store (removed from it once it ran). */
  kept: boolean;
}

/** The longest delay a timer holds (~24.8 days; a longer one would fire at once): longer waits take several. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** How many finished job ids are remembered for dedupe (the database catches older replays). */
const REMEMBERED_IDS = 50_000;

/**
 * The embedded queue: an in-process async queue with bounded concurrency, delays, retries with
 * exponential backoff, and dedupe by job id from the first enqueue on, delayed jobs included (like
 * BullMQ with kept completed jobs).
 *
 * With a `store` (the embedded app: `queued_jobs` in PGlite) it is durable: a job is kept before
 * its enqueue resolves and forgotten once it ran or failed for good, and `process` first takes up
 * every job kept, so a crash or a stop loses none (a job cut off mid-run runs again: handlers are
 * idempotent by job id). `close` then only waits for the running jobs; the waiting ones stay kept.
 * The clock's and stream jobs are not kept: the clock and the relay bring them back at start.
 * See docs/decisions/2026-12-01-durable-embedded-jobs.md.
 *
 * Without a store it keeps nothing across a restart, so `close` runs the waiting jobs nothing would
 * bring back (an event's stock deduction or print), and those they enqueue, before it returns. It
 * drops the rest: delayed jobs (a booking's reminder, a retry) and the clock's and stream jobs.
 */
export class MemoryJobQueue implements JobQueue {
  readonly name = 'embedded';
  /** Jobs that failed for good since the start (the metrics' `failed`). */
  private failed = 0;
  private readonly pending: PendingJob[] = [];
  private readonly known = new Set<string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private runner: JobRunner | null = null;
  private running = 0;
  private state: 'open' | 'draining' | 'closed' = 'open';
  private closing: Promise<void> | null = null;
  private idle: (() => void)[] = [];
  /** Removals from the store not yet done (`close` waits for them). */
  private readonly removing = new Set<Promise<void>>();
  /** Jobs that a later run brings back when one is lost: the clock's and the stream's (told by `process`). */
  private broughtBackNames: ReadonlySet<string> = new Set();
  private readonly broughtBack = (name: JobName) => this.broughtBackNames.has(name);

  constructor(
    private readonly options: {
      concurrency?: number;
      retry?: RetryPolicy;
      onFailed?: (jobId: string, err: unknown) => void;
      store?: JobStore;
    } = {},
  ) {}

  async enqueue(name: JobName, payload: unknown, { jobId, delay }: EnqueueOptions): Promise<void> {
    if (this.state === 'closed') throw new Error('job queue is closed');
    if (this.known.has(jobId)) return;
    const { store } = this.options;
    const kept = !!store && !this.broughtBack(name);
    // While draining, only what runs before the close (or is kept for the next start) is taken.
    if (this.state === 'draining' && !kept && ((delay ?? 0) > 0 || this.broughtBack(name))) return;
    this.remember(jobId);
    const job = { name, payload: structuredClone(payload), jobId, attempt: 1, kept };
    if (kept) {
      try {
        await store.save({ jobId, name, payload: job.payload, runAt: Date.now() + (delay ?? 0) });
      } catch (err) {
        this.known.delete(jobId);
        throw err;
      }
      if (this.state !== 'open') return;
    }
    if (delay && delay > 0) this.later(job, delay);
    else this.push(job);
  }

  async process(run: JobRunner, options: ProcessOptions = {}): Promise<void> {
    this.broughtBackNames = new Set(options.broughtBack ?? []);
    for (const { jobId, name, payload, runAt } of (await this.options.store?.load()) ?? []) {
      if (this.known.has(jobId)) continue;
      this.remember(jobId);
      this.later({ name, payload, jobId, attempt: 1, kept: true }, runAt - Date.now());
    }
    this.runner = run;
    this.pump();
  }

  async counts(): Promise<JobCounts> {
    return { waiting: this.pending.length, delayed: this.timers.size, active: this.running, failed: this.failed };
  }

  close(): Promise<void> {
    this.closing ??= this.drain();
    return this.closing;
  }

  private async drain(): Promise<void> {
    this.state = 'draining';
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    // Kept jobs wait in the store for the next start; without a store, those nothing brings back run now.
    const runNow = this.runner ? this.pending.filter((job) => !job.kept && !this.broughtBack(job.name)) : [];
    this.pending.splice(0, this.pending.length, ...runNow);
    this.pump();
    if (this.running > 0) await new Promise<void>((resolve) => this.idle.push(resolve));
    await Promise.all(this.removing);
    this.state = 'closed';
  }

  private remember(jobId: string) {
    this.known.add(jobId);
    if (this.known.size > REMEMBERED_IDS) this.known.delete(this.known.values().next().value as string);
  }

  private later(job: PendingJob, delay: number) {
    if (this.state !== 'open') return;
    if (delay <= 0) return this.push(job);
    const step = Math.min(delay, MAX_TIMER_MS);
    const t = setTimeout(() => {
      this.timers.delete(t);
      if (delay > step) this.later(job, delay - step);
      else this.push(job);
    }, step);
    this.timers.add(t);
  }

  private push(job: PendingJob) {
    if (this.state === 'closed') return;
    this.pending.push(job);
    this.pump();
  }

  private pump() {
    const concurrency = this.options.concurrency ?? 4;
    while (this.runner && this.state !== 'closed' && this.running < concurrency && this.pending.length > 0) {
      const job = this.pending.shift()!;
      this.running++;
      void this.execute(this.runner, job).finally(() => {
        this.running--;
        this.pump();
        if (this.running === 0) this.idle.splice(0).forEach((r) => r());
      });
    }
  }

  private async execute(run: JobRunner, job: PendingJob) {
    const retry = this.options.retry ?? DEFAULT_RETRY;
    try {
      await run(job.name, job.payload, { jobId: job.jobId, attempt: job.attempt });
    } catch (err) {
      if (err instanceof PermanentJobError || job.attempt >= retry.attempts) {
        this.failed++;
        this.options.onFailed?.(job.jobId, err);
        this.forget(job);
        return;
      }
      // A retry cut off by a stop runs again from the store at the next start.
      this.later({ ...job, attempt: job.attempt + 1 }, retry.backoffMs * 2 ** (job.attempt - 1));
      return;
    }
    this.forget(job);
  }

  /** Takes a job that ran (or failed for good) out of the store; should that fail, it runs again at the next start. */
  private forget(job: PendingJob) {
    if (!job.kept || !this.options.store) return;
    const removal = this.options.store.remove(job.jobId).catch(() => {});
    this.removing.add(removal);
    void removal.finally(() => this.removing.delete(removal));
  }
}
