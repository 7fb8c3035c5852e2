import { sql } from 'kysely';
import { allows, type ManagerOverride, type PermissionKey } from '@ros/shared-events';
import { forbidden } from '../../../kernel/errors';
import { permissionsOf, type TenantContext } from '../../../kernel/tenant';
import { counterKey, counterStore, normalEmail, tooManyAttempts, type FailureCounter } from './attempt-limiter';
import { verifyPasswordOrDummy } from './tokens';

/** Refused manager overrides allowed within the window, per requester and per approver email. */
export const OVERRIDE_LIMITS = { perRequester: 5, perApprover: 5, windowSeconds: 15 * 60 } as const;

export { type ManagerOverride } from '@ros/shared-events';

/** Who approved, for the record (`approved_by`, `void_approved_by`). */
export interface Approver {
  userId: string;
  name: string;
}

/**
 * Counts refused manager overrides: per requester (a member trying passwords) and per approver
 * email in the restaurant (passwords tried against one manager from several terminals), so the
 * override cannot be used to guess a password. Same mechanism as the sign-in limiter. One per app,
 * shared by everything that takes an override (item voids, refunds, payment voids).
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
    const wait = Math.max(
      await this.byRequester.blockedForMs(keys.requester),
      await this.byApprover.blockedForMs(keys.approver),
    );
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
    return {
      requester: counterKey(restaurantId, requesterId),
      approver: counterKey(restaurantId, normalEmail(approverEmail)),
    };
  }
}

const limiters = new WeakMap<object, OverrideLimiter>();

/** The app's one override limiter (keyed by its config object: every test app counts its own). */
export function overrideLimiterOf(config: { redisUrl: string | null }): OverrideLimiter {
  let limiter = limiters.get(config);
  if (!limiter) {
    limiter = new OverrideLimiter(config.redisUrl);
    limiters.set(config, limiter);
  }
  return limiter;
}

/**
 * Checks a manager override: an active member of this restaurant with that email and password,
 * whose role grants `permission`. Every refusal answers alike (403 with `refused`) and after the
 * same work (an unknown approver is checked against a dummy hash), so the override tells nothing
 * about who exists or what their password is; refusals are limited per requester and per approver
 * (429 past them). Returns who approved, for the record.
 */
export async function approveOverride(
  ctx: TenantContext,
  override: ManagerOverride,
  permission: PermissionKey,
  limiter: OverrideLimiter,
  refused: string,
): Promise<Approver> {
  const rid = ctx.restaurant.id;
  const { email, password } = override;
  await limiter.check(rid, ctx.user.id, email);
  const user = await ctx.trx
    .selectFrom('members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .innerJoin('roles as r', 'r.id', 'm.role_id')
    .select([
      'u.id',
      'u.password_hash',
      'r.permissions',
      'r.is_disabled as roleDisabled',
      'r.system_key as roleKey',
      sql<string>`coalesce(m.full_name, u.full_name, u.username)`.as('name'),
    ])
    .where('m.restaurant_id', '=', rid)
    .where('m.status', '=', 'active')
    .where(sql<string>`lower(u.email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  const ok = await verifyPasswordOrDummy(user?.password_hash, password);
  if (!user || !ok || !allows(permissionsOf(user), user.roleKey === 'owner', 'edit', permission)) {
    await limiter.fail(rid, ctx.user.id, email);
    throw forbidden(refused);
  }
  await limiter.succeed(rid, ctx.user.id, email);
  return { userId: user.id, name: user.name };
}
