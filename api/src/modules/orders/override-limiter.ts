import { counterKey, counterStore, normalEmail, tooManyAttempts, type FailureCounter } from '../auth/attempt-limiter';

/** Refused manager overrides allowed within the window, per requester and per approver email. */
export const OVERRIDE_LIMITS = { perRequester: 5, perApprover: 5, windowSeconds: 15 * 60 } as const;

/**
 * Counts refused manager overrides: per requester (a member trying passwords) and per approver
 * email in the restaurant (passwords tried against one manager from several terminals), so the
 * override cannot be used to guess a password. Same mechanism as the sign-in limiter.
 */
export class OverrideLimiter {
  private readonly byRequester: FailureCounter;
  private readonly byApprover: FailureCounter;

  constructor(redisUrl: string | null) {
    const store = counterStore(redisUrl);
    this.byRequester = store.counter('override_requester', OVERRIDE_LIMITS.perRequester, OVERRIDE_LIMITS.windowSeconds);
    this.byApprover = store.counter('override_approver', OVERRIDE_LIMITS.perApprover, OVERRIDE_LIMITS.windowSeconds);
  }

  /** Throws 429 when the requester or the approver has no attempts left. */
  async check(restaurantId: string, requesterId: string, approverEmail: string): Promise<void> {
    const keys = this.keys(restaurantId, requesterId, approverEmail);
    const wait = Math.max(await this.byRequester.blockedForMs(keys.requester), await this.byApprover.blockedForMs(keys.approver));
    if (wait > 0) throw tooManyAttempts('manager override attempts', wait);
  }

  async fail(restaurantId: string, requesterId: string, approverEmail: string): Promise<void> {
    const keys = this.keys(restaurantId, requesterId, approverEmail);
    await Promise.all([this.byRequester.fail(keys.requester), this.byApprover.fail(keys.approver)]);
  }

  async succeed(restaurantId: string, requesterId: string, approverEmail: string): Promise<void> {
    const keys = this.keys(restaurantId, requesterId, approverEmail);
    await Promise.all([this.byRequester.reset(keys.requester), this.byApprover.reset(keys.approver)]);
  }

  private keys(restaurantId: string, requesterId: string, approverEmail: string) {
    return { requester: counterKey(restaurantId, requesterId), approver: counterKey(restaurantId, normalEmail(approverEmail)) };
  }
}
