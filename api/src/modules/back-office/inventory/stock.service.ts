import { jsonb } from '@ros/db';
import type { TenantContext } from '../../../kernel/tenant';
import { setAvailability } from '../../menu/dishes';
import { loadPosSettings } from '../../identity/restaurants';
import { notify } from '../../messaging/notifications';
import * as repo from './inventory.repo';
import * as stockRepo from './stock.repo';
import { round3 } from './units';

export type MovementKind = 'receipt' | 'sale' | 'void_return' | 'waste' | 'count_adjustment' | 'transfer';

/** One change to stock, in the item's own unit: + into stock, − out of it. */
export interface MovementInput {
  itemId: string;
  kind: MovementKind;
  quantity: number;
  /** The cost of one unit of a receipt (minor units); other movements are valued at the average cost. */
  unitCost?: number;
  reason?: string | null;
  sourceType?: string | null;
  sourceId?: string | null;
  /** Unique per restaurant: a movement whose key is already in the ledger is not written again. */
  sourceKey?: string | null;
}

/** Weighted average cost after receiving `quantity` at `unitCost` onto `onHand` at `average` (stock below 0 counts as 0). */
export function averageAfterReceipt(onHand: number, average: number, quantity: number, unitCost: number): number {
  const held = Math.max(onHand, 0);
  if (quantity <= 0) return average;
  return (held * average + quantity * unitCost) / (held + quantity);
}

/**
 * The one way stock changes: appends movements to the ledger (on-hand follows by trigger), keeps the
 * average cost of receipts, and announces what moved, what fell under its reorder point or ran out
 * (`stock.moved`, `stock.low`, `stock.out`). With the restaurant's auto-86 on, a dish whose
 * ingredient ran out is taken off every screen, and put back when a receipt brings the item back.
 * Returns the movements written (a replay writes none).
 */
export async function postMovements(ctx: TenantContext, movements: MovementInput[]) {
  return (await postMovementsOf([{ ctx, movements }]))[0]!;
}

/**
 * `postMovements` for several restaurants in one command (a stream job's run: every context shares
 * its transaction): their items are read and locked, and their movements written, in one statement
 * each for all of them; then each restaurant's averages, events, alerts and auto-86 follow as
 * `postMovements` does. Returns each one's movements written, in the order given.
 */
export async function postMovementsOf(batch: { ctx: TenantContext; movements: MovementInput[] }[]) {
  const work = batch
    .map(({ ctx, movements }) => ({ ctx, moves: movements.filter((m) => round3(m.quantity) !== 0) }))
    .filter((w) => w.moves.length);
  if (!work.length) return batch.map(() => []);
  const trx = work[0]!.ctx.trx;
  const found =
    work.length === 1
      ? await repo.findItems(work[0]!.ctx, [...new Set(work[0]!.moves.map((m) => m.itemId))], true)
      : await repo.findItemsOf(
          trx,
          work.map((w) => w.ctx.restaurant.id),
          [...new Set(work.flatMap((w) => w.moves.map((m) => m.itemId)))],
        );
  const planned = work.map(({ ctx, moves }) => {
    const rid = ctx.restaurant.id;
    const items = new Map(found.filter((i) => i.restaurant_id === rid).map((i) => [i.id, i]));
    const state = new Map(
      [...items.values()].map((i) => [i.id, { onHand: Number(i.on_hand), average: Number(i.average_cost) }]),
    );
    const rows = moves.map((m) => {
      const s = state.get(m.itemId)!;
      const unitCost = m.kind === 'receipt' ? (m.unitCost ?? s.average) : s.average;
      return {
        restaurant_id: rid,
        item_id: m.itemId,
        kind: m.kind,
        quantity: round3(m.quantity),
        unit_cost: unitCost,
        value: Math.round(m.quantity * unitCost),
        reason: m.reason ?? null,
        source_type: m.sourceType ?? null,
        source_id: m.sourceId ?? null,
        source_key: m.sourceKey ?? null,
        created_by: jsonb(ctx.actor),
      };
    });
    return { ctx, moves, items, state, rows };
  });
  const written = await repo.insertMovements(
    trx,
    planned.flatMap((p) => p.rows),
  );
  const done = new Map<TenantContext, typeof written>();
  for (const p of planned) {
    const mine = written.filter((w) => w.restaurant_id === p.ctx.restaurant.id);
    done.set(p.ctx, mine.length ? await followMovements(p.ctx, p.moves, p.items, p.state, mine) : []);
  }
  return batch.map(({ ctx }) => done.get(ctx) ?? []);
}

