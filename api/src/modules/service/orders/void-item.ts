import { forbidden, ruleViolation } from '../../../kernel/errors';
import type { TenantContext } from '../../../kernel/tenant';
import { jsonb } from '../../../kernel/jsonb';
import { approveOverride, type OverrideLimiter } from '../../identity/auth';
import type { PersonRef } from './order-view';
import { lockItem, writeAndReadBack } from './orders.service';
import type { VoidItemBody } from '@ros/shared-events';

const OVERRIDE_REFUSED = 'The manager email or password is not valid, or this person may not approve voids.';

/**
 * Voids an item with a reason. Items not yet sent need `orders` edit; items the kitchen has
 * (fired and later) need `orders.void` or a manager override, recorded as the approver.
 */
export async function voidItem(
  ctx: TenantContext,
  id: string,
  itemId: string,
  body: VoidItemBody,
  limiter: OverrideLimiter,
) {
  const { item } = await lockItem(ctx, id, itemId, body.version);
  if (item.status === 'voided') throw ruleViolation('This item is already voided.');
  let approvedBy: PersonRef | null = null;
  if (item.status !== 'pending' && !ctx.can('edit', 'orders.void')) {
    if (!body.approverEmail || !body.approverPassword)
      throw forbidden('Voiding an item sent to the kitchen needs a manager.');
    approvedBy = await approveOverride(
      ctx,
      { email: body.approverEmail, password: body.approverPassword },
      'orders.void',
      limiter,
      OVERRIDE_REFUSED,
    );
  }
  const order = await writeAndReadBack(
    ctx,
    id,
    {},
    {
      ids: [itemId],
      values: {
        status: 'voided',
        status_before_void: item.status,
        void_reason: body.reason,
        voided_at: new Date(),
        voided_by: jsonb(ctx.actor),
        void_approved_by: approvedBy ? jsonb(approvedBy) : null,
      },
    },
  );
  const voided = order.items.find((i) => i.id === itemId)!;
  ctx.emit('order.item_voided', {
    order,
    item: voided,
    reason: body.reason,
    approvedBy: approvedBy?.userId ? { userId: approvedBy.userId, name: approvedBy.name } : null,
  });
  return order;
}
