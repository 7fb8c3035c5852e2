import { createHmac } from 'node:crypto';
import { counterKey, counterStore, tooManyAttempts, type FailureCounter, type GrowingDelay } from '../../identity/auth';

/** What every wrong PIN is told, whoever's PIN it was near. */
export const WRONG_PIN = 'Wrong PIN.';

/**
 * Wrong PINs: the first 5 within the hour cost nothing, each one after makes the next PIN wait
 * longer (2, 4, 8, 16 s) up to 30 s, counted per terminal and per restaurant (its PINs are what a
 * guesser is after, from any terminal); a right PIN resets nothing. Managers are alerted at every
 * 5th wrong PIN of a terminal. See the threat model for what that costs a guesser.
 */
export const PIN_LIMITS = { free: 5, maxDelaySeconds: 30, windowSeconds: 60 * 60, alertEvery: 5 } as const;

/** PIN changes (set or remove, own or another's) per member setting them: a uniqueness answer cannot be probed. */
export const PIN_CHANGE_LIMITS = { perMember: 20, windowSeconds: 60 * 60 } as const;

/**
 * POS PINs: stored as a keyed digest (HMAC with the server's secret, per restaurant), so a PIN is
 * unique within its restaurant and found in one indexed lookup, and a leaked table does not give
 * the PINs back without the secret. PINs are typed on a signed-in terminal only; wrong ones make
 * the terminal and the restaurant wait (429 with `Retry-After`) and never say whose PIN was near.
 */
export class Pins {
  private readonly wrong: GrowingDelay;
  private readonly changes: FailureCounter;

  constructor(
    private readonly secret: string,
    redisUrl: string | null,
  ) {
    const store = counterStore(redisUrl);
    this.wrong = store.growingDelay('pin', PIN_LIMITS);
    this.changes = store.counter('pin_change', PIN_CHANGE_LIMITS.perMember, PIN_CHANGE_LIMITS.windowSeconds);
  }

  digest(restaurantId: string, pin: string): string {
    return createHmac('sha256', this.secret).update(`${restaurantId}:${pin}`).digest('base64url');
  }

  /** 429 while the terminal or its restaurant waits after wrong PINs. */
  async check(restaurantId: string, terminalId: string) {
    const wait = Math.max(
      await this.wrong.blockedForMs(counterKey(restaurantId)),
      await this.wrong.blockedForMs(counterKey(restaurantId, terminalId)),
    );
    if (wait > 0) throw tooManyAttempts('wrong PINs', wait);
  }

  /** Counts a wrong PIN; returns the terminal's count when managers are to be alerted, else null. */
  async fail(restaurantId: string, terminalId: string): Promise<number | null> {
    await this.wrong.fail(counterKey(restaurantId));
    const onTerminal = await this.wrong.fail(counterKey(restaurantId, terminalId));
    return onTerminal % PIN_LIMITS.alertEvery === 0 ? onTerminal : null;
  }

  /** Counts a PIN change by `memberId`: 429 once they made too many within the window. */
  async countChange(restaurantId: string, memberId: string) {
    const key = counterKey(restaurantId, memberId);
    const wait = await this.changes.blockedForMs(key);
    if (wait > 0) throw tooManyAttempts('PIN changes', wait);
    await this.changes.fail(key);
  }
}
