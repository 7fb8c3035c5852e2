import { sql } from 'kysely';
import { pipelined, settleAll, type Pipeline, type TenantTx } from '@ros/db';
import type { RepoContext } from '../../../kernel/repo-context';

const inDays = (from: string, to: string) =>
  sql<boolean>`business_day between cast(${from} as date) and cast(${to} as date)`;
const SUMS = sql`coalesce(sum(bills), 0) as bills, coalesce(sum(sales), 0) as sales, coalesce(sum(discounts), 0) as discounts,
  coalesce(sum(service_charge), 0) as service_charge, coalesce(sum(tax), 0) as tax, coalesce(sum(tips), 0) as tips, coalesce(sum(grand_total), 0) as grand_total,
  coalesce(sum(refunds), 0) as refunds, coalesce(sum(refund_count), 0) as refund_count, coalesce(sum(voids), 0) as voids, coalesce(sum(void_amount), 0) as void_amount,
  coalesce(sum(orders), 0) as orders, coalesce(sum(covers), 0) as covers`;
export interface SumsRow {
  bills: string;
  sales: string;
  discounts: string;
  service_charge: string;
  tax: string;
  tips: string;
  grand_total: string;
  refunds: string;
  refund_count: string;
  voids: string;
  void_amount: string;
  orders: string;
  covers: string;
}

export async function sums(trx: TenantTx, db: Pipeline, restaurantId: string, from: string, to: string) {
  return (await db.first(
    sql<SumsRow>`select ${SUMS} from report_hourly where restaurant_id = ${restaurantId} and ${inDays(from, to)}`.compile(
      trx,
    ),
  ))!;
}

const GROUP = {
  hour: sql`to_char(business_day, 'YYYY-MM-DD') || ' ' || lpad(local_hour::text, 2, '0') || ':00'`,
  day: sql`to_char(business_day, 'YYYY-MM-DD')`,
  week: sql`to_char(date_trunc('week', business_day), 'YYYY-MM-DD')`,
  month: sql`to_char(business_day, 'YYYY-MM')`,
  weekdayHour: sql`weekday::text || '-' || lpad(local_hour::text, 2, '0')`,
} as const;

function series(
  trx: TenantTx,
  db: Pipeline,
  restaurantId: string,
  from: string,
  to: string,
  groupBy: keyof typeof GROUP,
) {
  return db.rows(
    sql<SumsRow & { key: string }>`
    select ${GROUP[groupBy]} as key, ${SUMS} from report_hourly
    where restaurant_id = ${restaurantId} and ${inDays(from, to)}
    group by 1 order by ${groupBy === 'weekdayHour' ? sql`1` : sql`min(bucket_start)`}`.compile(trx),
  );
}

/** One dimension's rows over the period, largest amount first (a statement for a pipeline). */
export function selectBreakdown(ctx: RepoContext, dim: string, from: string, to: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('report_daily_dims')
    .select([
      'key',
      sql<string>`max(label)`.as('label'),
      sql<string>`sum(quantity)`.as('quantity'),
      sql<string>`sum(amount)`.as('amount'),
      sql<string>`sum(count)`.as('count'),
    ])
    .where('restaurant_id', '=', restaurantId)
    .where('dim', '=', dim)
    .where(inDays(from, to))
    .groupBy('key')
    .orderBy(sql`sum(amount)`, 'desc')
    .orderBy('key');
}

/** One dimension's rows over the period, largest amount first. */
export function breakdownRows(ctx: RepoContext, dim: string, from: string, to: string) {
  return selectBreakdown(ctx, dim, from, to).execute();
}
export type BreakdownRow = Awaited<ReturnType<typeof breakdownRows>>[number];

/** The restaurants whose reports this user reads: owned, or a role with the reports switch or income. */
export function reportableRestaurants(trx: TenantTx, userId: string) {
  return trx
    .selectFrom('members as m')
    .innerJoin('restaurants as r', 'r.id', 'm.restaurant_id')
    .innerJoin('roles as ro', (j) =>
      j.onRef('ro.id', '=', 'm.role_id').onRef('ro.restaurant_id', '=', 'm.restaurant_id'),
    )
    .select(['r.id', 'r.name', 'r.currency'])
    .where('m.user_id', '=', userId)
    .where('m.status', '=', 'active')
    .where((eb) =>
      eb.or([
        eb('r.owner_id', '=', userId),
        eb('ro.system_key', '=', 'owner'),
        eb.and([
          eb('ro.is_disabled', '=', false),
          eb.or([
            sql<boolean>`ro.permissions->>'reports' = 'edit'`,
            sql<boolean>`ro.permissions->>'income' in ('view', 'edit')`,
          ]),
        ]),
      ]),
    )
    .orderBy(sql`lower(r.name)`)
    .execute();
}

/** Each restaurant's sums over the period. */
export async function sumsByRestaurant(trx: TenantTx, restaurantIds: string[], from: string, to: string) {
  if (!restaurantIds.length) return [];
  const r = await sql<SumsRow & { restaurant_id: string }>`
    select restaurant_id, ${SUMS} from report_hourly
    where restaurant_id in (${sql.join(restaurantIds)}) and ${inDays(from, to)} group by restaurant_id`.execute(trx);
  return r.rows;
}

/** A period's sums, the previous period's (when asked) and its order types, read in one round trip. */
export async function summaryOf(
  ctx: RepoContext,
  from: string,
  to: string,
  previous: { from: string; to: string } | null,
) {
  const { trx, restaurantId } = ctx;
  const db = await pipelined(trx);
  return settleAll([
    sums(trx, db, restaurantId, from, to),
    previous ? sums(trx, db, restaurantId, previous.from, previous.to) : null,
    db.rows(selectBreakdown(ctx, 'order_type', from, to)),
  ] as const);
}

/** A period's series and the previous period's (when asked), read in one round trip. */
export async function seriesOf(
  ctx: RepoContext,
  from: string,
  to: string,
  groupBy: keyof typeof GROUP,
  previous: { from: string; to: string } | null,
) {
  const { trx, restaurantId } = ctx;
  const db = await pipelined(trx);
  return settleAll([
    series(trx, db, restaurantId, from, to, groupBy),
    previous ? series(trx, db, restaurantId, previous.from, previous.to, groupBy) : null,
  ] as const);
}

/** The stations' ready and bumped times and the tables' turns of a period, read in one round trip. */
export async function serviceTimesOf(ctx: RepoContext, from: string, to: string) {
  const { trx } = ctx;
  const db = await pipelined(trx);
  return settleAll([
    db.rows(selectBreakdown(ctx, 'station_ready', from, to)),
    db.rows(selectBreakdown(ctx, 'station_bumped', from, to)),
    db.rows(selectBreakdown(ctx, 'table_turn', from, to)),
  ] as const);
}

/**
 * A period's sums and its series by hour or day, issued on `db` together (with whatever the caller
 * issues alongside).
 */
export async function readRolledPeriod(
  ctx: RepoContext,
  db: Pipeline,
  from: string,
  to: string,
  groupBy: 'hour' | 'day',
) {
  const { trx, restaurantId } = ctx;
  const [periodSums, points] = await settleAll([
    sums(trx, db, restaurantId, from, to),
    series(trx, db, restaurantId, from, to, groupBy),
  ] as const);
  return { sums: periodSums, points };
}
export type RolledPeriod = Awaited<ReturnType<typeof readRolledPeriod>>;
