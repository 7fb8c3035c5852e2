import { AppError, notFound } from '../../http/errors';
import { isUniqueViolation, isUuid, type TenantContext } from '../../http/tenant';
import type { Pins } from './pins';
import * as repo from './staff.repo';

const TAKEN = 'Choose another PIN.';

/**
 * Sets (or, with null, removes) a member's POS PIN: by whoever manages staff, or by the member for
 * themself. A PIN another member has is refused without saying whose it is.
 */
export async function setPin(ctx: TenantContext, pins: Pins, memberId: string, pin: string | null) {
  if (memberId !== ctx.member.memberId) ctx.authorize('edit', 'staff');
  if (!isUuid(memberId)) throw notFound('Member');
  try {
    const r = await repo.setPin(ctx.trx, ctx.restaurant.id, memberId, pin === null ? null : pins.digest(ctx.restaurant.id, pin));
    if (!Number(r.numUpdatedRows)) throw notFound('Member');
  } catch (err) {
    if (isUniqueViolation(err, 'members_pin_key')) throw new AppError('conflict', TAKEN, { pin: TAKEN });
    throw err;
  }
  return { hasPin: pin !== null };
}
