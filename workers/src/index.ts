/** The outbox relay and the job processors. */
export type { EventBus, EventHandler } from './bus/event-bus';
export { MemoryEventBus } from './bus/memory-bus';
export { RedisEventBus } from './bus/redis-bus';
export type { JobQueue, EnqueueOptions, JobContext } from './queue/job-queue';
export { PermanentJobError } from './queue/job-queue';
export { MemoryJobQueue } from './queue/memory-queue';
export { BullJobQueue } from './queue/bullmq-queue';
export { Relay } from './relay/relay';
export { createJobRegistry, defineJob, type AnyJobHandler } from './jobs/registry';
export type { JobDeps, JobHandlers } from './jobs/handlers';
export { countDailyJob } from './jobs/count-daily.job';
export { createEventBus, createJobQueue, startWorkers, type WorkersRuntime } from './runtime';
