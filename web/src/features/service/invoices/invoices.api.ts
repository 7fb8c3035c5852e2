import { routes, type operations } from '@ros/shared-events';
import { api, settle } from '../../../api/baseApi';
import { urlOf, type ViewOf } from '../../../api/operation';
import { fetchAllPages, type Page } from '../../../api/pages';
import type { Bill } from '../pos';
import type { DashboardSummary, IncomePage, Invoice, ReportQuery } from './invoices.types';

type Op = typeof operations;

/** Dashboard, invoices and income (docs/api/pos.md); bills and payments seen live refetch them. */
export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSummary: build.query<
      ViewOf<Op['dashboardSummary'], DashboardSummary>,
      { rid: string; from?: string; to?: string }
    >({
      query: ({ rid, ...period }) => urlOf(routes.dashboardSummary, { restaurantId: rid }, period),
      providesTags: ['Dashboard'],
    }),
    listInvoices: build.query<ViewOf<Op['listInvoices'], Page<Invoice>>, { rid: string; query: ReportQuery }>({
      query: ({ rid, query }) => urlOf(routes.listInvoices, { restaurantId: rid }, query),
      providesTags: ['Bill', 'Dashboard'],
    }),
    getInvoice: build.query<ViewOf<Op['getInvoice'], Bill>, { rid: string; billId: string }>({
      query: ({ rid, billId }) => urlOf(routes.getInvoice, { restaurantId: rid, billId }),
      providesTags: ['Bill'],
    }),
    listIncome: build.query<ViewOf<Op['getIncome'], IncomePage>, { rid: string; query: ReportQuery }>({
      query: ({ rid, query }) => urlOf(routes.getIncome, { restaurantId: rid }, query),
      providesTags: ['Bill'],
    }),
    /** Every paid bill of the range (for the chart and the CSV). */
    allIncome: build.query<Invoice[], { rid: string; query: Pick<ReportQuery, 'from' | 'to' | 'q'> }>({
      queryFn: ({ rid, query }) =>
        settle(() => fetchAllPages<Invoice>(urlOf(routes.getIncome, { restaurantId: rid }, query))),
      providesTags: ['Bill'],
    }),
  }),
});

/** Every invoice matching a query, without its page (for the CSV). */
export const fetchAllInvoices = (rid: string, query: ReportQuery) =>
  fetchAllPages<Invoice>(
    urlOf(routes.listInvoices, { restaurantId: rid }, { ...query, page: undefined, perPage: undefined }),
  );

/** The bill's GRAND TOTAL. */
export const grandTotalOf = (r: Invoice): number => r.grandTotal ?? r.totals?.grandTotal ?? 0;

/** Payment methods used on the bill (completed payments). */
export const methodsOf = (r: Invoice): string[] =>
  r.methods ?? [
    ...new Set((r.payments ?? []).filter((p) => p.kind === 'payment' && p.status === 'completed').map((p) => p.method)),
  ];

export const createdByName = (x: Invoice['createdBy'] | string): string =>
  typeof x === 'string' ? x : (x?.name ?? '');

export const { useGetSummaryQuery, useListInvoicesQuery, useGetInvoiceQuery, useListIncomeQuery, useAllIncomeQuery } =
  reportsApi;
