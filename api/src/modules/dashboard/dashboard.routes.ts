import { ZDashboardSummary } from '@ros/shared-events';
import { defineRoutes } from '../../http/routes';
import { dashboardSummary } from './dashboard.service';

/** The web dashboard's live summary. */
export const dashboardRoutes = defineRoutes('dashboard', (r) => {
  r.tenant('get', '/api/restaurants/:restaurantId/dashboard/summary', { summary: "The dashboard's figures for today", reply: ZDashboardSummary }, (ctx) => dashboardSummary(ctx));
});
