import type { PersonRef, PurchaseOrder, PurchaseSuggestions } from '@ros/shared-events';
import { AppError, notFound, ruleViolation } from '../../../kernel/errors';
import { jsonb } from '../../../kernel/jsonb';
import { isUuid, type TenantContext } from '../../../kernel/tenant';
import { billPurchase } from '../accounts';
import { authorizeInventory, loadItems } from '../inventory';
import { postMovements } from '../inventory';
import { round3 } from '../inventory';
import { nextNumber } from '../../identity/restaurants';
import { loadSupplier } from '../suppliers';
import * as repo from './purchases.repo';
import type { CreatePurchaseBody, PurchaseListQuery, ReceiveBody, UpdatePurchaseBody } from '@ros/shared-events';

type Status = PurchaseOrder['status'];
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
const day = (d: Date | string | null) =>
  d
    ? typeof d === 'string'
      ? d.slice(0, 10)
      : new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 10)
    : null;

export function toOrder(p: repo.PurchaseRow, lines: repo.PurchaseLineRow[] = []): PurchaseOrder {
  return {
    id: p.id,
    poNo: p.po_no,
    supplierId: p.supplier_id,
    supplierName: p.supplier_name,
    status: p.status as Status,
    expectedOn: day(p.expected_on),
    notes: p.notes,
    lines: lines.map((l) => ({
      id: l.id,
      itemId: l.item_id,
      itemName: l.item_name,
      unit: l.unit,
      quantity: Number(l.quantity),
      unitCost: Number(l.unit_cost),
      total: Math.round(Number(l.quantity) * Number(l.unit_cost)),
      receivedQuantity: Number(l.received_quantity),
      receivedValue: Number(l.received_value),
    })),
    total: Number(p.total ?? 0),
    receivedTotal: Number(p.received_total ?? 0),
    createdBy: p.created_by as PersonRef,
    orderedAt: iso(p.ordered_at),
    receivedAt: iso(p.received_at),
    cancelledAt: iso(p.cancelled_at),
    version: p.version,
    createdAt: iso(p.created_at)!,
  };
}

/** The purchase order of this restaurant, or 404. */
export async function load(ctx: TenantContext, id: string, forUpdate = false) {
  const row = isUuid(id) ? await repo.findOrder(ctx, id, forUpdate) : undefined;
  if (!row) throw notFound('Purchase order');
  return row;
}

async function reply(ctx: TenantContext, id: string) {
  return toOrder(await load(ctx, id), await repo.orderLines(ctx, id));
}

const ref = (p: repo.PurchaseRow, status: Status = p.status as Status) => ({
  purchaseOrderId: p.id,
  poNo: p.po_no,
  supplierName: p.supplier_name,
  status,
});

function assertStatus(p: repo.PurchaseRow, allowed: Status[], doing: string) {
  if (!allowed.includes(p.status as Status))
    throw ruleViolation(`Purchase order ${p.po_no} is ${p.status.replace('_', ' ')}; it cannot be ${doing}.`);
}

async function checkLines(ctx: TenantContext, lines: CreatePurchaseBody['lines']) {
  const ids = lines.map((l) => l.itemId);
  if (new Set(ids).size !== ids.length)
    throw new AppError('invalid_input', 'An item is listed twice.', { lines: 'List each item once.' });
  await loadItems(ctx, ids).catch(() => {
    throw new AppError('invalid_input', 'Choose one of your inventory items.', { lines: 'Unknown inventory item.' });
  });
  return lines.map((l) => ({ item_id: l.itemId, quantity: l.quantity, unit_cost: l.unitCost }));
}

const unknownSupplier = () =>
  new AppError('invalid_input', 'Choose one of your suppliers.', { supplierId: 'Unknown supplier.' });

export async function listPurchases(ctx: TenantContext, query: PurchaseListQuery) {
  authorizeInventory(ctx, 'view');
  const { rows, total } = await repo.listOrders(ctx, query);
  return {
    data: rows.map((r) => {
      const { lines: _l, ...rest } = toOrder(r);
      return rest;
    }),
    total,
  };
}

export async function getPurchase(ctx: TenantContext, id: string) {
  authorizeInventory(ctx, 'view');
  return reply(ctx, id);
}

/** Drafts a purchase order (numbered per restaurant). */
export async function createPurchase(ctx: TenantContext, body: CreatePurchaseBody) {
  authorizeInventory(ctx, 'edit');
  await loadSupplier(ctx, body.supplierId).catch(() => {
    throw unknownSupplier();
  });
  const lines = await checkLines(ctx, body.lines);
  const rid = ctx.restaurant.id;
  const row = await repo.insertOrder(ctx.trx, {
    restaurant_id: rid,
    po_no: await nextNumber(ctx, 'purchase_order', 'all'),
    supplier_id: body.supplierId,
    expected_on: body.expectedOn,
    notes: body.notes,
    created_by: jsonb(ctx.actor),
  });
  await repo.replaceLines(ctx, row.id, lines);
  const p = await load(ctx, row.id);
  ctx.emit('purchase.saved', ref(p));
  return reply(ctx, row.id);
}

