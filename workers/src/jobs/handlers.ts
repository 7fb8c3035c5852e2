import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DB, StoredEvent } from '@ros/db';
import type { JobDefinition } from '@ros/shared-events';
import type { JobQueue } from '../queue/job-queue';

/** What the workers give every job handler: the database, the queue (to schedule follow-up jobs), a logger and the relay's nudge. */
export interface JobDeps {
  db: Kysely<DB>;
  queue: JobQueue;
  log: Logger;
  /** Hands a job's committed events to the relay at once (its poll would find them later anyway). */
  afterCommit: (events: StoredEvent[]) => void;
}

/**
 * The jobs a workers process runs, given by whoever starts it (the domain modules own their jobs,
 * `defineJob` in shared-events), with what their handlers need beyond `JobDeps`.
 */
export interface WorkerJobs<D> {
  definitions: readonly JobDefinition<D>[];
  /** The handlers' dependencies, from what the workers give. */
  deps: (base: JobDeps) => D;
}
