/** The operations of the api's `reports` module: method, path, request and reply schemas (read by the api's routes, its OpenAPI document, and the web's types). */
import { ZGroupReport, ZReportBreakdown, ZReportSales, ZReportSummary, ZServiceTimes } from '../reports';
import { ZReportMixQuery, ZReportPeriodQuery, ZReportSalesQuery } from '../requests/reports';
import { z } from 'zod';
import * as route from './routes';

export const summary = { ...route.summary, query: ZReportPeriodQuery, reply: ZReportSummary } as const;
export const sales = { ...route.sales, query: ZReportSalesQuery, reply: ZReportSales } as const;
export const getReportsProductMix = {
  ...route.getReportsProductMix,
  query: ZReportMixQuery,
  reply: ZReportBreakdown,
} as const;
export const getReportsPayments = {
  ...route.getReportsPayments,
  query: ZReportPeriodQuery,
  reply: ZReportBreakdown,
} as const;
export const serviceTimes = { ...route.serviceTimes, query: ZReportPeriodQuery, reply: ZServiceTimes } as const;
export const groupReport = { ...route.groupReport, query: ZReportPeriodQuery, reply: ZGroupReport } as const;
export const requestRebuild = { ...route.requestRebuild, reply: z.object({ rebuilding: z.literal(true) }) } as const;
export const getReportsStaff = {
  ...route.getReportsStaff,
  query: ZReportPeriodQuery,
  reply: ZReportBreakdown,
} as const;
