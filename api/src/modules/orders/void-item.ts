import { sql } from 'kysely';
import { allows, type PermissionMap } from '@ros/shared-events';
import { forbidden, notFound, ruleViolation } from '../../http/errors';
import { loadMembership, type TenantContext } from '../../http/tenant';
import { verifyPassword } from '../auth/tokens';
import { jsonb } from '../menus/list-query';
import { loadOrder, loadOrderItems, type PersonRef } from './order-view';
import * as repo from './orders.repo';
import { assertEditable, lockOrder } from './orders.service';
import type { VoidItemBody } from './orders.schemas';

/**
 * Checks a manager override: the approver's email and password, and that they may void
 * (`orders.void`) in this restaurant. Returns who approved, for the record.
 */
async function approve(ctx: TenantContext, email: string, password: string): Promise<PersonRef> {
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'password_hash', sql<string>`coalesce(full_name, username)`.as('name')])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  const ok = user ? await verifyPassword(user.password_hash, password) : false;
  if (!user || !ok) throw forbidden('The manager email or password is not valid.');
  const m = await loadMembership(ctx.db, ctx.restaurant.id, user.id);
  const permissions = (m && !m.roleDisabled ? m.permissions : {}) as PermissionMap;
  if (!m || !allows(permissions, m.roleKey === 'owner', 'edit', 'orders.void')) throw forbidden('This manager may not approve voids.');
  return { userId: user.id, name: user.name };
}

/**
 * Voids an item with a reason. Items not yet sent need `orders` edit; items the kitchen has
 * (fired and later) need `orders.void` or a manager override, recorded as the approver.
 */
export async function voidItem(ctx: TenantContext, id: string, itemId: string, body: VoidItemBody) {
  ctx.authorize('edit', 'orders');
  const row = await lockOrder(ctx, id, body.version);
  assertEditable(row);
  const currentItems = await loadOrderItems(ctx.trx, ctx.restaurant.id, id);
  const item = currentItems.find((i) => i.id === itemId);
  if (!item) throw notFound('Order item');
  if (item.status === 'voided') throw ruleViolation('This item is already voided.');
  let approvedBy: PersonRef | null = null;
  if (item.status !== 'pending' && !ctx.can('edit', 'orders.void')) {
    if (!body.approverEmail || !body.approverPassword) throw forbidden('Voiding an item sent to the kitchen needs a manager.');
    approvedBy = await approve(ctx, body.approverEmail, body.approverPassword);
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
