import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '@ros/db';
import { HOURLY_FIELDS, ROLLED_TYPES, type DimDelta, type HourBucket, type LineInfo } from './rollup';

export const ROLLUP_JOB = 'report.roll-up';
type Tx = Transaction<DB>;

/** Restaurants whose stream is past their roll-up cursor, with their time zone. */
export function dueStreams(trx: Tx) {
  return trx
    .selectFrom('event_streams as s')
    .innerJoin('restaurants as r', 'r.id', 's.restaurant_id')
    .leftJoin('job_cursors as c', (j) => j.onRef('c.restaurant_id', '=', 's.restaurant_id').on('c.job_name', '=', ROLLUP_JOB))
    .select(['s.restaurant_id', 's.last_seq', 'r.time_zone', sql<string>`coalesce(c.done_seq, 0)`.as('done_seq')])
    .where(sql<boolean>`s.last_seq > coalesce(c.done_seq, 0)`)
    .execute();
}

/** The next events the reports read, after `after` and up to `upTo`, at most `limit`. */
export function eventsAfter(trx: Tx, restaurantId: string, after: number, upTo: number, limit: number) {
  return trx
    .selectFrom('events')
    .select(['seq', 'type', 'payload', 'occurred_at'])
    .where('restaurant_id', '=', restaurantId)
    .where('seq', '>', after)
    .where('seq', '<=', upTo)
    .where('type', 'in', [...ROLLED_TYPES])
    .orderBy('seq')
    .limit(limit)
    .execute();
}

/** The dish and first category of bill lines' order items. */
export async function lineInfo(trx: Tx, restaurantId: string, orderItemIds: string[]): Promise<LineInfo> {
  if (!orderItemIds.length) return new Map();
  const rows = await trx
    .selectFrom('order_items as i')
    .leftJoin('dishes as d', (j) => j.onRef('d.id', '=', 'i.dish_id').onRef('d.restaurant_id', '=', 'i.restaurant_id'))
    .leftJoin('dish_categories as dc', (j) => j.onRef('dc.dish_id', '=', 'd.id').onRef('dc.restaurant_id', '=', 'd.restaurant_id'))
    .leftJoin('categories as c', (j) => j.onRef('c.id', '=', 'dc.category_id').onRef('c.restaurant_id', '=', 'dc.restaurant_id'))
    .select(['i.id', 'i.dish_id', 'c.id as category_id', 'c.name as category_name'])
    .where('i.restaurant_id', '=', restaurantId)
    .where('i.id', 'in', orderItemIds)
    .orderBy('i.id')
    .orderBy('c.name')
    .execute();
  const out: LineInfo = new Map();
  for (const r of rows) if (!out.has(r.id)) out.set(r.id, { dishId: r.dish_id, categoryId: r.category_id, categoryName: r.category_name });
  return out;
}

/** Adds the hour buckets' sums (one statement). */
export async function addHourly(trx: Tx, restaurantId: string, buckets: HourBucket[]) {
  if (!buckets.length) return;
  const rows = buckets.map((b) => ({
    restaurant_id: restaurantId, bucket_start: b.bucketStart, business_day: b.businessDay, local_hour: b.localHour, weekday: b.weekday,
    ...Object.fromEntries(HOURLY_FIELDS.map((f) => [f, b.add[f] ?? 0])),
  }));
  await trx
    .insertInto('report_hourly')
    .values(rows)
    .onConflict((oc) => oc.columns(['restaurant_id', 'bucket_start']).doUpdateSet(Object.fromEntries(HOURLY_FIELDS.map((f) => [f, sql`report_hourly.${sql.ref(f)} + excluded.${sql.ref(f)}`]))))
    .execute();
}

export async function addDims(trx: Tx, restaurantId: string, dims: DimDelta[]) {
  if (!dims.length) return;
  await trx
    .insertInto('report_daily_dims')
    .values(dims.map((d) => ({ restaurant_id: restaurantId, business_day: d.businessDay, dim: d.dim, key: d.key, label: d.label, quantity: d.quantity, amount: d.amount, count: d.count })))
    .onConflict((oc) => oc.columns(['restaurant_id', 'dim', 'business_day', 'key']).doUpdateSet({
      label: sql`excluded.label`,
      quantity: sql`report_daily_dims.quantity + excluded.quantity`,
      amount: sql`report_daily_dims.amount + excluded.amount`,
      count: sql`report_daily_dims.count + excluded.count`,
    }))
    .execute();
}

export function moveCursor(trx: Tx, restaurantId: string, doneSeq: number) {
  return trx
    .insertInto('job_cursors')
    .values({ restaurant_id: restaurantId, job_name: ROLLUP_JOB, done_seq: doneSeq, updated_at: new Date() })
    .onConflict((oc) => oc.columns(['restaurant_id', 'job_name']).doUpdateSet({ done_seq: doneSeq, updated_at: new Date() }))
    .execute();
}

/** Forgets a restaurant's roll-ups and cursor: the next run recomputes them from its events. */
export async function resetRollups(db: Kysely<DB> | Tx, restaurantId: string) {
  await db.deleteFrom('report_hourly').where('restaurant_id', '=', restaurantId).execute();
  await db.deleteFrom('report_daily_dims').where('restaurant_id', '=', restaurantId).execute();
  await db.deleteFrom('job_cursors').where('restaurant_id', '=', restaurantId).where('job_name', '=', ROLLUP_JOB).execute();
}