export async function updatePurchase(ctx: TenantContext, id: string, body: UpdatePurchaseBody) {
  authorizeInventory(ctx, 'edit');
  const before = await load(ctx, id, true);
  assertStatus(before, ['draft'], 'changed');
  if (body.supplierId)
    await loadSupplier(ctx, body.supplierId).catch(() => {
      throw unknownSupplier();
    });
  if (body.lines) await repo.replaceLines(ctx, id, await checkLines(ctx, body.lines));
  await repo.updateOrder(ctx, id, { supplier_id: body.supplierId, expected_on: body.expectedOn, notes: body.notes });
  ctx.emit('purchase.saved', ref(await load(ctx, id)));
  return reply(ctx, id);
}

/** Sends a draft to its supplier: needs the `purchases.approve` switch. */
export async function placePurchase(ctx: TenantContext, id: string) {
  authorizeInventory(ctx, 'edit');
  ctx.authorize('edit', 'purchases.approve');
  const p = await load(ctx, id, true);
  assertStatus(p, ['draft'], 'ordered');
  await repo.updateOrder(ctx, id, { status: 'ordered', ordered_at: new Date() });
  ctx.emit('purchase.ordered', ref(p, 'ordered'));
  return reply(ctx, id);
}

export async function cancelPurchase(ctx: TenantContext, id: string) {
  authorizeInventory(ctx, 'edit');
  const p = await load(ctx, id, true);
  assertStatus(p, ['draft', 'ordered'], 'cancelled');
  await repo.updateOrder(ctx, id, { status: 'cancelled', cancelled_at: new Date() });
  ctx.emit('purchase.cancelled', ref(p, 'cancelled'));
  return reply(ctx, id);
}

/**
 * Receives goods: each line's quantity at its actual cost (the ordered cost when not given) goes
 * into stock as a receipt, moving the item's weighted average cost. The order is received when
 * every line has arrived in full, else partly received; the supplier's bill for it follows.
 */
export async function receivePurchase(ctx: TenantContext, id: string, body: ReceiveBody) {
  authorizeInventory(ctx, 'edit');
  const p = await load(ctx, id, true);
  assertStatus(p, ['ordered', 'partly_received'], 'received');
  const lines = new Map((await repo.orderLines(ctx, id)).map((l) => [l.id, l]));
  const seen = new Set<string>();
  body.lines.forEach((r, n) => {
    if (!lines.has(r.lineId))
      throw new AppError('invalid_input', 'This line is not on the purchase order.', {
        [`lines.${n}.lineId`]: 'Not on this order.',
      });
    if (seen.has(r.lineId))
      throw new AppError('invalid_input', 'A line is listed twice.', { [`lines.${n}.lineId`]: 'Listed twice.' });
    seen.add(r.lineId);
  });
  const received = body.lines.map((r) => ({
    ...r,
    line: lines.get(r.lineId)!,
    unitCost: r.unitCost ?? Number(lines.get(r.lineId)!.unit_cost),
  }));
  for (const r of received) {
    await repo.addReceived(ctx, r.lineId, r.quantity, Math.round(r.quantity * r.unitCost));
    r.line.received_quantity = String(round3(Number(r.line.received_quantity) + r.quantity));
  }
  await postMovements(
    ctx,
    received.map((r) => ({
      itemId: r.line.item_id,
      kind: 'receipt' as const,
      quantity: r.quantity,
      unitCost: r.unitCost,
      sourceType: 'purchase_order',
      sourceId: id,
      reason: `PO ${p.po_no} · ${p.supplier_name}${body.notes ? ` · ${body.notes}` : ''}`,
    })),
  );
  const complete = [...lines.values()].every((l) => Number(l.received_quantity) >= Number(l.quantity));
  const status: Status = complete ? 'received' : 'partly_received';
  await repo.updateOrder(ctx, id, { status, received_at: complete ? new Date() : null });
  ctx.emit('purchase.received', ref(p, status));
  // What was received is owed to the supplier: the order's bill follows its receipts.
  await billPurchase(ctx, {
    id,
    poNo: p.po_no,
    supplierId: p.supplier_id,
    supplierName: p.supplier_name,
    receivedValue: Number((await load(ctx, id)).received_total),
  });
  return reply(ctx, id);
}

/** What to order: items at or under their reorder point, up to par, in whole packs of their preferred (else cheapest) supplier. */
export async function suggestPurchases(ctx: TenantContext): Promise<PurchaseSuggestions> {
  authorizeInventory(ctx, 'view');
  const rows = await repo.itemsToReorder(ctx);
  const bySupplier = new Map<string, PurchaseSuggestions['data'][number]>();
  const done = new Set<string>();
  for (const r of rows) {
    if (done.has(r.id)) continue;
    done.add(r.id);
    const packSize = Number(r.pack_size);
    const need = Number(r.par_level) - Number(r.on_hand);
    const packs = Math.ceil(round3(need / packSize));
    const quantity = round3(packs * packSize);
    const unitCost = Math.round((Number(r.price) / packSize) * 10_000) / 10_000;
    const group = bySupplier.get(r.supplier_id) ?? {
      supplierId: r.supplier_id,
      supplierName: r.supplier_name,
      lines: [],
    };
    group.lines.push({
      itemId: r.id,
      itemName: r.name,
      unit: r.unit,
      onHand: Number(r.on_hand),
      parLevel: Number(r.par_level),
      reorderPoint: Number(r.reorder_point),
      packSize,
      packs,
      quantity,
      unitCost,
      total: packs * Number(r.price),
    });
    bySupplier.set(r.supplier_id, group);
  }
  return { data: [...bySupplier.values()].sort((a, b) => a.supplierName.localeCompare(b.supplierName)) };
}
