import type { ReportBreakdown, ReportFigures, ReportSales, ReportSummary } from '@ros/shared-events';
import { AppError } from '../../http/errors';
import type { TenantContext } from '../../http/tenant';
import * as repo from './reports.repo';

const DAY = 86_400_000;
const days = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY) + 1;
const shift = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
/** The same number of days just before [from, to]. */
export const previousPeriod = (from: string, to: string) => ({ from: shift(from, -days(from, to)), to: shift(from, -1) });

function authorizeReports(ctx: TenantContext, from: string, to: string) {
  if (!ctx.can('edit', 'reports') && !ctx.can('view', 'income')) ctx.authorize('edit', 'reports');
  if (days(from, to) > 3 * 366) throw new AppError('invalid_input', 'Choose at most three years.', { to: 'At most three years after the start.' });
}

export function toFigures(r: repo.SumsRow): ReportFigures {
  const n = (k: keyof repo.SumsRow) => Number(r[k]);
  const netSales = n('grand_total') - n('tax') - n('tips') - n('refunds');
  return {
    bills: n('bills'), sales: n('sales'), discounts: n('discounts'), serviceCharge: n('service_charge'), tax: n('tax'), tips: n('tips'), grandTotal: n('grand_total'),
    netSales, refunds: n('refunds'), refundCount: n('refund_count'), voids: n('voids'), voidAmount: n('void_amount'), orders: n('orders'), covers: n('covers'),
    averageBill: n('bills') ? Math.round(n('grand_total') / n('bills')) : null,
    averagePerCover: n('covers') ? Math.round(netSales / n('covers')) : null,
  };
}

/** The period's figures (and the previous period's, to compare), from the roll-ups. */
export async function summary(ctx: TenantContext, from: string, to: string, compare: boolean): Promise<ReportSummary> {
  authorizeReports(ctx, from, to);
  const rid = ctx.restaurant.id;
  const prev = previousPeriod(from, to);
  const [now, before, types] = await Promise.all([
    repo.sums(ctx.trx, rid, from, to),
    compare ? repo.sums(ctx.trx, rid, prev.from, prev.to) : null,
    repo.breakdown(ctx.trx, rid, 'order_type', from, to),
  ]);
  return {
    from, to, figures: toFigures(now), previous: before ? { ...prev, figures: toFigures(before) } : null,
    orderTypes: types.map((t) => ({ key: t.key, amount: Number(t.amount), count: Number(t.count) })),
  };
}

const point = (r: repo.SumsRow & { key: string }) => {
  const f = toFigures(r);
  return { key: r.key, bills: f.bills, netSales: f.netSales, grandTotal: f.grandTotal, covers: f.covers };
};

/** Sales over time, grouped by hour, day, week, month, or hour of the week (a heat map); with the previous period. */
export async function sales(ctx: TenantContext, from: string, to: string, groupBy: ReportSales['groupBy'], compare: boolean): Promise<ReportSales> {
  authorizeReports(ctx, from, to);
  const prev = previousPeriod(from, to);
  const [points, before] = await Promise.all([
    repo.series(ctx.trx, ctx.restaurant.id, from, to, groupBy),
    compare ? repo.series(ctx.trx, ctx.restaurant.id, prev.from, prev.to, groupBy) : null,
  ]);
  return { groupBy, points: points.map(point), previous: before ? before.map(point) : null };
}

/** One dimension of the period: product mix by dish or category, payment methods, staff, order types; with each row's share. */
export async function breakdown(ctx: TenantContext, dim: 'dish' | 'category' | 'method' | 'staff' | 'order_type', from: string, to: string): Promise<ReportBreakdown> {
  authorizeReports(ctx, from, to);
  const rows = (await repo.breakdown(ctx.trx, ctx.restaurant.id, dim, from, to)).map((r) => ({ key: r.key, label: r.label, quantity: Number(r.quantity), amount: Number(r.amount), count: Number(r.count) }));
  const total = rows.reduce((s, r) => s + r.amount, 0);
  return { rows: rows.map((r) => ({ ...r, share: total ? Math.round((r.amount / total) * 1000) / 10 : 0 })), total };
}
