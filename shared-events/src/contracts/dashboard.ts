import { z } from 'zod';

/** Reply shapes of the dashboard operations (see common.ts). */

export const ZDashboardSummary = z.object({
  /** Today's business day in the restaurant. */
  businessDate: z.string(),
  /** The period shown (today unless asked). */
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  /** Money is null for roles that do not see the income. */
  revenue: z.number().nullable(),
  bills: z.number(),
  covers: z.number(),
  /** Open orders now, whatever the period. */
  openOrders: z.number(),
  averageBill: z.number().nullable(),
  /** Sales by hour of the business day (one day) or by day (a longer period). */
  groupBy: z.enum(['hour', 'day']),
  series: z.array(z.object({ key: z.string(), revenue: z.number().nullable(), bills: z.number() })),
});
export type DashboardSummary = z.infer<typeof ZDashboardSummary>;
