import { operations as op } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { dashboardSummary } from './dashboard.service';

/** The web dashboard's live summary. */
export const dashboardRoutes = defineRoutes('dashboard', (r) => {
  r.tenant(op.dashboardSummary, { summary: "The dashboard's figures for today or a period" }, (ctx, { query }) =>
    dashboardSummary(ctx, query),
  );
});
