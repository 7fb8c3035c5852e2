import { operations as op } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import * as reports from './reports.service';

/** Reports read from the workers' roll-ups: summary, sales over time, product mix, payment methods, staff. */
export const reportsRoutes = defineRoutes('reports', (r) => {
  r.tenant(op.summary, { summary: 'The period in figures, with the previous period' }, (ctx, { query }) =>
    reports.summary(ctx, query.from, query.to, !!query.compare),
  );
  r.tenant(op.sales, { summary: 'Sales by hour, day, week, month or hour of the week' }, (ctx, { query }) =>
    reports.sales(ctx, query.from, query.to, query.groupBy, !!query.compare),
  );
  r.tenant(
    op.getReportsProductMix,
    { summary: 'Dishes or categories sold: quantity, revenue, share' },
    (ctx, { query }) => reports.breakdown(ctx, query.by, query.from, query.to),
  );
  r.tenant(op.getReportsPayments, { summary: 'Payment methods (net of refunds)' }, (ctx, { query }) =>
    reports.breakdown(ctx, 'method', query.from, query.to),
  );
  r.tenant(
    op.serviceTimes,
    { summary: "Each station's tickets and times from firing to ready and bumped" },
    (ctx, { query }) => reports.serviceTimes(ctx, query.from, query.to),
  );
  r.user(op.groupReport, { summary: 'My restaurants side by side, summed per currency' }, (ctx, { query }) =>
    ctx.transaction(({ trx }) => reports.groupReport(trx, ctx.user.id, query.from, query.to)),
  );
  r.tenant(op.requestRebuild, { summary: 'Recompute the roll-ups from the events' }, (ctx) =>
    reports.requestRebuild(ctx),
  );
  r.tenant(op.getReportsStaff, { summary: 'Sales per staff member' }, (ctx, { query }) =>
    reports.breakdown(ctx, 'staff', query.from, query.to),
  );
});
