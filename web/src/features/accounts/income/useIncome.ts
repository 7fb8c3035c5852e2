import { useEffect, useState } from 'react';
import { useAppSelector } from '../../../store/hooks';
import { reportsApi, type IncomeTotals, type Invoice, grandTotalOf } from '../../dashboard/dashboard.api';
import { selectCurrentRestaurantId } from '../../session/sessionSlice';

const isoDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

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

/** Paid bills of a date range: one page for the table, and every bill of the range for the chart and CSV. */
export function useIncome(query: IncomeQuery) {
  const rid = useAppSelector(selectCurrentRestaurantId) ?? '';
  const [page, setPage] = useState<{ rows: Invoice[]; total: number; totals: IncomeTotals | null }>({ rows: [], total: 0, totals: null });
  const [all, setAll] = useState<Invoice[]>([]);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const { from, to, q, page: n, perPage } = query;

  useEffect(() => {
    if (!rid) return;
    let live = true;
    reportsApi.income(rid, { from, to, q, page: n, perPage }).then(
      (res) => {
        if (!live) return;
        setPage({ rows: res.data, total: res.total, totals: res.totals });
        setStatus('ready');
      },
      () => live && setStatus('error'),
    );
    return () => {
      live = false;
    };
  }, [rid, from, to, q, n, perPage]);

  useEffect(() => {
    if (!rid) return;
    let live = true;
    fetchAllIncome(rid, from, to, q).then(
      (rows) => live && setAll(rows),
      () => live && setAll([]),
    );
    return () => {
      live = false;
    };
  }, [rid, from, to, q]);

  return { ...page, all, status };
}

/** Every paid bill of the range (pages of 100). */
export async function fetchAllIncome(rid: string, from: string, to: string, q: string): Promise<Invoice[]> {
  const rows: Invoice[] = [];
  for (let page = 1; page < 200; page++) {
    const res = await reportsApi.income(rid, { from, to, q, page, perPage: 100 });
    rows.push(...res.data);
    if (res.data.length < 100 || rows.length >= res.total) break;
  }
  return rows;
}

/** Revenue per day of the range (days without bills show 0). */
export function revenueByDay(rows: Invoice[], from: string, to: string) {
  const sums = new Map<string, number>();
  for (let d = new Date(`${from}T00:00:00`); isoDay(d) <= to && sums.size < 400; d.setDate(d.getDate() + 1)) sums.set(isoDay(d), 0);
  for (const r of rows) {
    const day = isoDay(new Date(r.paidAt ?? r.createdAt));
    sums.set(day, (sums.get(day) ?? 0) + grandTotalOf(r));
  }
  return [...sums.entries()].sort(([a], [b]) => a.localeCompare(b));
}
