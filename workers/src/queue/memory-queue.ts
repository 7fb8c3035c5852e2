import type { JobName } from '@ros/shared-events';
import { DEFAULT_RETRY, PermanentJobError, type EnqueueOptions, type JobQueue, type JobRunner, type RetryPolicy } from './job-queue';

interface PendingJob {
  name: JobName;
  payload: unknown;
  jobId: string;
  attempt: number;
}

/** The longest delay a timer holds (~24.8 days; a longer one would fire at once): longer waits take several. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** How many finished job ids are remembered for dedupe (the database catches older replays). */
const REMEMBERED_IDS = 50_000;

/**
 * The embedded queue: an in-process async queue with bounded concurrency, delays, retries with
 * exponential backoff, and dedupe by job id from the first enqueue on, delayed jobs included (like
 * BullMQ with kept completed jobs). Unlike BullMQ, waiting and delayed jobs are lost on close; for
 * stream jobs that is harmless, as their next run does what a lost one would have done.
 */
export class MemoryJobQueue implements JobQueue {
  private readonly pending: PendingJob[] = [];
  private readonly known = new Set<string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private runner: JobRunner | null = null;
  private running = 0;
  private closed = false;
  private idle: (() => void)[] = [];

  constructor(private readonly options: { concurrency?: number; retry?: RetryPolicy; onFailed?: (jobId: string, err: unknown) => void } = {}) {}

  async enqueue(name: JobName, payload: unknown, { jobId, delay }: EnqueueOptions): Promise<void> {
    if (this.closed) throw new Error('job queue is closed');
    if (this.known.has(jobId)) return;
    this.remember(jobId);
    const job = { name, payload: structuredClone(payload), jobId, attempt: 1 };
    if (delay && delay > 0) this.later(job, delay);
    else this.push(job);
  }

  async process(run: JobRunner): Promise<void> {
    this.runner = run;
    this.pump();
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    this.pending.length = 0;
    if (this.running > 0) await new Promise<void>((resolve) => this.idle.push(resolve));
  }

  private remember(jobId: string) {
    this.known.add(jobId);
    if (this.known.size > REMEMBERED_IDS) this.known.delete(this.known.values().next().value as string);
  }

  private later(job: PendingJob, delay: number) {
    const step = Math.min(delay, MAX_TIMER_MS);
    const t = setTimeout(() => {
      this.timers.delete(t);
      if (delay > step) this.later(job, delay - step);
      else this.push(job);
    }, step);
    this.timers.add(t);
  }

  private push(job: PendingJob) {
    if (this.closed) return;
    this.pending.push(job);
    this.pump();
  }

  private pump() {
    const concurrency = this.options.concurrency ?? 4;
    while (this.runner && !this.closed && this.running < concurrency && this.pending.length > 0) {
      const job = this.pending.shift()!;
      this.running++;
      void this.execute(this.runner, job).finally(() => {
        this.running--;
        if (this.running === 0) this.idle.splice(0).forEach((r) => r());
        this.pump();
      });
    }
  }

  private async execute(run: JobRunner, job: PendingJob) {
    const retry = this.options.retry ?? DEFAULT_RETRY;
    try {
      await run(job.name, job.payload, { jobId: job.jobId, attempt: job.attempt });
    } catch (err) {
      if (err instanceof PermanentJobError || job.attempt >= retry.attempts) {
        this.options.onFailed?.(job.jobId, err);
        return;
      }
      this.later({ ...job, attempt: job.attempt + 1 }, retry.backoffMs * 2 ** (job.attempt - 1));
    }
  }
}
