/** Sort direction of a list column. */
export type SortDir = 'asc' | 'desc';

/** The column a list is sorted by, and which way. */
export interface Sort {
  column: string;
  dir: SortDir;
}

/** What the pager under a list needs. */
export interface PagerProps {
  page: number;
  perPage: number;
  total: number;
  /** The server stopped counting at `total` (a list of history): there are more, shown as "1,000+". */
  capped?: boolean;
  onPage: (page: number) => void;
  onPerPage?: (perPage: number) => void;
}

/**
 * The controls every list shares, whether its rows are searched, sorted and paged in the browser
 * (`useClientList`) or by the server (`useServerList`): the toolbar's search, the table's sortable
 * headers and the pager read and drive these.
 */
export interface ListControls {
  /** The search box text. */
  q: string;
  setQuery: (q: string) => void;
  sort: Sort;
  toggleSort: (column: string) => void;
  page: number;
  setPage: (page: number) => void;
  perPage: number;
  setPerPage: (perPage: number) => void;
  /** Props for `<Pager {...list.pager} />`. */
  pager: PagerProps;
}
