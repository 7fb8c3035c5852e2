import { Redis } from 'ioredis';
import { redisChannels, waitReady } from '@ros/bus';

/**
 * The relay's fast path in distributed mode: after a commit the API publishes a message on the
 * nudge channel and the active relay looks at the outbox now rather than at its next poll.
 * A lost nudge costs one poll interval, nothing more (see docs/decisions/0001-relay-nudge.md).
 * The relay ignores the message; it names the commit's last event (`restaurantId:seq`) so that
 * a subscriber can time commit → published per command (the benchmark's relay-lag probe).
 */
export class RedisNudgeSender {
  private readonly redis: Redis;
  private readonly channel: string;

  constructor(url: string, prefix: string) {
    this.channel = redisChannels(prefix).nudge;
    this.redis = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      retryStrategy: (t) => Math.min(100 * t, 2000),
    });
    this.redis.on('error', () => {});
  }

  nudge(last?: { restaurantId: string; seq: number }): void {
    this.redis.publish(this.channel, last ? `${last.restaurantId}:${last.seq}` : '').catch(() => {});
  }

  /** Readiness: Redis answers a PING now (no offline queue: a lost connection fails at once). */
  async ping(): Promise<void> {
    await this.redis.ping();
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}

/** Subscribes to the nudge channel; returns its close. */
export async function listenForNudges(url: string, prefix: string, onNudge: () => void): Promise<() => void> {
  const redis = new Redis(url, { retryStrategy: (t) => Math.min(100 * t, 2000) });
  redis.on('error', () => {});
  redis.on('message', () => onNudge());
  await waitReady(redis);
  await redis.subscribe(redisChannels(prefix).nudge);
  return () => redis.disconnect();
}
