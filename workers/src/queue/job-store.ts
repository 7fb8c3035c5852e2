import { sql, type Kysely } from 'kysely';
import { jsonb, type DB } from '@ros/db';
import type { JobName } from '@ros/shared-events';

/** A job as the store keeps it: what to run, and when (ms since the epoch). */
export interface StoredJob {
  jobId: string;
  name: JobName;
  payload: unknown;
  runAt: number;
}

/** Where the embedded queue keeps its jobs between a restart and the next (see `MemoryJobQueue`). */
export interface JobStore {
  /** Resolves once the job is kept (a job id already kept is left as it is). */
  save(job: StoredJob): Promise<void>;
  /** Forgets a job that ran (or failed for good). */
  remove(jobId: string): Promise<void>;
  /** Every job kept, oldest first. */
  load(): Promise<StoredJob[]>;
}

/**
 * Gathers what is asked within one turn of the event loop into one call: the relay enqueues a
 * batch's jobs together, and on PGlite's one connection each statement waits its turn.
 */
function batcher<T>(flush: (items: T[]) => Promise<void>): (item: T) => Promise<void> {
  let items: T[] = [];
  let next: Promise<void> | null = null;
  return (item) => {
    items.push(item);
    next ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      const taken = items;
      items = [];
      next = null;
      return flush(taken);
    });
    return next;
  };
}

/**
 * The jobs table (`queued_jobs`) on the root handle. Its statements never run inside a command:
 * the relay, the clock and job handlers enqueue between commands (db/src/command.ts).
 */
export function databaseJobStore(db: Kysely<DB>): JobStore {
  const save = batcher<StoredJob>(async (jobs) => {
    await db
      .insertInto('queued_jobs')
      .values(
        jobs.map((j) => ({ job_id: j.jobId, name: j.name, payload: jsonb(j.payload), run_at: new Date(j.runAt) })),
      )
      .onConflict((oc) => oc.column('job_id').doNothing())
      .execute();
  });
  const remove = batcher<string>(async (ids) => {
    await db
      .deleteFrom('queued_jobs')
      .where(sql<boolean>`job_id = any(${ids}::text[])`)
      .execute();
  });
  return {
    save,
    remove,
    async load() {
      const rows = await db
        .selectFrom('queued_jobs')
        .select(['job_id', 'name', 'payload', 'run_at'])
        .orderBy('enqueued_at')
        .orderBy('job_id')
        .execute();
      return rows.map((r) => ({
        jobId: r.job_id,
        name: r.name as JobName,
        payload: r.payload,
        runAt: new Date(r.run_at).getTime(),
      }));
    },
  };
}
