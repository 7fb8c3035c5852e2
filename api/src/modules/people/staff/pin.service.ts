import { PERMISSION_KEYS, type PermissionMap } from '@ros/shared-events';
import { forbidden, notFound, duplicate } from '../../../kernel/errors';
import { isUniqueViolation, isUuid, permissionsOf, type TenantContext } from '../../../kernel/tenant';
import type { Pins } from './pins';
import * as repo from './staff.repo';

const TAKEN = 'Choose another PIN.';
export const NOT_YOURS = "Only they can set this member's PIN.";

/** Whether the caller's role grants everything the target's does (a manager is no less than a manager). */
function covers(ctx: TenantContext, target: PermissionMap) {
  return PERMISSION_KEYS.every((key) =>
    target[key] === 'edit' ? ctx.can('edit', key) : target[key] === 'view' ? ctx.can('view', key) : true,
  );
}

/**
 * Sets (or, with null, removes) a member's POS PIN: by the member for themself, or by whoever
 * manages staff for a member whose role is not above theirs (an Owner's PIN, and a PIN of anyone
 * whose role grants what the caller's does not, only they set: a PIN is a floor session of theirs).
 * Each member may change PINs 20 times an hour (enough to set up a team), so a taken PIN
 * ("Choose another PIN.", never whose) cannot be probed.
 */
export async function setPin(ctx: TenantContext, pins: Pins, memberId: string, pin: string | null) {
  if (!isUuid(memberId)) throw notFound('Member');
  if (memberId !== ctx.member.memberId) {
    ctx.authorize('edit', 'staff');
    const target = await repo.memberRole(ctx, memberId);
    if (!target) throw notFound('Member');
    if (target.roleKey === 'owner' || !covers(ctx, permissionsOf(target))) throw forbidden(NOT_YOURS);
  }
  await pins.countChange(ctx.restaurant.id, ctx.member.memberId);
  try {
    const r = await repo.setPin(ctx, memberId, pin === null ? null : pins.digest(ctx.restaurant.id, pin));
    if (!Number(r.numUpdatedRows)) throw notFound('Member');
  } catch (err) {
    if (isUniqueViolation(err, 'members_pin_key')) throw duplicate(TAKEN, 'pin');
    throw err;
  }
  return { hasPin: pin !== null };
}
