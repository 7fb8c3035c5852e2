import { useState } from 'react';
import type { ListControls, Sort, SortDir } from './list.types';
import { nextSort } from './useClientList';
import { useDebounced } from './useDebounced';

/** The list query every paginated endpoint takes (`?q=&page=&perPage=&sort=&sortColumn=`). */
export interface ServerListQuery {
  q: string;
  page: number;
  perPage: number;
  sort: SortDir;
  sortColumn: string;
}

interface Options {
  initialSort: Sort;
  perPage?: number;
  /** The direction a newly chosen column sorts first (dates read newest first). */
  firstDir?: SortDir;
  /** How long typing in the search box waits before asking the server. */
  debounceMs?: number;
}

/**
 * Search, sort and pagination done by the server: the controls, and `query` (the search debounced)
 * to pass to the list's query endpoint together with the restaurant and any filters.
 */
export function useServerList({
  initialSort,
  perPage: initialPerPage = 10,
  firstDir = 'asc',
  debounceMs = 250,
}: Options) {
  const [q, setQ] = useState('');
  const searched = useDebounced(q.trim(), debounceMs);
  const [page, setPage] = useState(1);
  const [perPage, setPerPageState] = useState(initialPerPage);
  const [sort, setSort] = useState<Sort>(initialSort);

  const setPerPage = (n: number) => {
    setPerPageState(n);
    setPage(1);
  };
  const query: ServerListQuery = { q: searched, page, perPage, sort: sort.dir, sortColumn: sort.column };
  /** The controls, once the server said how many rows match (`capped`: it stopped counting there). */
  const controls = (total: number, capped = false): ListControls => ({
    q,
    setQuery: (value: string) => {
      setQ(value);
      setPage(1);
    },
    sort,
    toggleSort: (column: string) => {
      setSort((s) => nextSort(s, column, firstDir));
      setPage(1);
    },
    page,
    setPage,
    perPage,
    setPerPage,
    pager: { page, perPage, total, capped, onPage: setPage, onPerPage: setPerPage },
  });
  return { query, controls, setPage };
}
