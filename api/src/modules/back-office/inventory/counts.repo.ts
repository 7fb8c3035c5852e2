import { sql, type InsertObject } from 'kysely';
import type { DB, TenantTx } from '@ros/db';
import type { RepoContext } from '../../../kernel/repo-context';

export function listCounts(ctx: RepoContext) {
  const { trx, restaurantId } = ctx;
  return countsQuery(trx, restaurantId).orderBy('c.created_at', 'desc').limit(200).execute();
}

function countsQuery(trx: TenantTx, restaurantId: string) {
  return trx
    .selectFrom('stock_counts as c')
    .leftJoin('inventory_groups as g', (j) =>
      j.onRef('g.id', '=', 'c.group_id').onRef('g.restaurant_id', '=', 'c.restaurant_id'),
    )
    .selectAll('c')
    .select('g.name as group_name')
    .select((eb) =>
      eb
        .selectFrom('stock_count_lines as l')
        .innerJoin('inventory_items as i', (j) =>
          j.onRef('i.id', '=', 'l.item_id').onRef('i.restaurant_id', '=', 'l.restaurant_id'),
        )
        .select(sql<string>`coalesce(sum((l.counted - l.expected) * i.average_cost), 0)`.as('v'))
        .whereRef('l.restaurant_id', '=', 'c.restaurant_id')
        .whereRef('l.count_id', '=', 'c.id')
        .where('l.counted', 'is not', null)
        .as('variance_value'),
    )
    .where('c.restaurant_id', '=', restaurantId);
}
export type CountRow = Awaited<ReturnType<typeof listCounts>>[number];

export function findCount(ctx: RepoContext, id: string, forUpdate = false) {
  const { trx, restaurantId } = ctx;
  let q = countsQuery(trx, restaurantId).where('c.id', '=', id);
  if (forUpdate) q = q.forUpdate('c');
  return q.executeTakeFirst();
}

export function countLines(ctx: RepoContext, countId: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('stock_count_lines as l')
    .innerJoin('inventory_items as i', (j) =>
      j.onRef('i.id', '=', 'l.item_id').onRef('i.restaurant_id', '=', 'l.restaurant_id'),
    )
    .innerJoin('measuring_units as u', (j) =>
      j.onRef('u.id', '=', 'i.unit_id').onRef('u.restaurant_id', '=', 'i.restaurant_id'),
    )
    .select([
      'l.item_id',
      'l.expected',
      'l.counted',
      'i.name as item_name',
      'i.average_cost',
      'i.on_hand',
      'u.abbreviation as unit',
    ])
    .where('l.restaurant_id', '=', restaurantId)
    .where('l.count_id', '=', countId)
    .orderBy(sql`lower(i.name)`)
    .execute();
}

export function insertCount(trx: TenantTx, values: InsertObject<DB, 'stock_counts'>) {
  return trx.insertInto('stock_counts').values(values).returning('id').executeTakeFirstOrThrow();
}

/** The count sheet: every active item of the group or location (all when neither), expected = on-hand now. */
export function fillCountSheet(ctx: RepoContext, countId: string, groupId: string | null, location: string | null) {
  const { trx, restaurantId } = ctx;
  let items = trx
    .selectFrom('inventory_items')
    .select([sql.lit(restaurantId).as('restaurant_id'), sql.lit(countId).as('count_id'), 'id', 'on_hand'])
    .where('restaurant_id', '=', restaurantId)
    .where('is_active', '=', true);
  if (groupId) items = items.where('group_id', '=', groupId);
  if (location) items = items.where(sql<string>`lower(location)`, '=', location.toLowerCase());
  return trx
    .insertInto('stock_count_lines')
    .columns(['restaurant_id', 'count_id', 'item_id', 'expected'])
    .expression(items)
    .execute();
}

export async function setCounted(
  ctx: RepoContext,
  countId: string,
  lines: { itemId: string; counted: number | null }[],
) {
  const { trx, restaurantId } = ctx;
  let changed = 0;
  for (const l of lines) {
    const r = await trx
      .updateTable('stock_count_lines')
      .set({ counted: l.counted })
      .where('restaurant_id', '=', restaurantId)
      .where('count_id', '=', countId)
      .where('item_id', '=', l.itemId)
      .executeTakeFirst();
    changed += Number(r.numUpdatedRows);
  }
  return changed;
}

export async function markPosted(ctx: RepoContext, countId: string, expected: { itemId: string; onHand: number }[]) {
  const { trx, restaurantId } = ctx;
  for (const e of expected) {
    await trx
      .updateTable('stock_count_lines')
      .set({ expected: e.onHand })
      .where('restaurant_id', '=', restaurantId)
      .where('count_id', '=', countId)
      .where('item_id', '=', e.itemId)
      .execute();
  }
  // now(): the transaction's time, the same as its adjustments' `created_at` (reports window on it).
  await trx
    .updateTable('stock_counts')
    .set({ status: 'posted', posted_at: sql`now()` })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', countId)
    .execute();
}
