import { Redis } from 'ioredis';

const connections = new Map<string, Redis>();

/**
 * One Redis connection per URL for the process's counters (rate limits): commands fail at once
 * while Redis is unreachable (the callers fall back to memory) instead of queueing.
 */
export function sharedRedis(url: string): Redis {
  let redis = connections.get(url);
  if (redis) return redis;
  redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });
  // The app has no shutdown hook for it: the connection must not keep a closing process alive.
  redis.on('connect', () => redis.stream?.unref());
  redis.on('error', () => {});
  void redis.connect().catch(() => {});
  connections.set(url, redis);
  return redis;
}
