import { sql, type InsertObject, type UpdateObject } from 'kysely';
import type { DB, TenantTx } from '@ros/db';
import { COUNT_CAP, likePattern, paged } from '../../../kernel/list-query';
import type { ItemListQuery, MovementListQuery } from '@ros/shared-events';
import type { RepoContext } from '../../../kernel/repo-context';

// Measuring units -------------------------------------------------------------------------------

export function listUnits(ctx: RepoContext) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('measuring_units as u')
    .leftJoin('measuring_units as b', (j) =>
      j.onRef('b.id', '=', 'u.base_unit_id').onRef('b.restaurant_id', '=', 'u.restaurant_id'),
    )
    .select(['u.id', 'u.name', 'u.abbreviation', 'u.base_unit_id', 'u.factor', 'b.abbreviation as base_abbreviation'])
    .select((eb) => [
      eb
        .or([
          eb.exists(
            eb
              .selectFrom('inventory_items as i')
              .select('i.id')
              .whereRef('i.restaurant_id', '=', 'u.restaurant_id')
              .whereRef('i.unit_id', '=', 'u.id'),
          ),
          eb.exists(
            eb
              .selectFrom('recipe_lines as r')
              .select('r.id')
              .whereRef('r.restaurant_id', '=', 'u.restaurant_id')
              .whereRef('r.unit_id', '=', 'u.id'),
          ),
          eb.exists(
            eb
              .selectFrom('measuring_units as d')
              .select('d.id')
              .whereRef('d.restaurant_id', '=', 'u.restaurant_id')
              .whereRef('d.base_unit_id', '=', 'u.id'),
          ),
        ])
        .as('in_use'),
    ])
    .where('u.restaurant_id', '=', restaurantId)
    .orderBy(sql`coalesce(b.abbreviation, u.abbreviation)`)
    .orderBy('u.factor')
    .execute();
}
export type UnitRow = Awaited<ReturnType<typeof listUnits>>[number];

export function unitsByIds(ctx: RepoContext, ids: string[]) {
  const { trx, restaurantId } = ctx;
  if (!ids.length) return Promise.resolve([]);
  return trx
    .selectFrom('measuring_units')
    .select(['id', 'abbreviation', 'base_unit_id', 'factor'])
    .where('restaurant_id', '=', restaurantId)
    .where('id', 'in', ids)
    .execute();
}

export function insertUnit(trx: TenantTx, values: InsertObject<DB, 'measuring_units'>) {
  return trx.insertInto('measuring_units').values(values).returning('id').executeTakeFirstOrThrow();
}

export function updateUnit(ctx: RepoContext, id: string, values: UpdateObject<DB, 'measuring_units'>) {
  const { trx, restaurantId } = ctx;
  return trx
    .updateTable('measuring_units')
    .set(values)
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
}

export function deleteUnit(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .deleteFrom('measuring_units')
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

// Groups ----------------------------------------------------------------------------------------

export function listGroups(ctx: RepoContext) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('inventory_groups as g')
    .select(['g.id', 'g.name'])
    .select((eb) =>
      eb
        .selectFrom('inventory_items as i')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('i.restaurant_id', '=', 'g.restaurant_id')
        .whereRef('i.group_id', '=', 'g.id')
        .as('item_count'),
    )
    .where('g.restaurant_id', '=', restaurantId)
    .orderBy(sql`lower(g.name)`)
    .execute();
}

export function insertGroup(ctx: RepoContext, name: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .insertInto('inventory_groups')
    .values({ restaurant_id: restaurantId, name })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
}

export function updateGroup(ctx: RepoContext, id: string, name: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .updateTable('inventory_groups')
    .set({ name })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .returning(['id', 'name'])
    .executeTakeFirst();
}

export function deleteGroup(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .deleteFrom('inventory_groups')
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .returning('name')
    .executeTakeFirst();
}

// Items -----------------------------------------------------------------------------------------

