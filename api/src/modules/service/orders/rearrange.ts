import type { MovedItems } from '@ros/shared-events';
import { AppError, notFound, ruleViolation } from '../../../kernel/errors';
import { isUuid, type TenantContext } from '../../../kernel/tenant';
import type { Alongside } from '../../../kernel/round-trip';
import { occupyTable, releaseTable } from '../tables';
import { toOrderDto, toOrderItem } from './order-view';
import * as writes from './order-writes.repo';
import * as repo from './orders.repo';
import { assertEditable, checkLocked, writeAndReadBack } from './orders.service';

type Seen = { id: string; version: number };

/**
 * Locks two orders in id order (no deadlock between two terminals doing the reverse) in one round
 * trip, with `alongside`'s statements after the locks; 404 and 409 as `lockOrder`, first-locked first.
 */
async function lockBoth<T = undefined>(ctx: TenantContext, a: Seen, b: Seen, alongside?: Alongside<T>) {
  if (a.id === b.id) throw ruleViolation('Choose another order.');
  if (!isUuid(a.id) || !isUuid(b.id)) throw notFound('Order');
  const [first, second] = a.id < b.id ? [a, b] : [b, a];
  const [firstOf, secondOf, alongsideOf] = await repo.lockTwo(ctx, first.id, second.id, alongside);
  const r1 = await checkLocked(ctx, first.id, firstOf(), first.version);
  const r2 = await checkLocked(ctx, second.id, secondOf(), second.version);
  const [ra, rb] = a.id < b.id ? [r1, r2] : [r2, r1];
  return { a: ra, b: rb, alongside: alongsideOf as () => T };
}

/**
 * Moves an open dine-in order to another table: the lock with the table's check, then the move,
 * the tables freed and taken and the order read back, in two round trips.
 */
export async function transferOrder(ctx: TenantContext, id: string, version: number, tableId: string) {
  ctx.authorize('edit', 'orders');
  if (!isUuid(id)) throw notFound('Order');
  const [rowOf, tableOf] = await repo.lockWithTable(ctx, id, tableId);
  const row = await checkLocked(ctx, id, rowOf(), version);
  assertEditable(row);
  if (row.table_id === tableId) throw ruleViolation('The order is already at this table.');
  if (!tableOf())
    throw new AppError('invalid_input', 'Invalid restaurant id or table id', { tableId: 'Please select a table.' });
  // The old table freed and the new one taken, their locks in id order (no deadlock with a transfer the other way).
  const changes =
    row.status !== 'open'
      ? []
      : [
          ...(row.table_id ? [{ table: row.table_id, change: () => releaseTable(ctx, row.table_id!, id) }] : []),
          { table: tableId, change: () => occupyTable(ctx, tableId) },
        ].sort((a, b) => (a.table < b.table ? -1 : 1));
  const tables = changes.length ? () => Promise.all(changes.map((c) => c.change())) : undefined;
  const order = await writeAndReadBack(ctx, id, { table_id: tableId, type: 'dine_in' }, undefined, tables);
  ctx.emit('order.transferred', { order, fromTableId: row.table_id, toTableId: tableId });
  return order;
}

/**
 * Merges the source order (e.g. another table's) into this one; the source becomes `merged`. Two
 * round trips: both locks, then the items moved, the source merged, its table freed and the order
 * written and read back.
 */
export async function mergeOrders(
  ctx: TenantContext,
  id: string,
  version: number,
  sourceId: string,
  sourceVersion: number,
) {
  ctx.authorize('edit', 'orders');
  const { a: target, b: source } = await lockBoth(ctx, { id, version }, { id: sourceId, version: sourceVersion });
  assertEditable(target);
  assertEditable(source);
  const freed =
    source.table_id && source.table_id !== target.table_id && source.status === 'open' ? source.table_id : null;
  // Tickets stay as the kitchen printed them (under the source's number); their items now belong here.
  const order = await writeAndReadBack(
    ctx,
    id,
    { guests: (target.guests ?? 0) + (source.guests ?? 0) || null },
    undefined,
    (db) => writes.mergeSourceInto(ctx, db, sourceId, id, freed ? () => releaseTable(ctx, freed, sourceId) : undefined),
  );
  ctx.emit('order.merged', { order, sourceOrderId: sourceId });
  return order;
}

/**
 * Moves some items to another order (e.g. a guest changes tables). Two round trips: both locks with
 * the source's items, then the items moved, both orders' versions bumped and both read back.
 */
export async function moveItems(
  ctx: TenantContext,
  id: string,
  version: number,
  targetId: string,
  targetVersion: number,
  itemIds: string[],
): Promise<MovedItems> {
  ctx.authorize('edit', 'orders');
  const locked = await lockBoth(ctx, { id, version }, { id: targetId, version: targetVersion }, (db) =>
    repo.readItems(ctx, db, [id]),
  );
  assertEditable(locked.a);
  assertEditable(locked.b);
  const ids = [...new Set(itemIds)];
  const moving = locked
    .alongside()
    .map(toOrderItem)
    .filter((i) => ids.includes(i.id));
  if (moving.length !== ids.length) throw notFound('Order item');
  if (moving.some((i) => i.status === 'voided')) throw ruleViolation('Voided items cannot be moved.');
  const [movedOf, sourceOf, targetOf, partsOf] = await writes.moveItemsAndReadBack(
    ctx,
    moving.map((i) => i.id),
    id,
    targetId,
  );
  movedOf();
  sourceOf();
  targetOf();
  const [sourceDto, targetDto] = partsOf().map(toOrderDto);
  ctx.emit('order.items_moved', { source: sourceDto!, target: targetDto!, itemIds: ids });
  return { source: sourceDto!, target: targetDto! };
}
