import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DB, StoredEvent } from '@ros/db';
import type { JobQueue } from '../queue/job-queue';
import type { AnyJobHandler } from './registry';

/** What a job handler may use: the database, the queue (to schedule follow-up jobs), a logger and the relay's nudge. */
export interface JobDeps {
  db: Kysely<DB>;
  queue: JobQueue;
  log: Logger;
  /** Hands a job's committed events to the relay at once (its poll would find them later anyway). */
  afterCommit: (events: StoredEvent[]) => void;
}

/**
 * The handlers a workers process runs, given by whoever starts it (the domain modules own their
 * jobs): every job of `JOB_SCHEMAS` must have one, or the workers refuse to start.
 */
export type JobHandlers = (deps: JobDeps) => AnyJobHandler[];
