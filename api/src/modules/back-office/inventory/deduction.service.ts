import type { EventPayload } from '@ros/shared-events';
import type { TenantContext } from '../../../kernel/tenant';
import * as repo from './deduction.repo';
import { lineUsage } from './recipes.service';
import { recipeLines } from './recipes.repo';
import { postMovements } from './stock.service';
import { round3 } from './units';

type FireEvent = EventPayload<'order.sent_to_kitchen'> | EventPayload<'order.course_fired'>;

/**
 * The sale movements of a fire: each fired item (not voided) uses its dish's recipe — lines for
 * every variant or its own, and those of the options chosen — times its quantity. Keyed
 * `sale:<orderItem>:<inventoryItem>`, so the same fire handled twice deducts once.
 */
export async function deductFire(ctx: TenantContext, p: FireEvent) {
  // Most kitchens' dishes have no recipe: then there is nothing to lock or write.
  const dishIds = [
    ...new Set((p.order.items as { dishId?: string | null }[]).map((i) => i.dishId).filter((d): d is string => !!d)),
  ];
  const lines = dishIds.length ? await recipeLines(ctx, dishIds) : [];
  if (!lines.length) return [];
  const fired = (await repo.firedItems(ctx, p.order.id, p.fireNo, p.ticketIds)).filter(
    (i) => i.status !== 'voided' && i.dish_id,
  );
  const usage = new Map<string, { orderItemId: string; orderId: string; itemId: string; quantity: number }>();
  for (const oi of fired) {
    const options = new Set((oi.modifiers as { optionId: string }[]).map((m) => m.optionId));
    for (const l of lines) {
      if (l.dish_id !== oi.dish_id) continue;
      const applies = l.modifier_option_id
        ? options.has(l.modifier_option_id)
        : !l.variant_id || l.variant_id === oi.variant_id;
      if (!applies) continue;
      const key = `sale:${oi.id}:${l.item_id}`;
      const u = usage.get(key) ?? { orderItemId: oi.id, orderId: oi.order_id, itemId: l.item_id, quantity: 0 };
      u.quantity += lineUsage(l) * oi.quantity;
      usage.set(key, u);
    }
  }
  return postMovements(
    ctx,
    [...usage].map(([key, u]) => ({
      itemId: u.itemId,
      kind: 'sale' as const,
      quantity: -round3(u.quantity),
      sourceType: 'order',
      sourceId: u.orderId,
      sourceKey: key,
      reason: `Order #${p.order.displayNo}`,
    })),
  );
}

/** A voided item that had been fired gives back what its sale took, once (`void:<orderItem>:<inventoryItem>`). */
export async function returnVoid(ctx: TenantContext, p: EventPayload<'order.item_voided'>) {
  if (!(await repo.lockOrderItem(ctx, p.item.id))) return [];
  const sold = await repo.saleMovementsOf(ctx, p.item.id);
  return postMovements(
    ctx,
    sold.map((s) => ({
      itemId: s.item_id,
      kind: 'void_return' as const,
      quantity: -Number(s.quantity),
      sourceType: 'order',
      sourceId: p.order.id,
      sourceKey: `void:${p.item.id}:${s.item_id}`,
      reason: `Void on order #${p.order.displayNo}: ${p.reason}`,
    })),
  );
}
