import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { runShutdown, type DB, type ShutdownStep } from '@ros/db';
import type { EventBus } from '@ros/bus';
import { MemoryEventBus } from '@ros/bus';
import { RedisEventBus } from '@ros/bus';
import { startClock } from './clock';
import type { WorkerJobs } from './jobs/handlers';
import { createJobRegistry } from './jobs/registry';
import { watchQueue } from './metrics';
import { BullJobQueue } from './queue/bullmq-queue';
import type { JobQueue, RetryPolicy } from './queue/job-queue';
import type { JobStore } from './queue/job-store';
import { MemoryJobQueue } from './queue/memory-queue';
import { createLeaderLock } from './relay/leader-lock';
import { Relay } from './relay/relay';

/** Where Redis is, and the key/channel prefix of this deployment (or test run). Null: in-process. */
export type RedisTarget = { url: string; prefix: string } | null;

/** The bus for a mode: Redis pub/sub when Redis is configured, else in-process. */
export function createEventBus(redis: RedisTarget, options: { consume?: boolean } = {}): EventBus {
  return redis ? new RedisEventBus({ ...redis, consume: options.consume }) : new MemoryEventBus();
}

/**
 * The job queue for a mode: BullMQ when Redis is configured, else in-process, durable when given a
 * `store` (the embedded app keeps its jobs in its database: `databaseJobStore`).
 */
export function createJobQueue(redis: RedisTarget, log: Logger, retry?: RetryPolicy, store?: JobStore): JobQueue {
  const onFailed = (jobId: string, err: unknown) =>
    log.error({ jobId, err: (err as Error)?.message }, 'job failed for good');
  return redis ? new BullJobQueue({ ...redis, retry, onFailed }) : new MemoryJobQueue({ retry, onFailed, store });
}

/** Options of the workers runtime (relay + job processors). */
export interface WorkersOptions<D> {
  db: Kysely<DB>;
  bus: EventBus;
  queue: JobQueue;
  log: Logger;
  /** With a URL the relay takes the advisory lock on its own connection (distributed); without, it runs directly. */
  lockDatabaseUrl?: string | null;
  /** The jobs to run (the domain modules' definitions) and their handlers' dependencies: the relay's triggers and stream jobs and the clock's come from them. */
  jobs: WorkerJobs<D>;
  /** Run job processors in this process (default true). */
  processJobs?: boolean;
  pollMs?: number;
}

/** A running relay and job processors. */
export interface WorkersRuntime {
  relay: Relay;
  /** How to stop them, step by step, each within a deadline (see `runShutdown`). */
  stopSteps(): ShutdownStep[];
  close(): Promise<void>;
}

/**
 * Starts the relay and the job processors. The registry is built first so the process refuses to
 * start on an inconsistent set of jobs (two of one name, a trigger naming an unknown event type).
 */
export async function startWorkers<D>(options: WorkersOptions<D>): Promise<WorkersRuntime> {
  const { db, bus, queue, log } = options;
  const { definitions } = options.jobs;
  const lock = options.lockDatabaseUrl ? createLeaderLock(options.lockDatabaseUrl) : undefined;
  const relay = new Relay({
    db,
    bus,
    queue,
    log: log.child({ component: 'relay' }),
    jobs: definitions,
    lock,
    pollMs: options.pollMs,
  });
  const deps = options.jobs.deps({
    db,
    queue,
    log: log.child({ component: 'jobs' }),
    afterCommit: (events) => relay.nudge(events),
  });
  const registry = createJobRegistry(definitions, { db, deps });
  const broughtBack = definitions.filter((d) => d.stream || d.clock).map((d) => d.name);
  if (options.processJobs !== false) await queue.process(registry.run, { broughtBack });
  relay.start();
  const unwatchQueue = watchQueue(queue);
  const clock =
    options.processJobs !== false ? startClock(queue, definitions, log.child({ component: 'clock' })) : null;
  const stopSteps = (): ShutdownStep[] => [
    { name: 'clock', run: async () => clock?.stop() },
    { name: 'outbox relay', run: () => relay.stop() },
    {
      name: 'job queue',
      run: () => {
        unwatchQueue();
        return queue.close();
      },
    },
  ];
  return {
    relay,
    stopSteps,
    async close() {
      await runShutdown(stopSteps(), log);
    },
  };
}
