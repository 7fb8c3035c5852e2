import { createHmac } from 'node:crypto';
import { counterKey, counterStore, tooManyAttempts, type FailureCounter } from '../auth/attempt-limiter';

/** What every wrong PIN is told, whoever's PIN it was near. */
export const WRONG_PIN = 'Wrong PIN.';

/** Wrong PINs allowed per terminal (the signed-in device's user) within the window. */
export const PIN_LIMITS = { perTerminal: 5, windowSeconds: 5 * 60 } as const;

/**
 * POS PINs: stored as a keyed digest (HMAC with the server's secret, per restaurant), so a PIN is
 * unique within its restaurant and found in one indexed lookup, and a leaked table does not give
 * the PINs back without the secret. Wrong PINs are counted per terminal: a terminal that guesses
 * is stopped (429) whatever PINs it tries, and the answer never says whose PIN it was near.
 */
export class Pins {
  private readonly failures: FailureCounter;

  constructor(private readonly secret: string, redisUrl: string | null) {
    this.failures = counterStore(redisUrl).counter('pin_terminal', PIN_LIMITS.perTerminal, PIN_LIMITS.windowSeconds);
  }

  digest(restaurantId: string, pin: string): string {
    return createHmac('sha256', this.secret).update(`${restaurantId}:${pin}`).digest('base64url');
  }

  async check(restaurantId: string, terminalUserId: string) {
    const wait = await this.failures.blockedForMs(counterKey(restaurantId, terminalUserId));
    if (wait > 0) throw tooManyAttempts('PIN attempts', wait);
  }

  fail = (restaurantId: string, terminalUserId: string) => this.failures.fail(counterKey(restaurantId, terminalUserId));
  succeed = (restaurantId: string, terminalUserId: string) => this.failures.reset(counterKey(restaurantId, terminalUserId));
}
