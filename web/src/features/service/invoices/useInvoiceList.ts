import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { statusOf } from '../../../api/loadStatus';
import type { ListControls } from '../../../components/list/list.types';
import { nextSort } from '../../../components/list/useClientList';
import { useDebounced } from '../../../components/list/useDebounced';
import { useAppSelector } from '../../../app/store/hooks';
import { useListInvoicesQuery } from './invoices.api';
import type { ReportQuery } from './invoices.types';
import { selectCurrentRestaurantId } from '../../../app/session/sessionSlice';

/** The seed's invoice list query (q, perPage = 10, page, status, sort, sortColumn), read from the URL. */
function queryFrom(params: URLSearchParams) {
  return {
    q: params.get('q') ?? '',
    perPage: Number(params.get('perPage')) || 10,
    page: Number(params.get('page')) || 1,
    status: params.get('status') ?? '',
    sort: params.get('sort') === 'asc' ? ('asc' as const) : ('desc' as const),
    sortColumn: params.get('sortColumn') ?? 'createdAt',
  };
}

/** The invoice list, its query kept in the URL (shareable, survives a reload); the server searches, sorts and pages. */
export function useInvoiceList() {
  const rid = useAppSelector(selectCurrentRestaurantId);
  const [params, setParams] = useSearchParams();
  const query = queryFrom(params);
  // Typing in the search box asks the server once it pauses.
  const settled = useDebounced(params.toString(), 150);
  const asked: ReportQuery = useMemo(() => queryFrom(new URLSearchParams(settled)), [settled]);
  const result = useListInvoicesQuery(rid ? { rid, query: asked } : skipToken);

  const update = (changes: Partial<typeof query>) => {
    const next = { ...query, page: 1, ...changes };
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(next)) if (v !== '' && v !== undefined) search.set(k, String(v));
    setParams(search, { replace: true });
  };
  const total = result.data?.total ?? 0;
  const setPerPage = (perPage: number) => update({ perPage });
  const list: ListControls = {
    q: query.q,
    setQuery: (q) => update({ q }),
    sort: { column: query.sortColumn, dir: query.sort },
    // Dates and amounts read newest / largest first.
    toggleSort: (column) => {
      const sort = nextSort({ column: query.sortColumn, dir: query.sort }, column, 'desc');
      update({ sortColumn: sort.column, sort: sort.dir, page: query.page });
    },
    page: query.page,
    setPage: (page) => update({ page }),
    perPage: query.perPage,
    setPerPage,
    pager: {
      page: query.page,
      perPage: query.perPage,
      total,
      capped: result.data?.capped ?? false,
      onPage: (page) => update({ page }),
      onPerPage: setPerPage,
    },
  };
  return { rid, query, list, update, rows: result.data?.data ?? [], status: statusOf(result) };
}
