/** The outbox relay and the job processors. */
export type { JobQueue } from './queue/job-queue';
export { databaseJobStore } from './queue/job-store';
export { createJobRegistry } from './jobs/registry';
export type { WorkerJobs } from './jobs/handlers';
export { createEventBus, createJobQueue, startWorkers, type RedisTarget, type WorkersRuntime } from './runtime';
export { listenForNudges, RedisNudgeSender } from './relay/nudge';
