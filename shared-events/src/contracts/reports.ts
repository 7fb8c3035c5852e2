import { z } from 'zod';

/** Reply shapes of the reports (read from the workers' roll-ups). Money in minor units. */

export const ZReportFigures = z.object({
  bills: z.number(),
  sales: z.number(),
  discounts: z.number(),
  serviceCharge: z.number(),
  tax: z.number(),
  tips: z.number(),
  grandTotal: z.number(),
  /** What was paid, less tax, tips and refunds. */
  netSales: z.number(),
  refunds: z.number(),
  refundCount: z.number(),
  voids: z.number(),
  voidAmount: z.number(),
  orders: z.number(),
  covers: z.number(),
  /** grandTotal / bills. */
  averageBill: z.number().nullable(),
  /** netSales / covers. */
  averagePerCover: z.number().nullable(),
});
export type ReportFigures = z.infer<typeof ZReportFigures>;

export const ZReportSummary = z.object({
  from: z.string(),
  to: z.string(),
  figures: ZReportFigures,
  /** The same length of time just before, when asked. */
  previous: z.object({ from: z.string(), to: z.string(), figures: ZReportFigures }).nullable(),
  orderTypes: z.array(z.object({ key: z.string(), amount: z.number(), count: z.number() })),
});
export type ReportSummary = z.infer<typeof ZReportSummary>;

export const ZReportSales = z.object({
  groupBy: z.enum(['hour', 'day', 'week', 'month', 'weekdayHour']),
  points: z.array(
    z.object({
      key: z.string(),
      bills: z.number(),
      netSales: z.number(),
      grandTotal: z.number(),
      refunds: z.number(),
      covers: z.number(),
    }),
  ),
  previous: z
    .array(
      z.object({
        key: z.string(),
        bills: z.number(),
        netSales: z.number(),
        grandTotal: z.number(),
        refunds: z.number(),
        covers: z.number(),
      }),
    )
    .nullable(),
});
export type ReportSales = z.infer<typeof ZReportSales>;

export const ZReportBreakdown = z.object({
  rows: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      quantity: z.number(),
      amount: z.number(),
      count: z.number(),
      share: z.number(),
    }),
  ),
  total: z.number(),
});
export type ReportBreakdown = z.infer<typeof ZReportBreakdown>;

/** An export of a report or of the bills of a period, built by the workers. */
export const ZReportExport = z.object({
  id: z.string(),
  kind: z.enum(['sales', 'product-mix', 'bills', 'restaurant-data']),
  format: z.enum(['csv', 'xlsx', 'pdf', 'zip']),
  from: z.string(),
  to: z.string(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  progress: z.number(),
  fileName: z.string().nullable(),
  sizeBytes: z.number().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  expiresAt: z.string(),
});
export type ReportExport = z.infer<typeof ZReportExport>;

/** An owner's (or group manager's) restaurants side by side for a period, and summed per currency. */
export const ZGroupReport = z.object({
  from: z.string(),
  to: z.string(),
  restaurants: z.array(z.object({ id: z.string(), name: z.string(), currency: z.string(), figures: ZReportFigures })),
  totals: z.array(z.object({ currency: z.string(), restaurants: z.number(), figures: ZReportFigures })),
});
export type GroupReport = z.infer<typeof ZGroupReport>;

/** Kitchen service times per station: tickets, and the average seconds from firing to ready and to bumped. */
export const ZServiceTimes = z.object({
  rows: z.array(
    z.object({
      stationId: z.string(),
      station: z.string(),
      tickets: z.number(),
      averageReadySeconds: z.number().nullable(),
      averageBumpedSeconds: z.number().nullable(),
    }),
  ),
  /** Each table's turns (an order placed to its bill paid) and their average length. */
  tables: z.array(
    z.object({ tableId: z.string(), table: z.string(), turns: z.number(), averageTurnSeconds: z.number() }),
  ),
});
export type ServiceTimes = z.infer<typeof ZServiceTimes>;
