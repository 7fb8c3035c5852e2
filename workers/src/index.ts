/** The outbox relay and the job processors. */
export type { JobQueue, EnqueueOptions, JobContext } from './queue/job-queue';
export { PermanentJobError } from './queue/job-queue';
export { MemoryJobQueue } from './queue/memory-queue';
export { databaseJobStore, type JobStore, type StoredJob } from './queue/job-store';
export { BullJobQueue } from './queue/bullmq-queue';
export { Relay } from './relay/relay';
export { createJobRegistry, defineJob, type AnyJobHandler } from './jobs/registry';
export type { JobDeps, JobHandlers } from './jobs/handlers';
export { countDailyJob } from './jobs/count-daily.job';
export { createEventBus, createJobQueue, startWorkers, type RedisTarget, type WorkersRuntime } from './runtime';
export { listenForNudges, RedisNudgeSender } from './relay/nudge';
