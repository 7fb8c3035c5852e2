import { apiRequest } from '../../api/http';
import type { Bill } from '../pos/pos.types';

const base = (rid: string) => `/api/restaurants/${rid}`;

/** Today's figures (revenue fields are null for users without income access). */
export interface DashboardSummary {
  businessDate: string;
  currency: string;
  revenue: number | null;
  bills: number;
  covers: number;
  openOrders: number;
  averageBill: number | null;
  salesByHour: { hour: number; revenue: number | null; bills: number }[];
}

/** A row of the invoice and income lists: the API returns whole bills. */
export type Invoice = Bill & { grandTotal?: number; methods?: string[] };

/** The bill's GRAND TOTAL. */
export const grandTotalOf = (r: Invoice): number => r.grandTotal ?? r.totals?.grandTotal ?? 0;

/** Payment methods used on the bill (completed payments). */
export const methodsOf = (r: Invoice): string[] =>
  r.methods ?? [...new Set((r.payments ?? []).filter((p) => p.kind === 'payment' && p.status === 'completed').map((p) => p.method))];

export interface IncomeTotals {
  bills: number;
  subtotal: number;
  discount: number;
  serviceCharge: number;
  tax: number;
  tip: number;
  grandTotal: number;
  byMethod: { cash: number; card: number; wallet: number; other: number };
}

export interface ListQuery {
  q?: string;
  page?: number;
  perPage?: number;
  status?: string;
  sort?: 'asc' | 'desc';
  sortColumn?: string;
  from?: string;
  to?: string;
}

const qs = (query: ListQuery) =>
  new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => [k, String(v)])).toString();

/** Dashboard, invoices and income endpoints (docs/api/pos.md). */
export const reportsApi = {
  summary: (rid: string) => apiRequest<DashboardSummary>('GET', `${base(rid)}/dashboard/summary`),
  invoices: (rid: string, query: ListQuery) => apiRequest<{ data: Invoice[]; total: number }>('GET', `${base(rid)}/invoices?${qs(query)}`),
  invoice: (rid: string, billId: string) => apiRequest<Bill>('GET', `${base(rid)}/invoices/${billId}`),
  income: (rid: string, query: ListQuery) => apiRequest<{ data: Invoice[]; total: number; totals: IncomeTotals }>('GET', `${base(rid)}/income?${qs(query)}`),
};

export const createdByName = (x: Invoice['createdBy'] | string): string => (typeof x === 'string' ? x : (x?.name ?? ''));