function itemsQuery(trx: TenantTx, restaurantId: string) {
  return itemsOfAnyQuery(trx).where('i.restaurant_id', '=', restaurantId);
}

function itemsOfAnyQuery(trx: TenantTx) {
  return trx
    .selectFrom('inventory_items as i')
    .innerJoin('measuring_units as u', (j) =>
      j.onRef('u.id', '=', 'i.unit_id').onRef('u.restaurant_id', '=', 'i.restaurant_id'),
    )
    .leftJoin('inventory_groups as g', (j) =>
      j.onRef('g.id', '=', 'i.group_id').onRef('g.restaurant_id', '=', 'i.restaurant_id'),
    )
    .selectAll('i')
    .select(['u.abbreviation as unit', 'g.name as group_name']);
}
export type ItemRow = Awaited<ReturnType<ReturnType<typeof itemsQuery>['executeTakeFirstOrThrow']>>;

const SORT = {
  name: sql`lower(i.name)`,
  onHand: sql`i.on_hand`,
  value: sql`i.on_hand * i.average_cost`,
  createdAt: sql`i.created_at`,
} as const;

export function listItems(ctx: RepoContext, query: ItemListQuery) {
  const { trx, restaurantId } = ctx;
  let q = itemsQuery(trx, restaurantId);
  if (query.q) {
    const like = likePattern(query.q);
    q = q.where((eb) =>
      eb.or([
        eb('i.name', 'ilike', like),
        eb('i.sku', 'ilike', like),
        eb('i.barcode', 'ilike', like),
        eb('i.location', 'ilike', like),
      ]),
    );
  }
  if (query.groupId) q = q.where('i.group_id', '=', query.groupId);
  if (query.low) q = q.where(sql<boolean>`i.on_hand <= i.reorder_point`);
  return paged(trx, q.orderBy(sql`${SORT[query.sortColumn]} ${sql.raw(query.sort)}`).orderBy('i.id'), query);
}

export function findItems(ctx: RepoContext, ids: string[], forUpdate = false) {
  const { trx, restaurantId } = ctx;
  if (!ids.length) return Promise.resolve([] as ItemRow[]);
  let q = itemsQuery(trx, restaurantId)
    .where('i.id', 'in', [...ids].sort())
    .orderBy('i.id');
  if (forUpdate) q = q.forUpdate('i');
  return q.execute();
}

/**
 * Items of several restaurants (a stream job's run), locked in id order: `findItems` for each, in
 * one statement whose text does not depend on how many (the ids go as arrays).
 */
export function findItemsOf(trx: TenantTx, restaurantIds: string[], ids: string[]): Promise<ItemRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return itemsOfAnyQuery(trx)
    .where(sql<boolean>`i.restaurant_id = any(${restaurantIds}::uuid[])`)
    .where(sql<boolean>`i.id = any(${ids}::uuid[])`)
    .orderBy('i.id')
    .forUpdate('i')
    .execute();
}

export function insertItem(trx: TenantTx, values: InsertObject<DB, 'inventory_items'>) {
  return trx.insertInto('inventory_items').values(values).returning('id').executeTakeFirstOrThrow();
}

export function updateItem(ctx: RepoContext, id: string, values: UpdateObject<DB, 'inventory_items'>) {
  const { trx, restaurantId } = ctx;
  return trx
    .updateTable('inventory_items')
    .set((eb) => ({ ...values, version: eb('version', '+', 1), updated_at: new Date() }))
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .execute();
}

