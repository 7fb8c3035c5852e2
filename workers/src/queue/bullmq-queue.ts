import { Queue, UnrecoverableError, Worker } from 'bullmq';
import type { JobName } from '@ros/shared-events';
import {
  DEFAULT_RETRY,
  PermanentJobError,
  type EnqueueOptions,
  type JobCounts,
  type JobQueue,
  type JobRunner,
  type RetryPolicy,
} from './job-queue';

/** Options of the BullMQ queue: Redis, a key prefix per deployment or test run, retry policy. */
export interface BullJobQueueOptions {
  url: string;
  prefix: string;
  queueName?: string;
  concurrency?: number;
  retry?: RetryPolicy;
  onFailed?: (jobId: string, err: unknown) => void;
}

/** Parses `redis://` URLs into the connection options BullMQ wants. */
function connection(url: string, extra: { maxRetriesPerRequest?: null } = {}) {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: Number(u.port || 6379),
    username: u.username || undefined,
    password: u.password ? decodeURIComponent(u.password) : undefined,
    db: u.pathname.length > 1 ? Number(u.pathname.slice(1)) : undefined,
    retryStrategy: (times: number) => Math.min(100 * times, 2000),
    ...extra,
  };
}

/**
 * The distributed queue: one BullMQ queue whose job names are the catalogue names. Job ids are
 * deterministic (`reservation.schedule-jobs-<eventId>`, `report.count-daily-<windowStart>`), so a
 * re-enqueue of a known job (waiting, delayed, running or kept after completion) is ignored;
 * failures retry with exponential backoff; `PermanentJobError` becomes `UnrecoverableError`.
 */
export class BullJobQueue implements JobQueue {
  private readonly queue: Queue;
  private worker: Worker | null = null;
  private readonly retry: RetryPolicy;

  readonly name: string;

  constructor(private readonly options: BullJobQueueOptions) {
    this.retry = options.retry ?? DEFAULT_RETRY;
    this.name = options.queueName ?? 'jobs';
    this.queue = new Queue(this.name, {
      connection: connection(options.url),
      prefix: options.prefix,
    });
    this.queue.on('error', () => {});
  }

  async enqueue(name: JobName, payload: unknown, { jobId, delay }: EnqueueOptions): Promise<void> {
    if (jobId.includes(':')) throw new Error(`job id ${jobId} contains ':'`);
    await this.queue.add(name, payload, {
      jobId,
      delay,
      attempts: this.retry.attempts,
      backoff: { type: 'exponential', delay: this.retry.backoffMs },
      // Kept for a day so a replayed event's job id is still known (the database dedupes beyond).
      removeOnComplete: { age: 24 * 3600, count: 100_000 },
      removeOnFail: { age: 7 * 24 * 3600 },
    });
  }

  async process(run: JobRunner): Promise<void> {
    this.worker = new Worker(
      this.options.queueName ?? 'jobs',
      async (job) => {
        try {
          await run(job.name as JobName, job.data, { jobId: job.id!, attempt: job.attemptsMade + 1 });
        } catch (err) {
          if (err instanceof PermanentJobError) throw new UnrecoverableError(err.message);
          throw err;
        }
      },
      {
        connection: connection(this.options.url, { maxRetriesPerRequest: null }),
        prefix: this.options.prefix,
        concurrency: this.options.concurrency ?? 4,
        // Seconds an idle worker blocks waiting for jobs; close() waits for that call to return.
        drainDelay: 1,
      },
    );
    this.worker.on('error', () => {});
    this.worker.on('failed', (job, err) => {
      if (!job) return;
      const final = err instanceof UnrecoverableError || job.attemptsMade >= this.retry.attempts;
      if (final) this.options.onFailed?.(job.id!, err);
    });
    await this.worker.waitUntilReady();
  }

  async counts(): Promise<JobCounts> {
    const {
      waiting = 0,
      delayed = 0,
      active = 0,
      failed = 0,
    } = await this.queue.getJobCounts('waiting', 'delayed', 'active', 'failed');
    return { waiting, delayed, active, failed };
  }

  async close(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
  }
}
