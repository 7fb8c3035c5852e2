import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../../http/errors';

/**
 * Failed attempts at something that checks a credential (sign-in, a manager's override), counted
 * per key within a window. In memory when embedded; in Redis when distributed, so every API node
 * counts the same attempts (falling back to memory while Redis is unreachable).
 */
export class FailureCounter {
  constructor(
    readonly points: number,
    private readonly store: RateLimiterAbstract,
  ) {}

  /** How long until `key` may try again: 0 while it has attempts left. */
  async blockedForMs(key: string): Promise<number> {
    const res = await this.store.get(key);
    return res && res.consumedPoints >= this.points ? Math.max(1, res.msBeforeNext) : 0;
  }

  /** Counts an attempt (or `points` of an amount, e.g. an order's value). */
  async fail(key: string, points = 1): Promise<void> {
    await this.store.penalty(key, points);
  }

  async reset(key: string): Promise<void> {
    await this.store.delete(key);
  }
}

/** Where a process keeps its counters: one Redis connection per URL, or memory. */
export interface CounterStore {
  counter(name: string, points: number, windowSeconds: number): FailureCounter;
}

const connections = new Map<string, Redis>();
function sharedRedis(url: string): Redis {
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

/** Counters of one app: fresh memory per app (tests start many), or the shared Redis. */
export function counterStore(redisUrl: string | null, prefix = process.env.REDIS_PREFIX ?? 'ros'): CounterStore {
  return {
    counter(name, points, windowSeconds) {
      const memory = new RateLimiterMemory({ keyPrefix: name, points, duration: windowSeconds });
      if (!redisUrl) return new FailureCounter(points, memory);
      const store = new RateLimiterRedis({ storeClient: sharedRedis(redisUrl), keyPrefix: `${prefix}:${name}`, points, duration: windowSeconds, insuranceLimiter: memory });
      return new FailureCounter(points, store);
    },
  };
}

/** An email as it is compared everywhere: trimmed and lower-cased. */
export const normalEmail = (email: string) => email.trim().toLowerCase();

/**
 * A counter key from its parts (an email, an address, an id): their SHA-256, so whatever a client
 * sends, a key is 64 characters and holds no address in the clear.
 */
export const counterKey = (...parts: string[]) => createHash('sha256').update(parts.join('\n')).digest('hex');

/** 429 `rate_limited` with the wait, in the message and as `retryAfterSeconds` (sent as `Retry-After`). */
export function tooManyAttempts(what: string, msBeforeNext: number): AppError {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000));
  return new AppError('rate_limited', `Too many ${what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, undefined, {
    retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)),
  });
}
