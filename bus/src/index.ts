/** The event bus: committed events from the relay to every gateway node (in-process or Redis pub/sub), and session control messages. */
export type { EventBus } from './event-bus';
export { MemoryEventBus } from './memory-bus';
export { RedisEventBus, redisChannels, waitReady } from './redis-bus';
export { RedisControlSender } from './control-sender';
