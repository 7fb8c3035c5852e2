import { z } from 'zod';
import { ZGroupReport, ZReportBreakdown, ZReportSales, ZReportSummary, ZServiceTimes } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { ZQueryBool } from '../../../kernel/list-query';
import * as reports from './reports.service';

const day = z.iso.date('Use a date (YYYY-MM-DD).');
const ZPeriod = z.object({ from: day, to: day, compare: ZQueryBool.optional() }).refine((q) => q.from <= q.to, { message: 'The end is before the start.', path: ['to'] });
const ZSalesQuery = z.object({ from: day, to: day, compare: ZQueryBool.optional(), groupBy: z.enum(['hour', 'day', 'week', 'month', 'weekdayHour']).default('day') })
  .refine((q) => q.from <= q.to, { message: 'The end is before the start.', path: ['to'] });
const ZMixQuery = z.object({ from: day, to: day, by: z.enum(['dish', 'category']).default('dish') }).refine((q) => q.from <= q.to, { message: 'The end is before the start.', path: ['to'] });

/** Reports read from the workers' roll-ups: summary, sales over time, product mix, payment methods, staff. */
export const reportsRoutes = defineRoutes('reports', (r) => {
  const base = '/api/restaurants/:restaurantId/reports';
  r.tenant('get', `${base}/summary`, { summary: 'The period in figures, with the previous period', query: ZPeriod, reply: ZReportSummary }, (ctx, { query }) => reports.summary(ctx, query.from, query.to, !!query.compare));
  r.tenant('get', `${base}/sales`, { summary: 'Sales by hour, day, week, month or hour of the week', query: ZSalesQuery, reply: ZReportSales }, (ctx, { query }) => reports.sales(ctx, query.from, query.to, query.groupBy, !!query.compare));
  r.tenant('get', `${base}/product-mix`, { summary: 'Dishes or categories sold: quantity, revenue, share', query: ZMixQuery, reply: ZReportBreakdown }, (ctx, { query }) => reports.breakdown(ctx, query.by, query.from, query.to));
  r.tenant('get', `${base}/payments`, { summary: 'Payment methods (net of refunds)', query: ZPeriod, reply: ZReportBreakdown }, (ctx, { query }) => reports.breakdown(ctx, 'method', query.from, query.to));
  r.tenant('get', `${base}/service-times`, { summary: "Each station's tickets and times from firing to ready and bumped", query: ZPeriod, reply: ZServiceTimes }, (ctx, { query }) => reports.serviceTimes(ctx, query.from, query.to));
  r.user('get', '/api/reports/group', { summary: "My restaurants side by side, summed per currency", query: ZPeriod, reply: ZGroupReport }, (ctx, { query }) =>
    ctx.transaction(({ trx }) => reports.groupReport(trx, ctx.user.id, query.from, query.to)));
  r.tenant('post', `${base}/rebuild`, { summary: 'Recompute the roll-ups from the events', reply: z.object({ rebuilding: z.literal(true) }) }, (ctx) => reports.requestRebuild(ctx));
  r.tenant('get', `${base}/staff`, { summary: 'Sales per staff member', query: ZPeriod, reply: ZReportBreakdown }, (ctx, { query }) => reports.breakdown(ctx, 'staff', query.from, query.to));
});
