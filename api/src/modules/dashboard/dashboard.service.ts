import type { DashboardSummary } from '@ros/shared-events';
import type { TenantContext } from '../../http/tenant';
import { authorizeAny } from '../../http/list';
import { businessDate, loadPosSettings } from '../restaurants/pos-settings';
import * as repo from './dashboard.repo';

/** Today at a glance: revenue (needs `income` view, else null), bills, covers, open orders, sales by hour. */
export async function dashboardSummary(ctx: TenantContext): Promise<DashboardSummary> {
  authorizeAny(ctx, 'view', ['income', 'orders']);
  const settings = await loadPosSettings(ctx.trx, ctx.restaurant.id);
  const day = businessDate(settings.timeZone);
  const [hours, counts] = await Promise.all([repo.salesByHour(ctx.trx, ctx.restaurant.id, settings.timeZone, day), repo.orderCounts(ctx.trx, ctx.restaurant.id, day)]);
  const canSeeMoney = ctx.can('view', 'income');
  const byHour = new Map(hours.map((h) => [Number(h.hour), { revenue: Number(h.revenue), bills: Number(h.bills) }]));
  const revenue = [...byHour.values()].reduce((s, h) => s + h.revenue, 0);
  const bills = [...byHour.values()].reduce((s, h) => s + h.bills, 0);
  return {
    businessDate: day,
    currency: settings.currency,
    revenue: canSeeMoney ? revenue : null,
    bills,
    covers: counts.covers,
    openOrders: counts.openOrders,
    averageBill: canSeeMoney ? (bills ? Math.round(revenue / bills) : 0) : null,
    salesByHour: Array.from({ length: 24 }, (_, hour) => ({
      hour, revenue: canSeeMoney ? (byHour.get(hour)?.revenue ?? 0) : null, bills: byHour.get(hour)?.bills ?? 0,
    })),
  };
}
