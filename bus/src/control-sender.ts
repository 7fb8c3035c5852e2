import { Redis } from 'ioredis';
import type { ControlMessage } from './event-bus';
import { redisChannels } from './redis-bus';

/**
 * Publishes control messages (e.g. `session.ended`) from an api node that runs no bus of its own
 * (distributed mode): the gateway nodes receive them on the bus's control channel. Best effort,
 * like the relay nudge: what a lost message asks for also happens without it, only later.
 */
export class RedisControlSender {
  private readonly redis: Redis;
  private readonly channel: string;

  constructor(url: string, prefix: string) {
    this.channel = redisChannels(prefix).control;
    this.redis = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      retryStrategy: (t) => Math.min(100 * t, 2000),
    });
    this.redis.on('error', () => {});
  }

  async publish(message: ControlMessage): Promise<void> {
    await this.redis.publish(this.channel, JSON.stringify(message));
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
