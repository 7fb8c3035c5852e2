import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DB } from '@ros/db';
import type { JobQueue } from '../queue/job-queue';
import { countDailyJob } from './count-daily.job';
import { reservationJobHandlers } from './reservation-jobs';
import type { AnyJobHandler } from './registry';

/** What a job handler may use: the database, the queue (to schedule follow-up jobs) and a logger. */
export interface JobDeps {
  db: Kysely<DB>;
  queue: JobQueue;
  log: Logger;
}

/**
 * Every job handler of the system: a new job in `JOB_SCHEMAS` adds its `<verb-noun>.job.ts` and one
 * line here, or the workers refuse to start.
 */
export const allJobHandlers = (deps: JobDeps): AnyJobHandler[] => [countDailyJob(deps.db), ...reservationJobHandlers(deps.db, deps.queue)];
