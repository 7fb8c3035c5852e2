import {
  routes,
  type GroupReport,
  type operations,
  type ReportBreakdown,
  type ReportExport,
  type ReportSales,
  type ReportSummary,
  type ServiceTimes,
} from '@ros/shared-events';
import { api } from '../../../api/baseApi';
import { urlOf, type BodyOf, type ViewOf } from '../../../api/operation';

type Op = typeof operations;
const at = (rid: string) => ({ restaurantId: rid });
export interface Period {
  from: string;
  to: string;
}

/** Reports read from the workers' roll-ups (they follow the event stream within a second; the page refreshes them while open). */
export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    reportSummary: build.query<ViewOf<Op['summary'], ReportSummary>, { rid: string } & Period>({
      query: ({ rid, ...p }) => urlOf(routes.summary, at(rid), { ...p, compare: true }),
      providesTags: ['Dashboard'],
    }),
    reportSales: build.query<
      ViewOf<Op['sales'], ReportSales>,
      { rid: string; groupBy: ReportSales['groupBy'] } & Period
    >({
      query: ({ rid, ...p }) => urlOf(routes.sales, at(rid), { ...p, compare: p.groupBy !== 'weekdayHour' }),
      providesTags: ['Dashboard'],
    }),
    reportMix: build.query<
      ViewOf<Op['getReportsProductMix'], ReportBreakdown>,
      { rid: string; by: 'dish' | 'category' } & Period
    >({
      query: ({ rid, ...p }) => urlOf(routes.getReportsProductMix, at(rid), p),
      providesTags: ['Dashboard'],
    }),
    reportPayments: build.query<ViewOf<Op['getReportsPayments'], ReportBreakdown>, { rid: string } & Period>({
      query: ({ rid, ...p }) => urlOf(routes.getReportsPayments, at(rid), { ...p }),
      providesTags: ['Dashboard'],
    }),
    reportStaff: build.query<ViewOf<Op['getReportsStaff'], ReportBreakdown>, { rid: string } & Period>({
      query: ({ rid, ...p }) => urlOf(routes.getReportsStaff, at(rid), { ...p }),
      providesTags: ['Dashboard'],
    }),
    reportServiceTimes: build.query<ViewOf<Op['serviceTimes'], ServiceTimes>, { rid: string } & Period>({
      query: ({ rid, ...p }) => urlOf(routes.serviceTimes, at(rid), { ...p }),
      providesTags: ['Dashboard'],
    }),
    groupReport: build.query<ViewOf<Op['groupReport'], GroupReport>, Period>({
      query: (p) => urlOf(routes.groupReport, {}, { ...p }),
      providesTags: ['Dashboard'],
    }),
    /** My exports; each progress event of one (sent to me alone) refreshes the list. */
    listExports: build.query<ViewOf<Op['listExports'], { data: ReportExport[] }>, string>({
      query: (rid) => urlOf(routes.listExports, at(rid)),
      providesTags: ['Exports'],
    }),
    requestExport: build.mutation<
      ViewOf<Op['requestExport'], ReportExport>,
      { rid: string } & BodyOf<Op['requestExport']>
    >({
      query: ({ rid, ...body }) => ({
        url: urlOf(routes.requestExport, at(rid)),
        method: 'POST',
        body: body satisfies BodyOf<Op['requestExport']>,
      }),
      invalidatesTags: ['Exports'],
    }),
  }),
});

export const {
  useReportSummaryQuery,
  useReportSalesQuery,
  useReportMixQuery,
  useReportPaymentsQuery,
  useReportStaffQuery,
  useListExportsQuery,
  useRequestExportMutation,
  useGroupReportQuery,
  useReportServiceTimesQuery,
} = reportsApi;
