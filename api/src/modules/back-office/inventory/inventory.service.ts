import type { InventoryItem, MeasuringUnit, PersonRef, StockMovement } from '@ros/shared-events';
import { AppError, duplicate, notFound, ruleViolation } from '../../../kernel/errors';
import { changedKeys } from '../../../kernel/patch';
import { isForeignKeyViolation, isUniqueViolation, isUuid, type TenantContext } from '../../../kernel/tenant';
import * as repo from './inventory.repo';
import type {
  CreateItemBody,
  ImportItemsBody,
  ItemListQuery,
  ManualMovementBody,
  MovementListQuery,
  UnitBody,
  UpdateInventoryItemBody as UpdateItemBody,
} from '@ros/shared-events';
import { postMovements } from './stock.service';
import { convert, round3, type UnitRef } from './units';

/**
 * Inventory is a Premium feature; reading needs `inventory` view, changing it `inventory` edit and
 * the plan (on Basic the data stays readable: a lapsed subscription keeps it).
 */
export function authorizeInventory(ctx: TenantContext, action: 'view' | 'edit') {
  if (action === 'edit') ctx.requirePlan('inventory', 'The inventory system needs the Premium plan.');
  ctx.authorize(action, 'inventory');
}

const iso = (d: Date | string) => new Date(d).toISOString();

// Measuring units -------------------------------------------------------------------------------

const toUnit = (u: repo.UnitRow): MeasuringUnit => ({
  id: u.id,
  name: u.name,
  abbreviation: u.abbreviation,
  baseUnitId: u.base_unit_id,
  baseUnit: u.base_abbreviation,
  factor: Number(u.factor),
  inUse: !!u.in_use,
});
export const unitRef = (u: {
  id: string;
  abbreviation: string;
  base_unit_id: string | null;
  factor: string | number;
}): UnitRef => ({
  id: u.id,
  abbreviation: u.abbreviation,
  baseUnitId: u.base_unit_id,
  factor: Number(u.factor),
});

export async function listUnits(ctx: TenantContext) {
  authorizeInventory(ctx, 'view');
  return { data: (await repo.listUnits(ctx)).map(toUnit) };
}

/** The units by id, for conversions; a 400 naming `field` when one is not this restaurant's. */
export async function unitsFor(ctx: TenantContext, ids: string[], field = 'unitId') {
  const rows = await repo.unitsByIds(ctx, [...new Set(ids)].filter(isUuid));
  const byId = new Map(rows.map((r) => [r.id, unitRef(r)]));
  for (const id of ids)
    if (!byId.has(id))
      throw new AppError('invalid_input', 'Choose one of your measuring units.', {
        [field]: 'Unknown measuring unit.',
      });
  return byId;
}

async function checkBase(ctx: TenantContext, body: UnitBody, selfId?: string) {
  if (!body.baseUnitId) return { base_unit_id: null, factor: 1 };
  if (body.baseUnitId === selfId) throw ruleViolation('A unit cannot be its own base.', 'baseUnitId');
  const base = (await unitsFor(ctx, [body.baseUnitId], 'baseUnitId')).get(body.baseUnitId)!;
  if (base.baseUnitId)
    throw ruleViolation(`${base.abbreviation} is itself based on another unit; choose a base unit.`, 'baseUnitId');
  return { base_unit_id: body.baseUnitId, factor: body.factor };
}

async function findUnit(ctx: TenantContext, id: string) {
  const unit = isUuid(id) ? (await repo.listUnits(ctx)).find((u) => u.id === id) : undefined;
  if (!unit) throw notFound('Measuring unit');
  return unit;
}

const duplicateAbbreviation = (err: unknown) =>
  isUniqueViolation(err, 'measuring_units_abbreviation_key')
    ? duplicate('A unit with this abbreviation exists.', 'abbreviation')
    : err;

export async function createUnit(ctx: TenantContext, body: UnitBody) {
  authorizeInventory(ctx, 'edit');
  const base = await checkBase(ctx, body);
  const row = await repo
    .insertUnit(ctx.trx, {
      restaurant_id: ctx.restaurant.id,
      name: body.name,
      abbreviation: body.abbreviation,
      ...base,
    })
    .catch((e) => {
      throw duplicateAbbreviation(e);
    });
  ctx.emit('inventory.changed', { what: 'unit', action: 'created', id: row.id, name: body.name });
  return toUnit(await findUnit(ctx, row.id));
}

