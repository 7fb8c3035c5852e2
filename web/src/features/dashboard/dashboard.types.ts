import type { Bill } from '../pos/pos.types';

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

/** Sums of the paid bills of a date range (minor units). */
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

/** A page of the income list with the totals of the whole range. */
export interface IncomePage {
  data: Invoice[];
  total: number;
  totals: IncomeTotals;
}

/** The query of the invoice and income lists. */
export interface ReportQuery {
  q?: string;
  page?: number;
  perPage?: number;
  status?: string;
  sort?: 'asc' | 'desc';
  sortColumn?: string;
  from?: string;
  to?: string;
}
