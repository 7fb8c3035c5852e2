import { createHash } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../../../kernel/errors';
import { sharedRedis } from '../../../kernel/redis';

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

  /** Makes `key` wait `seconds` whatever its count. */
  async block(key: string, seconds: number): Promise<void> {
    await this.store.block(key, seconds);
  }
}

/**
 * Wrong attempts that make the next attempt wait longer and longer, never locking: the first
 * `free` wrong attempts within the window cost nothing, each one after makes the key wait twice as
 * long as the one before (2 s, 4 s, 8 s …) up to `maxDelaySeconds`. A right attempt resets
 * nothing: interleaving a known right answer does not buy more guesses.
 */
export class GrowingDelay {
  constructor(
    readonly limits: { free: number; maxDelaySeconds: number; windowSeconds: number },
    private readonly wrong: RateLimiterAbstract,
    private readonly wait: FailureCounter,
  ) {}

  /** The wait after the `n`th wrong attempt in the window, in seconds. */
  delayAfter(n: number): number {
    return n < this.limits.free ? 0 : Math.min(this.limits.maxDelaySeconds, 2 ** (n - this.limits.free + 1));
  }

  /** How long until `key` may try again: 0 when it may now. */
  blockedForMs(key: string): Promise<number> {
    return this.wait.blockedForMs(key);
  }

  /** Counts a wrong attempt; returns how many there were in the window. */
  async fail(key: string): Promise<number> {
    const res = await this.wrong.penalty(key, 1);
    const delay = this.delayAfter(res.consumedPoints);
    if (delay > 0) await this.wait.block(key, delay);
    return res.consumedPoints;
  }
}

/** Where a process keeps its counters: one Redis connection per URL, or memory. */
export interface CounterStore {
  counter(name: string, points: number, windowSeconds: number): FailureCounter;
  growingDelay(name: string, limits: GrowingDelay['limits']): GrowingDelay;
}

/** Counters of one app: fresh memory per app (tests start many), or the shared Redis. */
export function counterStore(redisUrl: string | null, prefix = process.env.REDIS_PREFIX ?? 'ros'): CounterStore {
  const limiter = (name: string, points: number, windowSeconds: number): RateLimiterAbstract => {
    const memory = new RateLimiterMemory({ keyPrefix: name, points, duration: windowSeconds });
    if (!redisUrl) return memory;
    return new RateLimiterRedis({
      storeClient: sharedRedis(redisUrl),
      keyPrefix: `${prefix}:${name}`,
      points,
      duration: windowSeconds,
      insuranceLimiter: memory,
    });
  };
  return {
    counter: (name, points, windowSeconds) => new FailureCounter(points, limiter(name, points, windowSeconds)),
    growingDelay: (name, limits) =>
      new GrowingDelay(
        limits,
        // Never refuses by itself: it only counts (the wait below refuses).
        limiter(`${name}_wrong`, Number.MAX_SAFE_INTEGER, limits.windowSeconds),
        new FailureCounter(1, limiter(`${name}_wait`, 1, limits.maxDelaySeconds)),
      ),
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
  return new AppError(
    'rate_limited',
    `Too many ${what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    undefined,
    {
      retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)),
    },
  );
}
