import { z } from 'zod';
import { ZDashboardSummary } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { dashboardSummary } from './dashboard.service';

const day = z.iso.date('Use a date (YYYY-MM-DD).');

/** The web dashboard's live summary. */
export const dashboardRoutes = defineRoutes('dashboard', (r) => {
  r.tenant('get', '/api/restaurants/:restaurantId/dashboard/summary', {
    summary: "The dashboard's figures for today or a period", query: z.object({ from: day.optional(), to: day.optional() }), reply: ZDashboardSummary,
  }, (ctx, { query }) => dashboardSummary(ctx, query));
});
