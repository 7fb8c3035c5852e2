import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '@ros/db';
import { dayStartHourSql } from '../../../kernel/days';
import { isUuid } from '../../../kernel/tenant';
import { HOURLY_FIELDS, type DimDelta, type HourBucket, type LineInfo, type OrderInfo } from './rollup';

export const ROLLUP_JOB = 'report.roll-up';
type Tx = Transaction<DB>;

/** Restaurants whose stream is past their roll-up cursor, with their time zone. */
export function dueStreams(trx: Tx) {
  return trx
    .selectFrom('event_streams as s')
    .innerJoin('restaurants as r', 'r.id', 's.restaurant_id')
    .leftJoin('job_cursors as c', (j) =>
      j.onRef('c.restaurant_id', '=', 's.restaurant_id').on('c.job_name', '=', ROLLUP_JOB),
    )
    .select([
      's.restaurant_id',
      's.last_seq',
      'r.time_zone',
      dayStartHourSql('r').as('day_start_hour'),
      sql<string>`coalesce(c.done_seq, 0)`.as('done_seq'),
    ])
    .where(sql<boolean>`s.last_seq > coalesce(c.done_seq, 0)`)
    .execute();
}

/** The dish and first category of bill lines' order items (of any restaurant: ids are unique). */
export async function lineInfo(trx: Tx, lineIds: string[]): Promise<LineInfo> {
  // A line that is no order item (a delivery fee) is looked up by nothing; a malformed id must never stop every roll-up.
  const orderItemIds = lineIds.filter(isUuid);
  if (!orderItemIds.length) return new Map();
  const rows = await trx
    .selectFrom('order_items as i')
    .leftJoin('dishes as d', (j) => j.onRef('d.id', '=', 'i.dish_id').onRef('d.restaurant_id', '=', 'i.restaurant_id'))
    .leftJoin('dish_categories as dc', (j) =>
      j.onRef('dc.dish_id', '=', 'd.id').onRef('dc.restaurant_id', '=', 'd.restaurant_id'),
    )
    .leftJoin('categories as c', (j) =>
      j.onRef('c.id', '=', 'dc.category_id').onRef('c.restaurant_id', '=', 'dc.restaurant_id'),
    )
    .select(['i.id', 'i.dish_id', 'c.id as category_id', 'c.name as category_name'])
    // One array parameter: a run over many restaurants reads more ids than a statement takes parameters.
    .where(sql<boolean>`i.id = any(${orderItemIds}::uuid[])`)
    .orderBy('i.id')
    .orderBy('c.name')
    .execute();
  const out: LineInfo = new Map();
  for (const r of rows)
    if (!out.has(r.id)) out.set(r.id, { dishId: r.dish_id, categoryId: r.category_id, categoryName: r.category_name });
  return out;
}

/** The table and placing time of paid bills' orders (those at a table). */
export async function orderInfo(trx: Tx, orderIds: string[]): Promise<OrderInfo> {
  if (!orderIds.length) return new Map();
  const rows = await trx
    .selectFrom('orders as o')
    .innerJoin('dining_tables as t', (j) =>
      j.onRef('t.id', '=', 'o.table_id').onRef('t.restaurant_id', '=', 'o.restaurant_id'),
    )
    .select(['o.id', 'o.table_id', 't.name', 'o.placed_at', 'o.created_at'])
    .where(sql<boolean>`o.id = any(${orderIds}::uuid[])`)
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      { tableId: r.table_id!, tableName: r.name, placedAt: new Date(r.placed_at ?? r.created_at) },
    ]),
  );
}

/** Adds the hour buckets' sums (one statement for every restaurant). */
export async function addHourly(trx: Tx, buckets: (HourBucket & { restaurantId: string })[]) {
  if (!buckets.length) return;
  const rows = buckets.map((b) => ({
    restaurant_id: b.restaurantId,
    bucket_start: b.bucketStart,
    business_day: b.businessDay,
    local_hour: b.localHour,
    weekday: b.weekday,
    ...Object.fromEntries(HOURLY_FIELDS.map((f) => [f, b.add[f] ?? 0])),
  }));
  await trx
    .insertInto('report_hourly')
    .values(rows)
    .onConflict((oc) =>
      oc
        .columns(['restaurant_id', 'bucket_start'])
        .doUpdateSet(
          Object.fromEntries(HOURLY_FIELDS.map((f) => [f, sql`report_hourly.${sql.ref(f)} + excluded.${sql.ref(f)}`])),
        ),
    )
    .execute();
}

export async function addDims(trx: Tx, dims: (DimDelta & { restaurantId: string })[]) {
  if (!dims.length) return;
  await trx
    .insertInto('report_daily_dims')
    .values(
      dims.map((d) => ({
        restaurant_id: d.restaurantId,
        business_day: d.businessDay,
        dim: d.dim,
        key: d.key,
        label: d.label,
        quantity: d.quantity,
        amount: d.amount,
        count: d.count,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['restaurant_id', 'dim', 'business_day', 'key']).doUpdateSet({
        label: sql`excluded.label`,
        quantity: sql`report_daily_dims.quantity + excluded.quantity`,
        amount: sql`report_daily_dims.amount + excluded.amount`,
        count: sql`report_daily_dims.count + excluded.count`,
      }),
    )
    .execute();
}

/** Forgets a restaurant's roll-ups and cursor: the next run recomputes them from its events. */
export async function resetRollups(db: Kysely<DB> | Tx, restaurantId: string) {
  await db.deleteFrom('report_hourly').where('restaurant_id', '=', restaurantId).execute();
  await db.deleteFrom('report_daily_dims').where('restaurant_id', '=', restaurantId).execute();
  await db
    .deleteFrom('job_cursors')
    .where('restaurant_id', '=', restaurantId)
    .where('job_name', '=', ROLLUP_JOB)
    .execute();
}
