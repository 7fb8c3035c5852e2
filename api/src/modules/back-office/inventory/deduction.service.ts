import type { EventPayload } from '@ros/shared-events';
import type { TenantContext } from '../../../kernel/tenant';
import * as repo from './deduction.repo';
import { lineUsage } from './recipes.service';
import { recipeLines } from './recipes.repo';
import { postMovements } from './stock.service';
import { round3 } from './units';

type FireEvent = EventPayload<'order.sent_to_kitchen'> | EventPayload<'order.course_fired'>;

/**
 * The sale movements of some fires of one restaurant (a stream job's batch): each fired item (not
 * voided) uses its dish's recipe — lines for every variant or its own, and those of the options
 * chosen — times its quantity. Keyed `sale:<orderItem>:<inventoryItem>`, so a fire handled twice
 * deducts once. Three statements whatever the number of fires, and one `stock.moved`.
 */
export async function deductFires(ctx: TenantContext, fires: FireEvent[]) {
  // Most kitchens' dishes have no recipe: then there is nothing to lock or write.
  const dishIds = [
    ...new Set(
      fires.flatMap((p) =>
        (p.order.items as { dishId?: string | null }[]).map((i) => i.dishId).filter((d): d is string => !!d),
      ),
    ),
  ];
  const lines = dishIds.length ? await recipeLines(ctx, dishIds) : [];
  if (!lines.length) return [];
  const fired = (
    await repo.firedItems(
      ctx,
      fires.map((p) => ({ orderId: p.order.id, fireNo: p.fireNo, ticketIds: p.ticketIds })),
    )
  ).filter((i) => i.status !== 'voided' && i.dish_id);
  // Which fire sent an item, for the movement's reason: by its order and fire number, else by its ticket.
  const fireOf = (oi: (typeof fired)[number]) =>
    fires.find((p) => p.order.id === oi.order_id && p.fireNo === oi.fire_no) ??
    fires.find((p) => !!oi.ticket_id && p.ticketIds.includes(oi.ticket_id))!;
  const usage = new Map<
    string,
    { orderItemId: string; orderId: string; itemId: string; quantity: number; displayNo: number }
  >();
  for (const oi of fired) {
    const options = new Set((oi.modifiers as { optionId: string }[]).map((m) => m.optionId));
    for (const l of lines) {
      if (l.dish_id !== oi.dish_id) continue;
      const applies = l.modifier_option_id
        ? options.has(l.modifier_option_id)
        : !l.variant_id || l.variant_id === oi.variant_id;
      if (!applies) continue;
      const key = `sale:${oi.id}:${l.item_id}`;
      const u = usage.get(key) ?? {
        orderItemId: oi.id,
        orderId: oi.order_id,
        itemId: l.item_id,
        quantity: 0,
        displayNo: fireOf(oi).order.displayNo,
      };
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
      reason: `Order #${u.displayNo}`,
    })),
  );
}

/** Voided items that had been fired give back what their sales took, once each (`void:<orderItem>:<inventoryItem>`). */
export async function returnVoids(ctx: TenantContext, voids: EventPayload<'order.item_voided'>[]) {
  const returns = [];
  for (const p of voids) {
    if (!(await repo.lockOrderItem(ctx, p.item.id))) continue;
    for (const s of await repo.saleMovementsOf(ctx, p.item.id))
      returns.push({
        itemId: s.item_id,
        kind: 'void_return' as const,
        quantity: -Number(s.quantity),
        sourceType: 'order',
        sourceId: p.order.id,
        sourceKey: `void:${p.item.id}:${s.item_id}`,
        reason: `Void on order #${p.order.displayNo}: ${p.reason}`,
      });
  }
  return postMovements(ctx, returns);
}

/** A kitchen event the stock follows, as a stream job reads it. */
export type KitchenEvent =
  | { type: 'order.sent_to_kitchen' | 'order.course_fired'; payload: FireEvent }
  | { type: 'order.item_voided'; payload: EventPayload<'order.item_voided'> };

/**
 * What one restaurant's kitchen events since the stream job's cursor do to its stock: the fires'
 * sales, then the voids' returns (an item fired and voided in the same batch is skipped by its
 * fire, so its void finds nothing to give back).
 */
export async function followKitchen(ctx: TenantContext, events: KitchenEvent[]) {
  const fires = events.flatMap((e) => (e.type === 'order.item_voided' ? [] : [e.payload]));
  const voids = events.flatMap((e) => (e.type === 'order.item_voided' ? [e.payload] : []));
  if (fires.length) await deductFires(ctx, fires);
  if (voids.length) await returnVoids(ctx, voids);
}