export async function updateUnit(ctx: TenantContext, id: string, body: UnitBody) {
  authorizeInventory(ctx, 'edit');
  const before = await findUnit(ctx, id);
  const base = await checkBase(ctx, body, id);
  if (before.in_use && (base.base_unit_id !== before.base_unit_id || base.factor !== Number(before.factor))) {
    throw ruleViolation(
      `${before.abbreviation} is in use: its base and factor cannot change (stock is kept in it).`,
      'factor',
    );
  }
  await repo.updateUnit(ctx, id, { name: body.name, abbreviation: body.abbreviation, ...base }).catch((e) => {
    throw duplicateAbbreviation(e);
  });
  ctx.emit('inventory.changed', { what: 'unit', action: 'updated', id, name: body.name });
  return toUnit(await findUnit(ctx, id));
}

export async function deleteUnit(ctx: TenantContext, id: string) {
  authorizeInventory(ctx, 'edit');
  const unit = await findUnit(ctx, id);
  const inUse = () =>
    ruleViolation(`${unit.abbreviation} is used by an item, a recipe or another unit; change those first.`);
  if (unit.in_use) throw inUse();
  await repo.deleteUnit(ctx, id);
  ctx.emit('inventory.changed', { what: 'unit', action: 'deleted', id, name: unit.name });
}

// Groups ----------------------------------------------------------------------------------------

const toGroup = (g: { id: string; name: string; item_count?: string | number | null }) => ({
  id: g.id,
  name: g.name,
  itemCount: Number(g.item_count ?? 0),
});
const duplicateGroup = (err: unknown) =>
  isUniqueViolation(err, 'inventory_groups_name_key') ? duplicate('A group with this name exists.', 'name') : err;

export async function listGroups(ctx: TenantContext) {
  authorizeInventory(ctx, 'view');
  return { data: (await repo.listGroups(ctx)).map(toGroup) };
}

export async function createGroup(ctx: TenantContext, name: string) {
  authorizeInventory(ctx, 'edit');
  const row = await repo.insertGroup(ctx, name).catch((e) => {
    throw duplicateGroup(e);
  });
  ctx.emit('inventory.changed', { what: 'group', action: 'created', id: row.id, name });
  return toGroup(row);
}

export async function updateGroup(ctx: TenantContext, id: string, name: string) {
  authorizeInventory(ctx, 'edit');
  const row = isUuid(id)
    ? await repo.updateGroup(ctx, id, name).catch((e) => {
        throw duplicateGroup(e);
      })
    : undefined;
  if (!row) throw notFound('Group');
  ctx.emit('inventory.changed', { what: 'group', action: 'updated', id, name });
  return toGroup((await repo.listGroups(ctx)).find((g) => g.id === id)!);
}

/** Deleting a group keeps its items (they become ungrouped). */
export async function deleteGroup(ctx: TenantContext, id: string) {
  authorizeInventory(ctx, 'edit');
  const row = isUuid(id) ? await repo.deleteGroup(ctx, id) : undefined;
  if (!row) throw notFound('Group');
  ctx.emit('inventory.changed', { what: 'group', action: 'deleted', id, name: row.name });
}

// Items -----------------------------------------------------------------------------------------

