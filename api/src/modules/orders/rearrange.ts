import type { MovedItems } from '@ros/shared-events';
import { AppError, notFound, ruleViolation } from '../../http/errors';
import type { TenantContext } from '../../http/tenant';
import { loadOrder, loadOrderItems } from './order-view';
import * as repo from './orders.repo';
import { assertEditable, lockOrder, occupyTable, releaseTable } from './orders.service';

/** Locks two orders in id order (no deadlock between two terminals doing the reverse). */
async function lockBoth(ctx: TenantContext, a: { id: string; version: number }, b: { id: string; version: number }) {
  if (a.id === b.id) throw ruleViolation('Choose another order.');
  const [first, second] = a.id < b.id ? [a, b] : [b, a];
  const r1 = await lockOrder(ctx, first.id, first.version);
  const r2 = await lockOrder(ctx, second.id, second.version);
  return a.id < b.id ? [r1, r2] as const : [r2, r1] as const;
}

/** Moves an open dine-in order to another table. */
export async function transferOrder(ctx: TenantContext, id: string, version: number, tableId: string) {
  ctx.authorize('edit', 'orders');
  const row = await lockOrder(ctx, id, version);
  assertEditable(row);
  if (row.table_id === tableId) throw ruleViolation('The order is already at this table.');
  const exists = await ctx.trx.selectFrom('dining_tables').select('id').where('restaurant_id', '=', ctx.restaurant.id).where('id', '=', tableId).executeTakeFirst();
  if (!exists) throw new AppError('invalid_input', 'Invalid restaurant id or table id', { tableId: 'Please select a table.' });
  await repo.updateOrder(ctx.trx, ctx.restaurant.id, id, { table_id: tableId, type: 'dine_in' });
  if (row.status === 'open') {
    if (row.table_id) await releaseTable(ctx, row.table_id, id);
    await occupyTable(ctx, tableId);
  }
  const order = await loadOrder(ctx.trx, ctx.restaurant.id, id);
  ctx.emit('order.transferred', { order, fromTableId: row.table_id, toTableId: tableId });
  return order;
}

/** Merges the source order (e.g. another table's) into this one; the source becomes `merged`. */
export async function mergeOrders(ctx: TenantContext, id: string, version: number, sourceId: string, sourceVersion: number) {
  ctx.authorize('edit', 'orders');
  const [target, source] = await lockBoth(ctx, { id, version }, { id: sourceId, version: sourceVersion });
  assertEditable(target);
  assertEditable(source);
  const rid = ctx.restaurant.id;
  const start = await repo.maxSort(ctx.trx, rid, id);
  await ctx.trx
    .updateTable('order_items')
    .set((eb) => ({ order_id: id, sort: eb('sort', '+', start), updated_at: new Date() }))
    .where('restaurant_id', '=', rid)
    .where('order_id', '=', sourceId)
    .execute();
  // Tickets stay as the kitchen printed them (under the source's number); their items now belong here.
  await repo.updateOrder(ctx.trx, rid, sourceId, { status: 'merged', merged_into_id: id });
  await repo.updateOrder(ctx.trx, rid, id, { guests: (target.guests ?? 0) + (source.guests ?? 0) || null });
  if (source.table_id && source.table_id !== target.table_id && source.status === 'open') await releaseTable(ctx, source.table_id, sourceId);
  const order = await loadOrder(ctx.trx, rid, id);
  ctx.emit('order.merged', { order, sourceOrderId: sourceId });
  return order;
}

/** Moves some items to another order (e.g. a guest changes tables). */
export async function moveItems(ctx: TenantContext, id: string, version: number, targetId: string, targetVersion: number, itemIds: string[]): Promise<MovedItems> {
  ctx.authorize('edit', 'orders');
  const [source, target] = await lockBoth(ctx, { id, version }, { id: targetId, version: targetVersion });
  assertEditable(source);
  assertEditable(target);
  const rid = ctx.restaurant.id;
  const currentItems = await loadOrderItems(ctx.trx, rid, id);
  const ids = [...new Set(itemIds)];
  const moving = currentItems.filter((i) => ids.includes(i.id));
  if (moving.length !== ids.length) throw notFound('Order item');
  if (moving.some((i) => i.status === 'voided')) throw ruleViolation('Voided items cannot be moved.');
  const start = await repo.maxSort(ctx.trx, rid, targetId);
  let n = 0;
  for (const item of moving) {
    await ctx.trx.updateTable('order_items').set({ order_id: targetId, sort: start + ++n, updated_at: new Date() }).where('restaurant_id', '=', rid).where('id', '=', item.id).execute();
  }
  await repo.updateOrder(ctx.trx, rid, id, {});
  await repo.updateOrder(ctx.trx, rid, targetId, {});
  const [sourceDto, targetDto] = [await loadOrder(ctx.trx, rid, id), await loadOrder(ctx.trx, rid, targetId)];
  ctx.emit('order.items_moved', { source: sourceDto, target: targetDto, itemIds: ids });
  return { source: sourceDto, target: targetDto };
}
