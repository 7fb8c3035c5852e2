/** The outbox relay and the job processors. */
export type { EventBus, EventHandler } from './bus/event-bus';
export { MemoryEventBus } from './bus/memory-bus';
export { RedisEventBus } from './bus/redis-bus';
export type { JobQueue, EnqueueOptions, JobContext } from './queue/job-queue';
export { PermanentJobError } from './queue/job-queue';
export { MemoryJobQueue } from './queue/memory-queue';
export { BullJobQueue } from './queue/bullmq-queue';
export { Relay } from './relay/relay';
export { createJobRegistry, defineJob } from './jobs/registry';
export { createEventBus, createJobQueue, startWorkers, type WorkersRuntime } from './runtime';
