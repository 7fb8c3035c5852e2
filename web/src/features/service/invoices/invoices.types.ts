import type { DashboardSummary as DashboardSummaryReply, Income as IncomeReply } from '@ros/shared-events';
import type { Bill } from '../pos';

/** Today's figures (revenue fields are null for users without income access). */
export type DashboardSummary = DashboardSummaryReply;

/** A row of the invoice and income lists: the API returns whole bills. */
export type Invoice = Bill & { grandTotal?: number; methods?: string[] };

/** A page of the income list with the totals of the whole range. */
export type IncomePage = IncomeReply;

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