export function deleteItem(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .deleteFrom('inventory_items')
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function itemSuppliers(ctx: RepoContext, itemIds: string[]) {
  const { trx, restaurantId } = ctx;
  if (!itemIds.length) return Promise.resolve([]);
  return trx
    .selectFrom('inventory_item_suppliers as s')
    .innerJoin('suppliers as p', (j) =>
      j.onRef('p.id', '=', 's.supplier_id').onRef('p.restaurant_id', '=', 's.restaurant_id'),
    )
    .select([
      's.item_id',
      's.supplier_id',
      'p.name as supplier_name',
      's.price',
      's.pack_size',
      's.supplier_sku',
      's.is_preferred',
    ])
    .where('s.restaurant_id', '=', restaurantId)
    .where('s.item_id', 'in', itemIds)
    .orderBy('s.is_preferred', 'desc')
    .orderBy('p.name')
    .execute();
}

export async function replaceItemSuppliers(
  ctx: RepoContext,
  itemId: string,
  rows: Omit<InsertObject<DB, 'inventory_item_suppliers'>, 'restaurant_id' | 'item_id'>[],
) {
  const { trx, restaurantId } = ctx;
  await trx
    .deleteFrom('inventory_item_suppliers')
    .where('restaurant_id', '=', restaurantId)
    .where('item_id', '=', itemId)
    .execute();
  if (rows.length)
    await trx
      .insertInto('inventory_item_suppliers')
      .values(rows.map((r) => ({ ...r, restaurant_id: restaurantId, item_id: itemId })))
      .execute();
}

// The stock ledger ------------------------------------------------------------------------------

/** Appends movements; one whose `source_key` is already there is skipped (a replay). Returns those written. */
export function insertMovements(trx: TenantTx, rows: InsertObject<DB, 'stock_movements'>[]) {
  if (!rows.length) return Promise.resolve([]);
  return trx
    .insertInto('stock_movements')
    .values(rows)
    .onConflict((oc) =>
      oc.expression(sql.raw('restaurant_id, source_key')).where('source_key', 'is not', null).doNothing(),
    )
    .returning(['id', 'restaurant_id', 'item_id', 'quantity', 'source_key'])
    .execute();
}

export function listMovements(ctx: RepoContext, query: MovementListQuery) {
  const { trx, restaurantId } = ctx;
  let q = trx
    .selectFrom('stock_movements as m')
    .innerJoin('inventory_items as i', (j) =>
      j.onRef('i.id', '=', 'm.item_id').onRef('i.restaurant_id', '=', 'm.restaurant_id'),
    )
    .innerJoin('measuring_units as u', (j) =>
      j.onRef('u.id', '=', 'i.unit_id').onRef('u.restaurant_id', '=', 'i.restaurant_id'),
    )
    .selectAll('m')
    .select(['i.name as item_name', 'u.abbreviation as unit'])
    .where('m.restaurant_id', '=', restaurantId);
  if (query.itemId) q = q.where('m.item_id', '=', query.itemId);
  if (query.kind) q = q.where('m.kind', '=', query.kind);
  return paged(trx, q.orderBy('m.created_at', 'desc').orderBy('m.id', 'desc'), query, { cap: COUNT_CAP });
}
export type MovementRow = Awaited<ReturnType<typeof listMovements>>['rows'][number];

export function setAverageCost(ctx: RepoContext, id: string, averageCost: number) {
  const { trx, restaurantId } = ctx;
  return trx
    .updateTable('inventory_items')
    .set({ average_cost: averageCost })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .execute();
}

export async function hasMovements(ctx: RepoContext, itemId: string) {
  const { trx, restaurantId } = ctx;
  const row = await trx
    .selectFrom('stock_movements')
    .select('id')
    .where('restaurant_id', '=', restaurantId)
    .where('item_id', '=', itemId)
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

export function itemsByNames(ctx: RepoContext, names: string[]) {
  const { trx, restaurantId } = ctx;
  if (!names.length) return Promise.resolve([]);
  return trx
    .selectFrom('inventory_items')
    .select(['id', 'name', 'unit_id', 'on_hand'])
    .where('restaurant_id', '=', restaurantId)
    .where(
      sql<string>`lower(name)`,
      'in',
      names.map((n) => n.toLowerCase()),
    )
    .execute();
}

export async function countSuppliers(ctx: RepoContext, ids: string[]) {
  const { trx, restaurantId } = ctx;
  const row = await trx
    .selectFrom('suppliers')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('restaurant_id', '=', restaurantId)
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
