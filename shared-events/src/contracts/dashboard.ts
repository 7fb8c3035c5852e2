import { z } from 'zod';

/** Reply shapes of the dashboard operations (see common.ts). */

export const ZDashboardSummary = z.object({
  businessDate: z.string(),
  currency: z.string(),
  revenue: z.number().nullable(),
  bills: z.number(),
  covers: z.number(),
  openOrders: z.number(),
  averageBill: z.number().nullable(),
  salesByHour: z.array(z.object({
    hour: z.number(),
    revenue: z.number().nullable(),
    bills: z.number(),
  })),
});
export type DashboardSummary = z.infer<typeof ZDashboardSummary>;