/** After a restaurant's movements are written: average costs, `stock.moved`, alerts, notifications, auto-86. */
async function followMovements(
  ctx: TenantContext,
  moves: MovementInput[],
  items: Map<string, repo.ItemRow>,
  state: Map<string, { onHand: number; average: number }>,
  written: Awaited<ReturnType<typeof repo.insertMovements>>,
) {
  // Receipts move the weighted average cost, in the order the movements were given.
  const writtenKeys = new Set(written.map((w) => w.source_key));
  const before = new Map([...state].map(([id, s]) => [id, s.onHand]));
  for (const m of moves.filter((x) => !x.sourceKey || writtenKeys.has(x.sourceKey))) {
    const s = state.get(m.itemId)!;
    if (m.kind === 'receipt') s.average = averageAfterReceipt(s.onHand, s.average, m.quantity, m.unitCost ?? s.average);
    s.onHand += m.quantity;
  }
  for (const [id, s] of state)
    if (s.average !== Number(items.get(id)!.average_cost)) await repo.setAverageCost(ctx, id, s.average);

  const after = new Map(before);
  for (const w of written) after.set(w.item_id, round3(after.get(w.item_id)! + Number(w.quantity)));
  const moved = [...new Set(written.map((w) => w.item_id))].map((id) => ({
    itemId: id,
    name: items.get(id)!.name,
    onHand: after.get(id)!,
    unit: items.get(id)!.unit,
  }));
  ctx.emit('stock.moved', { kind: moves[0]!.kind, items: moved });

  const ranOut: string[] = [];
  const cameBack: string[] = [];
  for (const m of moved) {
    const item = items.get(m.itemId)!;
    const was = before.get(m.itemId)!;
    const reorder = Number(item.reorder_point);
    const alert = {
      itemId: m.itemId,
      name: m.name,
      onHand: m.onHand,
      reorderPoint: reorder,
      parLevel: Number(item.par_level),
      unit: m.unit,
    };
    if (was > 0 && m.onHand <= 0) {
      ctx.emit('stock.out', alert);
      ranOut.push(m.itemId);
    } else if (was > reorder && m.onHand <= reorder) ctx.emit('stock.low', alert);
    if (was <= 0 && m.onHand > 0) cameBack.push(m.itemId);
    if ((was > reorder && m.onHand <= reorder) || (was > 0 && m.onHand <= 0)) {
      const crossing = written.findLast((w) => w.item_id === m.itemId)!;
      await notifyLowStock(ctx, alert, crossing.id);
    }
  }
  if (ranOut.length || cameBack.length) await follow86(ctx, ranOut, cameBack);
  return written;
}

/**
 * Those who look after stock learn an item fell to its reorder point (or ran out); the movement that
 * crossed it is the dedupe key, so a replay notifies nobody again and the next fall, after a
 * receipt, does.
 */
function notifyLowStock(
  ctx: TenantContext,
  item: { itemId: string; name: string; onHand: number; reorderPoint: number; unit: string },
  movementId: string,
) {
  const ranOut = item.onHand <= 0;
  return notify(ctx, {
    kind: 'low_stock',
    to: { permission: 'inventory' },
    title: ranOut ? `${item.name} ran out` : `${item.name} is low`,
    body: `${item.onHand} ${item.unit} left (reorder at ${item.reorderPoint} ${item.unit}).`,
    link: '/apps/management/inventory/inventoryList?low=true',
    relatedId: item.itemId,
    dedupeKey: `low_stock:${movementId}`,
  });
}

/** Auto-86: dishes (or their variant or option) using an item that ran out go off; those it took off come back once all their items are in. */
async function follow86(ctx: TenantContext, ranOut: string[], cameBack: string[]) {
  if (ranOut.length && (await loadPosSettings(ctx)).inventory.auto86) {
    for (const use of await stockRepo.recipeUses(ctx, ranOut)) {
      const part = use.variant_id ? `v:${use.variant_id}` : use.modifier_option_id ? `o:${use.modifier_option_id}` : '';
      const isNew = await stockRepo.mark86(ctx, use.dish_id, part, use.item_id);
      if (isNew)
        await setAvailability(
          ctx,
          use.dish_id,
          { isAvailable: false, variantId: use.variant_id, optionId: use.modifier_option_id },
          'out_of_stock',
        );
    }
  }
  if (cameBack.length) {
    for (const back of await stockRepo.release86(ctx, cameBack)) {
      const [kind, partId] = back.part ? [back.part.slice(0, 1), back.part.slice(2)] : ['', null];
      await setAvailability(
        ctx,
        back.dish_id,
        { isAvailable: true, variantId: kind === 'v' ? partId : null, optionId: kind === 'o' ? partId : null },
        'out_of_stock',
      );
    }
  }
}
