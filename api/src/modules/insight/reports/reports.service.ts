import type { TenantTx } from '@ros/db';
import {
  BASIC_REPORT_DAYS,
  type GroupReport,
  type ReportBreakdown,
  type ReportFigures,
  type ReportSales,
  type ReportSummary,
  type ServiceTimes,
} from '@ros/shared-events';
import { addDays, daysBetween } from '../../../kernel/days';
import { AppError } from '../../../kernel/errors';
import type { TenantContext } from '../../../kernel/tenant';
import * as repo from './reports.repo';
import { resetRollups } from './rollup.repo';

const days = (from: string, to: string) => daysBetween(from, to) + 1;
/** The same number of days just before [from, to]. */
export const previousPeriod = (from: string, to: string) => ({
  from: addDays(from, -days(from, to)),
  to: addDays(from, -1),
});

/** Reports are read with the reports switch, or by those who see the income. */
export function authorizeReading(ctx: TenantContext) {
  if (!ctx.can('edit', 'reports') && !ctx.can('view', 'income')) ctx.authorize('edit', 'reports');
}

/**
 * Annual reports are Premium (PRODUCT.md "Plans"): on Basic a period is at most a quarter
 * (`BASIC_REPORT_DAYS`); a longer one (a year, the last 12 months, year to date past March) is 402,
 * on every report, the dashboard and exports.
 */
export function requireReportPeriod(ctx: TenantContext, from: string, to: string) {
  if (days(from, to) > BASIC_REPORT_DAYS)
    ctx.requirePlan('annualReports', `Reports over more than ${BASIC_REPORT_DAYS} days need the Premium plan.`);
}

/** Reading the reports of a period: the reading permission, at most three years, a long period on Premium. */
export function authorizeReports(ctx: TenantContext, from: string, to: string) {
  authorizeReading(ctx);
  if (days(from, to) > 3 * 366)
    throw new AppError('invalid_input', 'Choose at most three years.', { to: 'At most three years after the start.' });
  requireReportPeriod(ctx, from, to);
}

export function toFigures(r: repo.SumsRow): ReportFigures {
  const n = (k: keyof repo.SumsRow) => Number(r[k]);
  const netSales = n('grand_total') - n('tax') - n('tips') - n('refunds');
  return {
    bills: n('bills'),
    sales: n('sales'),
    discounts: n('discounts'),
    serviceCharge: n('service_charge'),
    tax: n('tax'),
    tips: n('tips'),
    grandTotal: n('grand_total'),
    netSales,
    refunds: n('refunds'),
    refundCount: n('refund_count'),
    voids: n('voids'),
    voidAmount: n('void_amount'),
    orders: n('orders'),
    covers: n('covers'),
    averageBill: n('bills') ? Math.round(n('grand_total') / n('bills')) : null,
    averagePerCover: n('covers') ? Math.round(netSales / n('covers')) : null,
  };
}

/** The period's figures (and the previous period's, to compare), from the roll-ups, in one round trip. */
export async function summary(ctx: TenantContext, from: string, to: string, compare: boolean): Promise<ReportSummary> {
  authorizeReports(ctx, from, to);
  const prev = previousPeriod(from, to);
  const [now, before, types] = await repo.summaryOf(ctx, from, to, compare ? prev : null);
  return {
    from,
    to,
    figures: toFigures(now),
    previous: before ? { ...prev, figures: toFigures(before) } : null,
    orderTypes: types.map((t) => ({ key: t.key, amount: Number(t.amount), count: Number(t.count) })),
  };
}

const point = (r: repo.SumsRow & { key: string }) => {
  const f = toFigures(r);
  return {
    key: r.key,
    bills: f.bills,
    netSales: f.netSales,
    grandTotal: f.grandTotal,
    refunds: f.refunds,
    covers: f.covers,
  };
};

/**
 * A period's figures and its sales by hour or day, from the roll-ups as `readRolledPeriod` reads
 * them (without a permission check: for the dashboard, which shows them to order-takers and hides
 * the money itself, and the labour report).
 */
export function rolledFigures(period: repo.RolledPeriod) {
  return { figures: toFigures(period.sums), points: period.points.map(point) };
}

/** Sales over time, grouped by hour, day, week, month, or hour of the week (a heat map); with the previous period. */
export async function sales(
  ctx: TenantContext,
  from: string,
  to: string,
  groupBy: ReportSales['groupBy'],
  compare: boolean,
): Promise<ReportSales> {
  authorizeReports(ctx, from, to);
  const prev = previousPeriod(from, to);
  const [points, before] = await repo.seriesOf(ctx, from, to, groupBy, compare ? prev : null);
  return { groupBy, points: points.map(point), previous: before ? before.map(point) : null };
}

