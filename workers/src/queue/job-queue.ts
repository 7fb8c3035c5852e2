import type { JobName } from '@ros/shared-events';

/** Options of one enqueue: a deterministic id (dedupe key, no ':') and an optional delay. */
export interface EnqueueOptions {
  jobId: string;
  delay?: number;
}

/** What a handler learns about the job it runs. */
export interface JobContext {
  jobId: string;
  /** 1 on the first run, then 2, 3, … on retries. */
  attempt: number;
}

/** Runs one job whose payload was already validated; throw `PermanentJobError` for no retry. */
export type JobRunner = (name: JobName, payload: unknown, ctx: JobContext) => Promise<void>;

/** What a queue learns of the jobs when it starts consuming. */
export interface ProcessOptions {
  /**
   * Jobs a later run brings back when one is lost (the clock's and the stream jobs): the embedded
   * queue does not keep them in its store, nor run them when it closes.
   */
  broughtBack?: readonly JobName[];
}

/** A failure retrying cannot fix (bad payload, missing row): the job fails without retries. */
export class PermanentJobError extends Error {
  override readonly name = 'PermanentJobError';
}

/** Retry policy shared by both adapters. */
export interface RetryPolicy {
  attempts: number;
  backoffMs: number;
}
export const DEFAULT_RETRY: RetryPolicy = { attempts: 5, backoffMs: 500 };

/**
 * The job queue. At-least-once: a job may run again after a crash, so handlers are idempotent
 * (they record their job id in `processed_jobs`). Enqueueing an id that is already known is a no-op.
 */
/** How many jobs a queue holds, by state (what `/metrics` reports per queue). */
export interface JobCounts {
  waiting: number;
  delayed: number;
  active: number;
  failed: number;
}

export interface JobQueue {
  /** The queue's name in the metrics. */
  readonly name?: string;
  /** Its jobs by state, for the metrics (a test's stand-in may leave it out). */
  counts?(): Promise<JobCounts>;
  enqueue(name: JobName, payload: unknown, options: EnqueueOptions): Promise<void>;
  /** Starts consuming with `run` (normally `registry.run`). */
  process(run: JobRunner, options?: ProcessOptions): Promise<void>;
  /** Stops taking jobs, waits for running ones, disconnects. */
  close(): Promise<void>;
}
