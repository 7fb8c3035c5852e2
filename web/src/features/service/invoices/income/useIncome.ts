import { skipToken } from '@reduxjs/toolkit/query/react';
import { statusOf } from '../../../../api/loadStatus';
import { useAppSelector } from '../../../../app/store/hooks';
import { grandTotalOf, useAllIncomeQuery, useListIncomeQuery } from '../invoices.api';
import type { Invoice } from '../invoices.types';
import { selectCurrentRestaurantId } from '../../../../app/session/sessionSlice';

const isoDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The default range: the last 7 days, today included. */
export function defaultRange() {
  const to = new Date();
  const from = new Date(to);
  from.setDate(from.getDate() - 6);
  return { from: isoDay(from), to: isoDay(to) };
}

export interface IncomeQuery {
  from: string;
  to: string;
  q: string;
  page: number;
  perPage: number;
}

const NO_ROWS: Invoice[] = [];

/** Paid bills of a date range: one page for the table, and every bill of the range for the chart and CSV. */
export function useIncome(query: IncomeQuery) {
  const rid = useAppSelector(selectCurrentRestaurantId);
  const { from, to, q } = query;
  const page = useListIncomeQuery(rid ? { rid, query } : skipToken);
  const all = useAllIncomeQuery(rid ? { rid, query: { from, to, q } } : skipToken);
  return {
    rows: page.data?.data ?? NO_ROWS,
    total: page.data?.total ?? 0,
    totals: page.data?.totals ?? null,
    all: all.data ?? NO_ROWS,
    status: statusOf(page),
  };
}

/** Revenue per day of the range (days without bills show 0). */
export function revenueByDay(rows: Invoice[], from: string, to: string) {
  const sums = new Map<string, number>();
  for (let d = new Date(`${from}T00:00:00`); isoDay(d) <= to && sums.size < 400; d.setDate(d.getDate() + 1))
    sums.set(isoDay(d), 0);
  for (const r of rows) {
    const day = isoDay(new Date(r.paidAt ?? r.createdAt));
    sums.set(day, (sums.get(day) ?? 0) + grandTotalOf(r));
  }
  return [...sums.entries()].sort(([a], [b]) => a.localeCompare(b));
}
