import { sql } from 'kysely';
import { allows } from '@ros/shared-events';
import { forbidden, ruleViolation } from '../../http/errors';
import { permissionsOf, type TenantContext } from '../../http/tenant';
import { verifyPasswordOrDummy } from '../auth/tokens';
import { jsonb } from '../../http/list';
import { loadOrder, type PersonRef } from './order-view';
import * as repo from './orders.repo';
import { lockItem } from './orders.service';
import type { VoidItemBody } from './orders.schemas';
import type { OverrideLimiter } from './override-limiter';

const OVERRIDE_REFUSED = 'The manager email or password is not valid, or this person may not approve voids.';

/**
 * Checks a manager override: an active member of this restaurant with that email and password,
 * whose role may void (`orders.void`). Every refusal answers alike and after the same work (an
 * unknown approver is checked against a dummy hash), so the override tells nothing about who exists
 * or what their password is; refusals are limited per requester and per approver (429 past them).
 * Returns who approved, for the record.
 */
async function approve(ctx: TenantContext, email: string, password: string, limiter: OverrideLimiter): Promise<PersonRef> {
  const rid = ctx.restaurant.id;
  await limiter.check(rid, ctx.user.id, email);
  const user = await ctx.trx
    .selectFrom('members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .innerJoin('roles as r', 'r.id', 'm.role_id')
    .select(['u.id', 'u.password_hash', 'r.permissions', 'r.is_disabled as roleDisabled', 'r.system_key as roleKey', sql<string>`coalesce(m.full_name, u.full_name, u.username)`.as('name')])
    .where('m.restaurant_id', '=', ctx.restaurant.id)
    .where('m.status', '=', 'active')
    .where(sql<string>`lower(u.email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  const ok = await verifyPasswordOrDummy(user?.password_hash, password);
  if (!user || !ok || !allows(permissionsOf(user), user.roleKey === 'owner', 'edit', 'orders.void')) {
    await limiter.fail(rid, ctx.user.id, email);
    throw forbidden(OVERRIDE_REFUSED);
  }
  await limiter.succeed(rid, ctx.user.id, email);
  return { userId: user.id, name: user.name };
}

/**
 * Voids an item with a reason. Items not yet sent need `orders` edit; items the kitchen has
 * (fired and later) need `orders.void` or a manager override, recorded as the approver.
 */
export async function voidItem(ctx: TenantContext, id: string, itemId: string, body: VoidItemBody, limiter: OverrideLimiter) {
  const { item } = await lockItem(ctx, id, itemId, body.version);
  if (item.status === 'voided') throw ruleViolation('This item is already voided.');
  let approvedBy: PersonRef | null = null;
  if (item.status !== 'pending' && !ctx.can('edit', 'orders.void')) {
    if (!body.approverEmail || !body.approverPassword) throw forbidden('Voiding an item sent to the kitchen needs a manager.');
    approvedBy = await approve(ctx, body.approverEmail, body.approverPassword, limiter);
  }
  await repo.updateItems(ctx.trx, ctx.restaurant.id, [itemId], {
    status: 'voided', status_before_void: item.status, void_reason: body.reason, voided_at: new Date(),
    voided_by: jsonb(ctx.actor), void_approved_by: approvedBy ? jsonb(approvedBy) : null,
  });
  await repo.updateOrder(ctx.trx, ctx.restaurant.id, id, {});
  const order = await loadOrder(ctx.trx, ctx.restaurant.id, id);
  const voided = order.items.find((i) => i.id === itemId)!;
  ctx.emit('order.item_voided', { order, item: voided, reason: body.reason, approvedBy: approvedBy?.userId ? { userId: approvedBy.userId, name: approvedBy.name } : null });
  return order;
}