export function toItem(r: repo.ItemRow, suppliers: Awaited<ReturnType<typeof repo.itemSuppliers>> = []): InventoryItem {
  const onHand = Number(r.on_hand);
  const reorderPoint = Number(r.reorder_point);
  const averageCost = Number(r.average_cost);
  return {
    id: r.id,
    name: r.name,
    groupId: r.group_id,
    groupName: r.group_name,
    unitId: r.unit_id,
    unit: r.unit,
    sku: r.sku,
    barcode: r.barcode,
    location: r.location,
    parLevel: Number(r.par_level),
    reorderPoint,
    onHand,
    averageCost,
    value: Math.round(onHand * averageCost),
    isLow: onHand <= reorderPoint,
    isOut: onHand <= 0,
    isActive: r.is_active,
    suppliers: suppliers
      .filter((s) => s.item_id === r.id)
      .map((s) => ({
        supplierId: s.supplier_id,
        supplierName: s.supplier_name,
        price: Number(s.price),
        packSize: Number(s.pack_size),
        supplierSku: s.supplier_sku,
        isPreferred: s.is_preferred,
      })),
    version: r.version,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

/** The items by id, locked when asked; a 404 when one is not this restaurant's. */
export async function loadItems(ctx: TenantContext, ids: string[], forUpdate = false) {
  const unique = [...new Set(ids)];
  const rows = unique.every(isUuid) ? await repo.findItems(ctx, unique, forUpdate) : [];
  if (rows.length !== unique.length) throw notFound('Inventory item');
  return new Map(rows.map((r) => [r.id, r]));
}

async function itemReply(ctx: TenantContext, id: string) {
  const [row] = await repo.findItems(ctx, [id]);
  return toItem(row!, await repo.itemSuppliers(ctx, [id]));
}

export async function listItems(ctx: TenantContext, query: ItemListQuery) {
  authorizeInventory(ctx, 'view');
  const { rows, total } = await repo.listItems(ctx, query);
  const suppliers = await repo.itemSuppliers(
    ctx,
    rows.map((r) => r.id),
  );
  return { data: rows.map((r) => toItem(r, suppliers)), total };
}

export async function getItem(ctx: TenantContext, id: string) {
  authorizeInventory(ctx, 'view');
  await loadItems(ctx, [id]);
  return itemReply(ctx, id);
}

const duplicateItem = (err: unknown) => {
  if (isUniqueViolation(err, 'inventory_items_name_key')) return duplicate('An item with this name exists.', 'name');
  if (isUniqueViolation(err, 'inventory_items_sku_key')) return duplicate('An item with this SKU exists.', 'sku');
  if (isUniqueViolation(err))
    return new AppError('invalid_input', 'A supplier is listed twice.', { suppliers: 'List each supplier once.' });
  return err;
};

async function checkRefs(
  ctx: TenantContext,
  body: { groupId?: string | null; unitId?: string; suppliers?: { supplierId: string }[] },
) {
  if (body.unitId) await unitsFor(ctx, [body.unitId]);
  if (body.groupId && !(await repo.listGroups(ctx)).some((g) => g.id === body.groupId)) {
    throw new AppError('invalid_input', 'Choose one of your groups.', { groupId: 'Unknown group.' });
  }
  const supplierIds = (body.suppliers ?? []).map((s) => s.supplierId);
  if (supplierIds.length && (await repo.countSuppliers(ctx, supplierIds)) !== new Set(supplierIds).size) {
    throw new AppError('invalid_input', 'Choose one of your suppliers.', { suppliers: 'Unknown supplier.' });
  }
}

const supplierRows = (suppliers: NonNullable<CreateItemBody['suppliers']>) =>
  suppliers.map((s) => ({
    supplier_id: s.supplierId,
    price: s.price,
    pack_size: s.packSize,
    supplier_sku: s.supplierSku,
    is_preferred: s.isPreferred,
  }));

export async function createItem(ctx: TenantContext, body: CreateItemBody) {
  authorizeInventory(ctx, 'edit');
  await checkRefs(ctx, body);
  const row = await repo
    .insertItem(ctx.trx, {
      restaurant_id: ctx.restaurant.id,
      name: body.name,
      group_id: body.groupId ?? null,
      unit_id: body.unitId,
      sku: body.sku,
      barcode: body.barcode,
      location: body.location,
      par_level: body.parLevel,
      reorder_point: body.reorderPoint,
    })
    .catch((e) => {
      throw duplicateItem(e);
    });
  if (body.suppliers?.length)
    await repo.replaceItemSuppliers(ctx, row.id, supplierRows(body.suppliers)).catch((e) => {
      throw duplicateItem(e);
    });
  ctx.emit('inventory.changed', { what: 'item', action: 'created', id: row.id, name: body.name });
  return itemReply(ctx, row.id);
}

export async function updateItem(ctx: TenantContext, id: string, body: UpdateItemBody) {
  authorizeInventory(ctx, 'edit');
  const before = (await loadItems(ctx, [id], true)).get(id)!;
  await checkRefs(ctx, body);
  if (body.unitId && body.unitId !== before.unit_id && (await repo.hasMovements(ctx, id))) {
    throw ruleViolation(
      'Stock of this item has moved in its unit; its unit cannot change. Create a new item instead.',
      'unitId',
    );
  }
  if (!changedKeys(body).length) return itemReply(ctx, id);
  await repo
    .updateItem(ctx, id, {
      name: body.name,
      group_id: body.groupId,
      unit_id: body.unitId,
      sku: body.sku,
      barcode: body.barcode,
      location: body.location,
      par_level: body.parLevel,
      reorder_point: body.reorderPoint,
      is_active: body.isActive,
    })
    .catch((e) => {
      throw duplicateItem(e);
    });
  if (body.suppliers)
    await repo.replaceItemSuppliers(ctx, id, supplierRows(body.suppliers)).catch((e) => {
      throw duplicateItem(e);
    });
  ctx.emit('inventory.changed', { what: 'item', action: 'updated', id, name: body.name ?? before.name });
  return itemReply(ctx, id);
}

/** Only an item nothing refers to (no stock movement, recipe or purchase order) can be deleted; others are deactivated. */
export async function deleteItem(ctx: TenantContext, id: string) {
  authorizeInventory(ctx, 'edit');
  const item = (await loadItems(ctx, [id], true)).get(id)!;
  const inUse = ruleViolation(
    `${item.name} has stock history or is used by a recipe or a purchase order; deactivate it instead.`,
  );
  if (await repo.hasMovements(ctx, id)) throw inUse;
  await repo.deleteItem(ctx, id).catch((e) => {
    throw isForeignKeyViolation(e) ? inUse : e;
  });
  ctx.emit('inventory.changed', { what: 'item', action: 'deleted', id, name: item.name });
}

const listOf = (numbers: number[]) => `${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;

/**
 * Two rows naming one item (names compare without case) would both apply, their stock levels
 * adding up: the whole import is refused, each repeat named with the rows it is on (counted from 1).
 */
function refuseDuplicateRows(rows: ImportItemsBody['rows']) {
  const rowsByName = new Map<string, number[]>();
  rows.forEach((row, n) => {
    const key = row.name.trim().toLowerCase();
    rowsByName.set(key, [...(rowsByName.get(key) ?? []), n]);
  });
  const fields: Record<string, string> = {};
  for (const indexes of rowsByName.values()) {
    if (indexes.length < 2) continue;
    fields[`rows.${indexes[1]}.name`] =
      `Rows ${listOf(indexes.map((n) => n + 1))} are the same item (${rows[indexes[0]!]!.name}): keep one row per item.`;
  }
  const messages = Object.values(fields);
  if (messages.length) throw new AppError('invalid_input', messages.join(' '), fields);
}

/**
 * CSV import: creates or updates items by name (all rows or none). A row's group is created when
 * new; its unit must be one of the restaurant's (by abbreviation). A row with an on-hand posts the
 * difference to the ledger as a count adjustment, so on-hand stays the sum of movements.
 */
export async function importItems(ctx: TenantContext, body: ImportItemsBody) {
  authorizeInventory(ctx, 'edit');
  refuseDuplicateRows(body.rows);
  const rid = ctx.restaurant.id;
  const units = new Map((await repo.listUnits(ctx)).map((u) => [u.abbreviation.toLowerCase(), u]));
  const groups = new Map((await repo.listGroups(ctx)).map((g) => [g.name.toLowerCase(), g.id]));
  const existing = new Map(
    (
      await repo.itemsByNames(
        ctx,
        body.rows.map((r) => r.name),
      )
    ).map((i) => [i.name.toLowerCase(), i]),
  );
  const counts: { itemId: string; onHand: number; row: number }[] = [];
  let created = 0;
  let updated = 0;
  for (const [n, row] of body.rows.entries()) {
    const unit = units.get(row.unit.toLowerCase());
    if (!unit)
      throw new AppError('invalid_input', `Row ${n + 1}: unknown unit “${row.unit}”.`, {
        [`rows.${n}.unit`]: 'Use one of your units’ abbreviations.',
      });
    let groupId: string | null = null;
    if (row.group) {
      groupId = groups.get(row.group.toLowerCase()) ?? null;
      if (!groupId) {
        groupId = (await repo.insertGroup(ctx, row.group)).id;
        groups.set(row.group.toLowerCase(), groupId);
      }
    }
    const fields = {
      name: row.name,
      group_id: groupId,
      sku: row.sku,
      barcode: row.barcode,
      location: row.location,
      par_level: row.parLevel,
      reorder_point: row.reorderPoint,
    };
    const before = existing.get(row.name.toLowerCase());
    const fail = (e: unknown) => {
      const err = duplicateItem(e);
      throw err instanceof AppError
        ? new AppError(err.code, `Row ${n + 1}: ${err.message}`, { [`rows.${n}`]: err.message })
        : err;
    };
    let itemId: string;
    if (before) {
      if (before.unit_id !== unit.id)
        throw ruleViolation(`Row ${n + 1}: ${row.name} is kept in another unit.`, `rows.${n}.unit`);
      await repo.updateItem(ctx, before.id, fields).catch(fail);
      itemId = before.id;
      updated++;
    } else {
      itemId = (await repo.insertItem(ctx.trx, { restaurant_id: rid, unit_id: unit.id, ...fields }).catch(fail)).id;
      existing.set(row.name.toLowerCase(), { id: itemId, name: row.name, unit_id: unit.id, on_hand: '0' });
      created++;
    }
    if (row.onHand != null) counts.push({ itemId, onHand: row.onHand, row: n });
  }
  const onHand = new Map([...existing.values()].map((i) => [i.id, Number(i.on_hand)]));
  await postMovements(
    ctx,
    counts.map((c) => ({
      itemId: c.itemId,
      kind: 'count_adjustment' as const,
      quantity: round3(c.onHand - onHand.get(c.itemId)!),
      reason: 'Imported stock level',
      sourceType: 'import',
    })),
  );
  ctx.emit('inventory.changed', {
    what: 'item',
    action: 'updated',
    id: existing.values().next().value!.id,
    name: `${body.rows.length} imported`,
  });
  return { created, updated };
}

// The stock ledger ------------------------------------------------------------------------------

const toMovement = (m: repo.MovementRow): StockMovement => ({
  id: m.id,
  itemId: m.item_id,
  itemName: m.item_name,
  unit: m.unit,
  kind: m.kind as StockMovement['kind'],
  quantity: Number(m.quantity),
  unitCost: Number(m.unit_cost),
  value: Number(m.value),
  reason: m.reason,
  sourceType: m.source_type,
  sourceId: m.source_id,
  createdBy: (m.created_by as PersonRef | null) ?? null,
  createdAt: iso(m.created_at),
});

export async function listMovements(ctx: TenantContext, query: MovementListQuery) {
  authorizeInventory(ctx, 'view');
  const { rows, total, capped } = await repo.listMovements(ctx, query);
  return { data: rows.map(toMovement), total, capped };
}

export async function itemMovements(ctx: TenantContext, id: string, query: MovementListQuery) {
  authorizeInventory(ctx, 'view');
  await loadItems(ctx, [id]);
  return listMovements(ctx, { ...query, itemId: id });
}

/** Waste (always out of stock), a transfer or an adjustment, entered by hand with its reason, in any compatible unit. */
export async function recordMovement(ctx: TenantContext, id: string, body: ManualMovementBody) {
  authorizeInventory(ctx, 'edit');
  const item = (await loadItems(ctx, [id]))!.get(id)!;
  let quantity = body.quantity;
  if (body.unitId && body.unitId !== item.unit_id) {
    const units = await unitsFor(ctx, [body.unitId, item.unit_id]);
    quantity = convert(quantity, units.get(body.unitId)!, units.get(item.unit_id)!);
  }
  if (body.kind === 'waste') quantity = -Math.abs(quantity);
  const [written] = await postMovements(ctx, [
    { itemId: id, kind: body.kind, quantity: round3(quantity), reason: body.reason, sourceType: 'manual' },
  ]);
  if (!written) throw ruleViolation('The quantity rounds to 0 in the item’s unit.', 'quantity');
  return itemReply(ctx, id);
}
