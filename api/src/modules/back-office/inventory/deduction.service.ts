import type { EventPayload } from '@ros/shared-events';
import type { TenantContext } from '../../../kernel/tenant';
import * as repo from './deduction.repo';
import { lineUsage } from './recipes.service';
import { recipeLinesOf, type RecipeLineRow } from './recipes.repo';
import { postMovements, postMovementsOf, type MovementInput } from './stock.service';
import { round3 } from './units';

type FireEvent = EventPayload<'order.sent_to_kitchen'> | EventPayload<'order.course_fired'>;

/**
 * The sale movements of some fires of several restaurants (a stream job's run, every context in its
 * one transaction): each fired item (not voided) uses its dish's recipe — lines for every variant or
 * its own, and those of the options chosen — times its quantity. Keyed
 * `sale:<orderItem>:<inventoryItem>`, so a fire handled twice deducts once. Four statements whatever
 * the number of fires and restaurants (recipe lines, fired items, stock items, movements), and one
 * `stock.moved` per restaurant.
 */
export async function deductFires(batch: { ctx: TenantContext; fires: FireEvent[] }[]) {
  const trx = batch[0]?.ctx.trx;
  if (!trx) return;
  // Most kitchens' dishes have no recipe: then there is nothing to lock or write.
  const dishIds = [
    ...new Set(
      batch.flatMap(({ fires }) =>
        fires.flatMap((p) =>
          (p.order.items as { dishId?: string | null }[]).map((i) => i.dishId).filter((d): d is string => !!d),
        ),
      ),
    ),
  ];
  const restaurantIds = batch.map((b) => b.ctx.restaurant.id);
  const allLines = await recipeLinesOf(trx, restaurantIds, dishIds);
  const withLines = batch.filter((b) => allLines.some((l) => l.restaurant_id === b.ctx.restaurant.id));
  if (!withLines.length) return;
  const allFired = await repo.firedItems(
    trx,
    withLines.flatMap(({ ctx, fires }) =>
      fires.map((p) => ({
        restaurantId: ctx.restaurant.id,
        orderId: p.order.id,
        fireNo: p.fireNo,
        ticketIds: p.ticketIds,
      })),
    ),
  );
  await postMovementsOf(
    withLines.map(({ ctx, fires }) => {
      const rid = ctx.restaurant.id;
      const lines = allLines.filter((l) => l.restaurant_id === rid);
      const fired = allFired.filter((i) => i.restaurant_id === rid && i.status !== 'voided' && i.dish_id);
      return { ctx, movements: saleMovements(fires, lines, fired) };
    }),
  );
}

/** One restaurant's sale movements: its fired items times its recipe lines. */
function saleMovements(
  fires: FireEvent[],
  lines: RecipeLineRow[],
  fired: Awaited<ReturnType<typeof repo.firedItems>>,
): MovementInput[] {
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
  return [...usage].map(([key, u]) => ({
    itemId: u.itemId,
    kind: 'sale' as const,
    quantity: -round3(u.quantity),
    sourceType: 'order',
    sourceId: u.orderId,
    sourceKey: key,
    reason: `Order #${u.displayNo}`,
  }));
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
 * What the kitchen events since the stream job's cursor do to the stock of each restaurant (every
 * context in the run's one transaction): the fires' sales of all of them, then each one's voids'
 * returns (an item fired and voided in the same batch is skipped by its fire, so its void finds
 * nothing to give back).
 */
export async function followKitchen(batch: { ctx: TenantContext; events: KitchenEvent[] }[]) {
  const fires = batch.flatMap(({ ctx, events }) => {
    const list = events.flatMap((e) => (e.type === 'order.item_voided' ? [] : [e.payload]));
    return list.length ? [{ ctx, fires: list }] : [];
  });
  if (fires.length) await deductFires(fires);
  for (const { ctx, events } of batch) {
    const voids = events.flatMap((e) => (e.type === 'order.item_voided' ? [e.payload] : []));
    if (voids.length) await returnVoids(ctx, voids);
  }
}
