import type {
  GroupReport,
  ReportBreakdown,
  ReportExport,
  ReportSales,
  ReportSummary,
  ServiceTimes,
} from '@ros/shared-events';
import { api } from '../../../api/baseApi';
import { queryString } from '../../../api/pages';

const at = (rid: string, path: string, q: object) => `/api/restaurants/${rid}/reports/${path}?${queryString(q)}`;
export interface Period {
  from: string;
  to: string;
}

/** Reports read from the workers' roll-ups (they follow the event stream within a second; the page refreshes them while open). */
export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    reportSummary: build.query<ReportSummary, { rid: string } & Period>({
      query: ({ rid, ...p }) => at(rid, 'summary', { ...p, compare: true }),
      providesTags: ['Dashboard'],
    }),
    reportSales: build.query<ReportSales, { rid: string; groupBy: ReportSales['groupBy'] } & Period>({
      query: ({ rid, ...p }) => at(rid, 'sales', { ...p, compare: p.groupBy !== 'weekdayHour' }),
      providesTags: ['Dashboard'],
    }),
    reportMix: build.query<ReportBreakdown, { rid: string; by: 'dish' | 'category' } & Period>({
      query: ({ rid, ...p }) => at(rid, 'product-mix', p),
      providesTags: ['Dashboard'],
    }),
    reportPayments: build.query<ReportBreakdown, { rid: string } & Period>({
      query: ({ rid, ...p }) => at(rid, 'payments', p),
      providesTags: ['Dashboard'],
    }),
    reportStaff: build.query<ReportBreakdown, { rid: string } & Period>({
      query: ({ rid, ...p }) => at(rid, 'staff', p),
      providesTags: ['Dashboard'],
    }),
    reportServiceTimes: build.query<ServiceTimes, { rid: string } & Period>({
      query: ({ rid, ...p }) => at(rid, 'service-times', p),
      providesTags: ['Dashboard'],
    }),
    groupReport: build.query<GroupReport, Period>({
      query: (p) => `/api/reports/group?${queryString(p)}`,
      providesTags: ['Dashboard'],
    }),
    /** My exports; each progress event of one (sent to me alone) refreshes the list. */
    listExports: build.query<{ data: ReportExport[] }, string>({
      query: (rid) => `/api/restaurants/${rid}/exports`,
      providesTags: ['Exports'],
    }),
    requestExport: build.mutation<
      ReportExport,
      { rid: string; kind: ReportExport['kind']; format: ReportExport['format'] } & Period
    >({
      query: ({ rid, ...body }) => ({ url: `/api/restaurants/${rid}/exports`, method: 'POST', body }),
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
