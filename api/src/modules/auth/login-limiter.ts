import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../../http/errors';

/** Failed logins allowed per account and per IP within the window. */
export const LOGIN_LIMITS = { perEmail: 5, perIp: 20, windowSeconds: 15 * 60 } as const;

/** Counts failed logins per email and per IP; blocks with 429 once either runs out. */
export class LoginLimiter {
  constructor(
    private readonly byEmail: RateLimiterAbstract = new RateLimiterMemory({ keyPrefix: 'login_email', points: LOGIN_LIMITS.perEmail, duration: LOGIN_LIMITS.windowSeconds }),
    private readonly byIp: RateLimiterAbstract = new RateLimiterMemory({ keyPrefix: 'login_ip', points: LOGIN_LIMITS.perIp, duration: LOGIN_LIMITS.windowSeconds }),
  ) {}

  /** Throws 429 when the account or the IP has no attempts left. */
  async check(email: string, ip: string): Promise<void> {
    const [e, i] = await Promise.all([this.byEmail.get(email.toLowerCase()), this.byIp.get(ip)]);
    const blocked = [
      e && e.consumedPoints >= LOGIN_LIMITS.perEmail ? e : null,
      i && i.consumedPoints >= LOGIN_LIMITS.perIp ? i : null,
    ].filter((r): r is RateLimiterRes => r !== null);
    if (blocked.length) throw tooMany(Math.max(...blocked.map((r) => r.msBeforeNext)));
  }

  /** Records a failed attempt for both keys. */
  async fail(email: string, ip: string): Promise<void> {
    await Promise.all([this.byEmail.penalty(email.toLowerCase(), 1), this.byIp.penalty(ip, 1)]);
  }

  /** A successful login clears the account's counter (not the IP's). */
  async succeed(email: string): Promise<void> {
    await this.byEmail.delete(email.toLowerCase());
  }
}

function tooMany(msBeforeNext: number): AppError {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000));
  return new AppError('rate_limited', `Too many login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, undefined, {
    retryAfterSeconds: Math.ceil(msBeforeNext / 1000),
  });
}

/**
 * The limiter of this process: in memory when embedded; in Redis when distributed, so every API
 * node counts the same attempts (falling back to memory while Redis is unreachable).
 */
export function createLoginLimiter(redisUrl: string | null, prefix = process.env.REDIS_PREFIX ?? 'ros'): LoginLimiter {
  if (!redisUrl) return new LoginLimiter();
  const redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });
  // The app has no shutdown hook: the connection must not keep a closing process alive.
  redis.on('connect', () => redis.stream?.unref());
  redis.on('error', () => {});
  void redis.connect().catch(() => {});
  const make = (name: string, points: number) =>
    new RateLimiterRedis({
      storeClient: redis, keyPrefix: `${prefix}:${name}`, points, duration: LOGIN_LIMITS.windowSeconds,
      insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points, duration: LOGIN_LIMITS.windowSeconds }),
    });
  return new LoginLimiter(make('login_email', LOGIN_LIMITS.perEmail), make('login_ip', LOGIN_LIMITS.perIp));
}
