/** The outbox relay and the job processors. */
export type { JobQueue, EnqueueOptions, JobContext, JobRunner, ProcessOptions } from './queue/job-queue';
export { PermanentJobError } from './queue/job-queue';
export { MemoryJobQueue } from './queue/memory-queue';
export { databaseJobStore, type JobStore, type StoredJob } from './queue/job-store';
export { BullJobQueue } from './queue/bullmq-queue';
export { Relay, STREAM_WINDOW_MS } from './relay/relay';
export { createJobRegistry, type JobRegistry } from './jobs/registry';
export type { JobDeps, WorkerJobs } from './jobs/handlers';
export { createEventBus, createJobQueue, startWorkers, type RedisTarget, type WorkersRuntime } from './runtime';
export { listenForNudges, RedisNudgeSender } from './relay/nudge';
