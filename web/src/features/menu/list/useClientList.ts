import { useMemo, useState } from 'react';

export type SortDir = 'asc' | 'desc';

/** How a client-side list searches and sorts its rows. */
export interface ClientListOptions<T> {
  /** Text a row is searched by (case-insensitive substring). */
  searchText: (row: T) => string;
  /** Sortable columns: key → comparable value. */
  sortBy: Record<string, (row: T) => string | number>;
  initialSort?: { column: string; dir: SortDir };
  perPage?: number;
  /** Extra filter applied before the search. */
  filter?: (row: T) => boolean;
}

/**
 * Search, sort and pagination over rows already in the store. Catalogue lists (dishes, tables,
 * categories) are small enough to hold whole, which keeps live updates simple.
 */
export function useClientList<T>(rows: readonly T[], options: ClientListOptions<T>) {
  const [q, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [perPage, setPerPageState] = useState(options.perPage ?? 10);
  const [sort, setSort] = useState(options.initialSort ?? { column: Object.keys(options.sortBy)[0] ?? '', dir: 'asc' as SortDir });
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
  const visible = filtered.slice((current - 1) * perPage, current * perPage);

  return {
    q,
    setQuery: (value: string) => {
      setQuery(value);
      setPage(1);
    },
    page: current,
    setPage,
    perPage,
    setPerPage: (n: number) => {
      setPerPageState(n);
      setPage(1);
    },
    pageCount,
    sort,
    toggleSort: (column: string) =>
      setSort((s) => (s.column === column ? { column, dir: s.dir === 'asc' ? 'desc' : 'asc' } : { column, dir: 'asc' })),
    filtered,
    visible,
    total: filtered.length,
  };
}

export type ClientList<T> = ReturnType<typeof useClientList<T>>;
