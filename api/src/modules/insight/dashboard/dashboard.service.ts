import type { DashboardSummary } from '@ros/shared-events';
import { addDays, daysBetween } from '../../../kernel/days';
import { AppError, invalidInput } from '../../../kernel/errors';
import { authorizeAny } from '../../../kernel/authorize-any';
import type { TenantContext } from '../../../kernel/tenant';
import { requireReportPeriod, rolledFigures } from '../reports';
import { businessDate, loadPosSettings } from '../../identity/restaurants';
import * as repo from './dashboard.repo';

/**
 * A period at a glance (today unless asked), from the workers' roll-ups: revenue (needs `income`
 * view, else null; what was taken less what was refunded, in the hour of the refund), bills, covers, sales by hour of the business day or by day; and the open orders
 * now (read together, in one round trip after the settings). Live: the roll-up's `report.rolled_up` refreshes it.
 */
export async function dashboardSummary(
  ctx: TenantContext,
  period: { from?: string; to?: string },
): Promise<DashboardSummary> {
  authorizeAny(ctx, 'view', ['income', 'orders']);
  const settings = await loadPosSettings(ctx);
  const today = businessDate(settings);
  const from = period.from ?? today;
  const to = period.to ?? from;
  if (daysBetween(from, to) < 0) throw invalidInput('to', 'The end is before the start.');
  if (daysBetween(from, to) > 3 * 366)
    throw new AppError('invalid_input', 'Choose at most three years.', { to: 'At most three years after the start.' });
  requireReportPeriod(ctx, from, to);
  const groupBy = from === to ? 'hour' : 'day';
  const read = await repo.dashboardFigures(ctx, from, to, groupBy);
  const { figures, points } = rolledFigures(read.period);
  const canSeeMoney = ctx.can('view', 'income');
  // Every hour of the business day from its start, or every day of the period, zero when quiet.
  const keys =
    groupBy === 'hour'
      ? Array.from({ length: 24 }, (_, i) => `${String((settings.dayStartHour + i) % 24).padStart(2, '0')}:00`)
      : Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => addDays(from, i));
  const byKey = new Map(points.map((p) => [groupBy === 'hour' ? p.key.slice(11) : p.key, p]));
  return {
    businessDate: today,
    from,
    to,
    currency: settings.currency,
    revenue: canSeeMoney ? figures.grandTotal - figures.refunds : null,
    bills: figures.bills,
    covers: figures.covers,
    openOrders: read.openOrders,
    averageBill: canSeeMoney ? (figures.averageBill ?? 0) : null,
    groupBy,
    series: keys.map((key) => ({
      key,
      revenue: canSeeMoney ? (byKey.get(key)?.grandTotal ?? 0) - (byKey.get(key)?.refunds ?? 0) : null,
      bills: byKey.get(key)?.bills ?? 0,
    })),
  };
}
