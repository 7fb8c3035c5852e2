import { useMemo, useState } from 'react';
import type { ListControls, Sort, SortDir } from './list.types';

/** How a client-side list searches and sorts its rows. */
export interface ClientListOptions<T> {
  /** Text a row is searched by (case-insensitive substring). */
  searchText: (row: T) => string;
  /** Sortable columns: key → comparable value. */
  sortBy: Record<string, (row: T) => string | number>;
  initialSort?: Sort;
  perPage?: number;
  /** Extra filter applied before the search. */
  filter?: (row: T) => boolean;
}

/** A new column sorts ascending; the same column again flips the direction. */
export const nextSort = (current: Sort, column: string, firstDir: SortDir = 'asc'): Sort =>
  current.column === column ? { column, dir: current.dir === 'asc' ? 'desc' : 'asc' } : { column, dir: firstDir };

/**
 * Search, sort and pagination over rows already loaded whole. Catalogue lists (dishes, tables,
 * categories) are small enough to hold whole, which keeps live updates simple.
 */
export function useClientList<T>(rows: readonly T[], options: ClientListOptions<T>) {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [perPage, setPerPageState] = useState(options.perPage ?? 10);
  const [sort, setSort] = useState<Sort>(
    options.initialSort ?? { column: Object.keys(options.sortBy)[0] ?? '', dir: 'asc' },
  );
  const { searchText, sortBy, filter } = options;

  const filtered = useMemo(() => {
    const needle = q.trim().toLowerCase();
    const out = rows.filter((r) => (!filter || filter(r)) && (!needle || searchText(r).toLowerCase().includes(needle)));
    const key = sortBy[sort.column];
    if (key) {
      const factor = sort.dir === 'asc' ? 1 : -1;
      out.sort((a, b) => {
        const x = key(a);
        const y = key(b);
        if (typeof x === 'number' && typeof y === 'number') return (x - y) * factor;
        return String(x).localeCompare(String(y), undefined, { numeric: true, sensitivity: 'base' }) * factor;
      });
    }
    return out;
    // sortBy and searchText are read fresh each render; their identity should not re-sort.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows, q, sort, filter]);

  const pageCount = Math.max(1, Math.ceil(filtered.length / perPage));
  const current = Math.min(page, pageCount);
  const setPerPage = (n: number) => {
    setPerPageState(n);
    setPage(1);
  };

  const controls: ListControls = {
    q,
    setQuery: (value: string) => {
      setQ(value);
      setPage(1);
    },
    sort,
    toggleSort: (column: string) => setSort((s) => nextSort(s, column)),
    page: current,
    setPage,
    perPage,
    setPerPage,
    pager: { page: current, perPage, total: filtered.length, onPage: setPage, onPerPage: setPerPage },
  };
  return {
    ...controls,
    /** Every row matching the filter and search, sorted (what an export writes). */
    filtered,
    /** The rows of the current page. */
    visible: filtered.slice((current - 1) * perPage, current * perPage),
    total: filtered.length,
  };
}
