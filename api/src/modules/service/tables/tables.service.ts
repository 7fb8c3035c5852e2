import type { Table } from '@ros/shared-events';
import { randomBytes } from 'node:crypto';
import type { Updateable } from 'kysely';
import type { DiningTables } from '@ros/db';
import { duplicate, notFound, staleVersion, invalidInput } from '../../../kernel/errors';
import { isUniqueViolation, isUuid, type TenantContext } from '../../../kernel/tenant';
import { authorizeAny } from '../../../kernel/authorize-any';
import * as repo from './tables.repo';
import type { CreateTableBody, TableListQuery, TableStatusBody, UpdateTableBody } from '@ros/shared-events';

type TableRow = NonNullable<Awaited<ReturnType<typeof repo.findTable>>>;
type Shape = 'round' | 'square' | 'rectangle';
type Status = 'free' | 'occupied' | 'reserved' | 'needs_cleaning';

/** A table as the floor plan and the API show it. */
export function toTable(r: TableRow): Table {
  return {
    id: r.id,
    spaceId: r.space_id,
    spaceName: r.space_name,
    name: r.name,
    capacity: r.capacity,
    shape: r.shape as Shape,
    x: r.pos_x,
    y: r.pos_y,
    width: r.width,
    height: r.height,
    rotation: r.rotation,
    status: r.status as Status,
    isOpen: r.is_open,
    qrToken: r.qr_token,
    version: r.version,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}
export type TableDto = ReturnType<typeof toTable>;

/** The event snapshot: the table without its QR secret. */
const snapshot = (t: TableDto) => ({
  id: t.id,
  spaceId: t.spaceId,
  name: t.name,
  capacity: t.capacity,
  shape: t.shape,
  x: t.x,
  y: t.y,
  width: t.width,
  height: t.height,
  rotation: t.rotation,
  status: t.status,
  isOpen: t.isOpen,
  version: t.version,
});

const newQrToken = () => randomBytes(16).toString('base64url');
const nameTaken = () => duplicate('A table with this name already exists.', 'name');

async function load(ctx: TenantContext, id: string, forUpdate = false) {
  const row = isUuid(id) ? await repo.findTable(ctx, id, forUpdate) : undefined;
  if (!row) throw notFound('Table');
  return row;
}

async function assertSpace(ctx: TenantContext, spaceId: string) {
  if (!(await repo.spaceExists(ctx, spaceId))) {
    throw invalidInput('spaceId', 'Please select a space.');
  }
}

export async function listTables(ctx: TenantContext, query: TableListQuery) {
  authorizeAny(ctx, 'view', ['tables', 'orders']);
  const { rows, total } = await repo.listTables(ctx, query);
  return { data: rows.map(toTable), total };
}

export async function getTable(ctx: TenantContext, id: string) {
  authorizeAny(ctx, 'view', ['tables', 'orders']);
  return toTable(await load(ctx, id));
}

export async function createTable(ctx: TenantContext, body: CreateTableBody) {
  ctx.authorize('edit', 'tables');
  await assertSpace(ctx, body.spaceId);
  try {
    const { id } = await repo.insertTable(ctx.trx, {
      restaurant_id: ctx.restaurant.id,
      space_id: body.spaceId,
      name: body.name,
      capacity: body.capacity,
      shape: body.shape,
      pos_x: body.x,
      pos_y: body.y,
      width: body.width,
      height: body.height,
      rotation: body.rotation,
      qr_token: newQrToken(),
    });
    const table = toTable(await load(ctx, id));
    ctx.emit('table.created', { table: snapshot(table) });
    return table;
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}

/**
 * Applies a versioned change (PATCH): refuses a stale `version` with the current table, and emits
 * one event per kind of change so the floor plan of every terminal follows.
 */
export async function updateTable(ctx: TenantContext, id: string, body: UpdateTableBody) {
  ctx.authorize('edit', 'tables');
  const before = toTable(await load(ctx, id, true));
  if (body.version !== before.version) throw staleVersion('table', { table: before });
  if (body.spaceId && body.spaceId !== before.spaceId) await assertSpace(ctx, body.spaceId);

  const moved = (['x', 'y', 'width', 'height', 'rotation'] as const).filter(
    (k) => body[k] !== undefined && body[k] !== before[k],
  );
  const updated = (['name', 'capacity', 'shape', 'spaceId'] as const).filter(
    (k) => body[k] !== undefined && body[k] !== before[k],
  );
  const statusChanged =
    (body.status !== undefined && body.status !== before.status) ||
    (body.isOpen !== undefined && body.isOpen !== before.isOpen);
  if (!moved.length && !updated.length && !statusChanged) return before;

  const values: Updateable<DiningTables> = {
    name: body.name,
    capacity: body.capacity,
    shape: body.shape,
    space_id: body.spaceId,
    pos_x: body.x,
    pos_y: body.y,
    width: body.width,
    height: body.height,
    rotation: body.rotation,
    status: body.status,
    is_open: body.isOpen,
  };
  try {
    await repo.updateTable(ctx, id, values);
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
  const table = toTable(await load(ctx, id));
  if (updated.length) ctx.emit('table.updated', { table: snapshot(table), changes: [...updated] });
  if (moved.length) ctx.emit('table.moved', { table: snapshot(table) });
  if (statusChanged)
    ctx.emit('table.status_changed', {
      table: snapshot(table),
      previousStatus: before.status,
      previousIsOpen: before.isOpen,
    });
  return table;
}

/** Status and open/close from the POS or the floor plan (`tables` edit or `orders` edit). */
export async function setTableStatus(ctx: TenantContext, id: string, body: TableStatusBody) {
  authorizeAny(ctx, 'edit', ['tables', 'orders']);
  const before = toTable(await load(ctx, id, true));
  if (body.version !== undefined && body.version !== before.version) throw staleVersion('table', { table: before });
  const status = body.status ?? before.status;
  const isOpen = body.isOpen ?? before.isOpen;
  if (status === before.status && isOpen === before.isOpen) return before;
  // One round trip: the change, then the table read back after it.
  const [updatedOf, rowOf] = await repo.updateAndReadTable(ctx, id, { status, is_open: isOpen });
  updatedOf();
  const table = toTable(rowOf()!);
  ctx.emit('table.status_changed', {
    table: snapshot(table),
    previousStatus: before.status,
    previousIsOpen: before.isOpen,
  });
  return table;
}

/** Marks a table occupied as an order is seated at it (or moved to it). */
export function occupyTable(ctx: TenantContext, id: string) {
  return changeStatusForOrder(ctx, id, 'occupied');
}

/** Frees a table (or marks it for cleaning) as an order leaves it, unless another open order sits at it. */
export function releaseTable(
  ctx: TenantContext,
  id: string,
  leavingOrderId: string,
  status: 'free' | 'needs_cleaning' = 'free',
) {
  return changeStatusForOrder(ctx, id, status, leavingOrderId);
}

/**
 * A table's status changed by an order command, with `table.status_changed` for the floor plan.
 * One round trip: the table's lock with its state before, the change (none when the table has that
 * status already, or another open order than `leavingOrderId` sits at it), the table after it.
 */
async function changeStatusForOrder(ctx: TenantContext, id: string, status: Status, leavingOrderId?: string) {
  authorizeAny(ctx, 'edit', ['tables', 'orders']);
  const [beforeOf, changedOf, afterOf] = await repo.changeStatusForOrder(ctx, id, status, leavingOrderId);
  const before = beforeOf();
  if (!before) throw notFound('Table');
  if (changedOf().length === 0) return;
  const table = toTable(afterOf()!);
  ctx.emit('table.status_changed', {
    table: snapshot(table),
    previousStatus: before.status as Status,
    previousIsOpen: before.is_open,
  });
}

/** A new QR token: printed codes of the old one stop opening the digital menu. */
export async function rotateQrToken(ctx: TenantContext, id: string) {
  ctx.authorize('edit', 'tables');
  await load(ctx, id, true);
  await repo.updateTable(ctx, id, { qr_token: newQrToken() });
  const table = toTable(await load(ctx, id));
  ctx.emit('table.updated', { table: snapshot(table), changes: ['qrToken'] });
  return table;
}

export async function deleteTable(ctx: TenantContext, id: string) {
  ctx.authorize('edit', 'tables');
  const table = toTable(await load(ctx, id));
  await repo.deleteTable(ctx, id);
  ctx.emit('table.deleted', { tableId: table.id, spaceId: table.spaceId, name: table.name });
}