/** One dimension of the period: product mix by dish or category, payment methods, staff, order types; with each row's share. */
export async function breakdown(
  ctx: TenantContext,
  dim: 'dish' | 'category' | 'method' | 'staff' | 'order_type',
  from: string,
  to: string,
): Promise<ReportBreakdown> {
  authorizeReports(ctx, from, to);
  return breakdownOf(await repo.breakdownRows(ctx, dim, from, to));
}

/** A breakdown from its rows (`selectBreakdown`'s), with each row's share. */
export function breakdownOf(found: repo.BreakdownRow[]): ReportBreakdown {
  const rows = found.map((r) => ({
    key: r.key,
    label: r.label,
    quantity: Number(r.quantity),
    amount: Number(r.amount),
    count: Number(r.count),
  }));
  const total = rows.reduce((s, r) => s + r.amount, 0);
  return { rows: rows.map((r) => ({ ...r, share: total ? Math.round((r.amount / total) * 1000) / 10 : 0 })), total };
}

/** Each station's tickets and their average time from firing to ready and to bumped, and each table's turns, in seconds. */
export async function serviceTimes(ctx: TenantContext, from: string, to: string): Promise<ServiceTimes> {
  authorizeReports(ctx, from, to);
  const [ready, bumped, turns] = await repo.serviceTimesOf(ctx, from, to);
  const avg = (r: { quantity: string; count: string } | undefined) =>
    r && Number(r.count) ? Math.round(Number(r.quantity) / Number(r.count)) : null;
  const keys = [...new Set([...ready, ...bumped].map((r) => r.key))];
  return {
    rows: keys
      .map((key) => {
        const r = ready.find((x) => x.key === key);
        const b = bumped.find((x) => x.key === key);
        return {
          stationId: key,
          station: (r ?? b)!.label,
          tickets: Math.max(Number(r?.count ?? 0), Number(b?.count ?? 0)),
          averageReadySeconds: avg(r),
          averageBumpedSeconds: avg(b),
        };
      })
      .sort((a, b) => a.station.localeCompare(b.station)),
    tables: turns
      .map((t) => ({ tableId: t.key, table: t.label, turns: Number(t.count), averageTurnSeconds: avg(t) ?? 0 }))
      .sort((a, b) => a.table.localeCompare(b.table, undefined, { numeric: true })),
  };
}

const EMPTY: repo.SumsRow = {
  bills: '0',
  sales: '0',
  discounts: '0',
  service_charge: '0',
  tax: '0',
  tips: '0',
  grand_total: '0',
  refunds: '0',
  refund_count: '0',
  voids: '0',
  void_amount: '0',
  orders: '0',
  covers: '0',
};

/**
 * An owner's restaurants side by side for a period, and summed per currency (a group in several
 * currencies gets one total each): from the roll-ups, for the restaurants whose reports the user reads.
 */
export async function groupReport(trx: TenantTx, userId: string, from: string, to: string): Promise<GroupReport> {
  if (days(from, to) > 3 * 366)
    throw new AppError('invalid_input', 'Choose at most three years.', { to: 'At most three years after the start.' });
  const places = await repo.reportableRestaurants(trx, userId);
  const sums = new Map(
    (
      await repo.sumsByRestaurant(
        trx,
        places.map((p) => p.id),
        from,
        to,
      )
    ).map((s) => [s.restaurant_id, s]),
  );
  const restaurants = places.map((p) => ({
    id: p.id,
    name: p.name,
    currency: p.currency,
    row: sums.get(p.id) ?? EMPTY,
  }));
  const byCurrency = new Map<string, { rows: repo.SumsRow[] }>();
  for (const r of restaurants)
    (byCurrency.get(r.currency) ?? byCurrency.set(r.currency, { rows: [] }).get(r.currency)!).rows.push(r.row);
  const add = (rows: repo.SumsRow[]) =>
    Object.fromEntries(
      Object.keys(EMPTY).map((k) => [k, String(rows.reduce((s, r) => s + Number(r[k as keyof repo.SumsRow]), 0))]),
    ) as unknown as repo.SumsRow;
  return {
    from,
    to,
    restaurants: restaurants.map((r) => ({ id: r.id, name: r.name, currency: r.currency, figures: toFigures(r.row) })),
    totals: [...byCurrency].map(([currency, g]) => ({
      currency,
      restaurants: g.rows.length,
      figures: toFigures(add(g.rows)),
    })),
  };
}

/**
 * Forgets the restaurant's roll-ups in this command; the workers recompute them from its events
 * (woken by the event), to identical figures. Run after a change of time zone or business day.
 */
export async function rebuildRollups(ctx: TenantContext, reason: string) {
  await resetRollups(ctx.trx, ctx.restaurant.id);
  ctx.emit('report.rebuild_requested', { reason });
  return { rebuilding: true as const };
}

/** The rebuild asked for from the reports page: needs the reports switch. */
export function requestRebuild(ctx: TenantContext) {
  ctx.authorize('edit', 'reports');
  return rebuildRollups(ctx, 'asked');
}
