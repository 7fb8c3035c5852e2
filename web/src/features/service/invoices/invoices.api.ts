import { api, settle } from '../../../api/baseApi';
import { fetchAllPages, queryString, type Page } from '../../../api/pages';
import type { Bill } from '../pos';
import type { DashboardSummary, IncomePage, Invoice, ReportQuery } from './invoices.types';

const base = (rid: string) => `/api/restaurants/${rid}`;

/** Dashboard, invoices and income (docs/api/pos.md); bills and payments seen live refetch them. */
export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSummary: build.query<DashboardSummary, { rid: string; from?: string; to?: string }>({
      query: ({ rid, ...period }) => `${base(rid)}/dashboard/summary?${queryString(period)}`,
      providesTags: ['Dashboard'],
    }),
    listInvoices: build.query<Page<Invoice>, { rid: string; query: ReportQuery }>({
      query: ({ rid, query }) => `${base(rid)}/invoices?${queryString(query)}`,
      providesTags: ['Bill', 'Dashboard'],
    }),
    getInvoice: build.query<Bill, { rid: string; billId: string }>({
      query: ({ rid, billId }) => `${base(rid)}/invoices/${billId}`,
      providesTags: ['Bill'],
    }),
    listIncome: build.query<IncomePage, { rid: string; query: ReportQuery }>({
      query: ({ rid, query }) => `${base(rid)}/income?${queryString(query)}`,
      providesTags: ['Bill'],
    }),
    /** Every paid bill of the range (for the chart and the CSV). */
    allIncome: build.query<Invoice[], { rid: string; query: Pick<ReportQuery, 'from' | 'to' | 'q'> }>({
      queryFn: ({ rid, query }) => settle(() => fetchAllPages<Invoice>(`${base(rid)}/income?${queryString(query)}`)),
      providesTags: ['Bill'],
    }),
  }),
});

/** Every invoice matching a query, without its page (for the CSV). */
export const fetchAllInvoices = (rid: string, query: ReportQuery) =>
  fetchAllPages<Invoice>(`${base(rid)}/invoices?${queryString({ ...query, page: undefined, perPage: undefined })}`);

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
