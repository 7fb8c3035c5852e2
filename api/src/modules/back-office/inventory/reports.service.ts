import type { PurchasesBySupplierReport, StockValueReport, UsageReport } from '@ros/shared-events';
import { AppError, notFound, ruleViolation } from '../../../kernel/errors';
import { isUuid, type TenantContext } from '../../../kernel/tenant';
import { findCount } from './counts.repo';
import { authorizeInventory } from './inventory.service';
import * as repo from './reports.repo';
import { round3 } from './units';

export async function stockValue(ctx: TenantContext): Promise<StockValueReport> {
  authorizeInventory(ctx, 'view');
  const groups = (await repo.stockValueByGroup(ctx)).map((g) => ({
    groupId: g.group_id,
    name: g.name,
    items: Number(g.items),
    value: Number(g.value),
  }));
  return { groups, total: groups.reduce((s, g) => s + g.value, 0) };
}

async function postedCount(ctx: TenantContext, id: string, field: string) {
  const count = isUuid(id) ? await findCount(ctx, id) : undefined;
  if (!count) throw notFound('Stock count');
  if (!count.posted_at) throw ruleViolation('Choose a posted count.', field);
  return { countId: count.id, postedAt: new Date(count.posted_at) };
}

/** Theoretical vs actual usage per item between two posted counts. */
export async function usage(ctx: TenantContext, fromCountId: string, toCountId: string): Promise<UsageReport> {
  authorizeInventory(ctx, 'view');
  const from = await postedCount(ctx, fromCountId, 'fromCountId');
  const to = await postedCount(ctx, toCountId, 'toCountId');
  if (to.postedAt <= from.postedAt)
    throw new AppError('invalid_input', 'The closing count must be posted after the opening one.', {
      toCountId: 'Choose a later count.',
    });
  const byItem = new Map<string, UsageReport['items'][number] & { cost: number }>();
  for (const m of await repo.movementsBetween(ctx, from.countId, to.countId)) {
    const row = byItem.get(m.item_id) ?? {
      itemId: m.item_id,
      name: m.name,
      unit: m.unit,
      theoretical: 0,
      waste: 0,
      actual: 0,
      variance: 0,
      varianceValue: 0,
      cost: Number(m.average_cost),
    };
    const q = Number(m.quantity);
    if (m.kind === 'sale' || m.kind === 'void_return') row.theoretical -= q;
    if (m.kind === 'waste') row.waste -= q;
    // Receipts and transfers move stock without using it; everything else that left is usage.
    if (m.kind !== 'receipt' && m.kind !== 'transfer') row.actual -= q;
    byItem.set(m.item_id, row);
  }
  const items = [...byItem.values()].map(({ cost, ...r }) => {
    const variance = round3(r.actual - r.theoretical);
    return {
      ...r,
      theoretical: round3(r.theoretical),
      waste: round3(r.waste),
      actual: round3(r.actual),
      variance,
      varianceValue: Math.round(variance * cost),
    };
  });
  return {
    from: { countId: from.countId, postedAt: from.postedAt.toISOString() },
    to: { countId: to.countId, postedAt: to.postedAt.toISOString() },
    items,
    varianceValue: items.reduce((s, i) => s + i.varianceValue, 0),
  };
}

/** Goods received per supplier between two days (`to` included). */
export async function purchasesBySupplier(
  ctx: TenantContext,
  from: string,
  to: string,
): Promise<PurchasesBySupplierReport> {
  authorizeInventory(ctx, 'view');
  const end = new Date(`${to}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  const suppliers = (await repo.receivedBySupplier(ctx, new Date(`${from}T00:00:00Z`), end)).map((s) => ({
    supplierId: s.id,
    name: s.name,
    orders: Number(s.orders),
    value: Number(s.value),
  }));
  return { from, to, suppliers, total: suppliers.reduce((s, x) => s + x.value, 0) };
}
