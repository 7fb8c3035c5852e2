import {
  counterKey,
  counterStore,
  normalEmail,
  tooManyAttempts,
  type CounterStore,
  type FailureCounter,
} from './attempt-limiter';

/**
 * Failed sign-ins allowed within the window: per account from one address, and per address over
 * all accounts. There is no limit per account alone: five wrong passwords typed elsewhere would
 * lock the owner out during service, which is what an attacker wants.
 */
export const LOGIN_LIMITS = { perAccountAndAddress: 5, perAddress: 20, windowSeconds: 15 * 60 } as const;

/** Counts failed sign-ins; refuses with 429 once the (account, address) or the address has none left. */
export class LoginLimiter {
  private readonly byAccountAndAddress: FailureCounter;
  private readonly byAddress: FailureCounter;

  constructor(store: CounterStore = counterStore(null)) {
    this.byAccountAndAddress = store.counter(
      'login_account_address',
      LOGIN_LIMITS.perAccountAndAddress,
      LOGIN_LIMITS.windowSeconds,
    );
    this.byAddress = store.counter('login_address', LOGIN_LIMITS.perAddress, LOGIN_LIMITS.windowSeconds);
  }

  /** Throws 429 when this address may not try this account (or any account) now. */
  async check(email: string, ip: string): Promise<void> {
    const waits = await Promise.all([
      this.byAccountAndAddress.blockedForMs(accountKey(email, ip)),
      this.byAddress.blockedForMs(counterKey(ip)),
    ]);
    const wait = Math.max(...waits);
    if (wait > 0) throw tooManyAttempts('login attempts', wait);
  }

  async fail(email: string, ip: string): Promise<void> {
    await Promise.all([this.byAccountAndAddress.fail(accountKey(email, ip)), this.byAddress.fail(counterKey(ip))]);
  }

  /** A successful sign-in clears this address's count for the account (not the address's own). */
  async succeed(email: string, ip: string): Promise<void> {
    await this.byAccountAndAddress.reset(accountKey(email, ip));
  }
}

const accountKey = (email: string, ip: string) => counterKey(normalEmail(email), ip);

/** The limiter of an app: in memory when embedded, in Redis when distributed. */
export function createLoginLimiter(redisUrl: string | null, prefix?: string): LoginLimiter {
  return new LoginLimiter(counterStore(redisUrl, prefix));
}
