import { apiRequest } from './http';

/**
 * A page of a list as every paginated list endpoint returns it; `total` counts the whole list, or,
 * with `capped`, as far as the server counted (a list of history: "1,000+").
 */
export interface Page<T> {
  data: T[];
  total: number;
  capped?: boolean;
}

/** An unpaginated list (`{ data }`). */
export interface List<T> {
  data: T[];
}

/**
 * Reads every page of a list endpoint, with its filters in `url` (an export, or a catalogue list
 * small enough to hold whole; pages keep each response bounded).
 */
export async function fetchAllPages<T>(url: string, perPage = 100): Promise<T[]> {
  const rows: T[] = [];
  const sep = url.includes('?') ? '&' : '?';
  for (let page = 1; page < 1000; page++) {
    const res = await apiRequest<Page<T> | T[]>('GET', `${url}${sep}page=${page}&perPage=${perPage}`);
    if (Array.isArray(res)) return res;
    rows.push(...res.data);
    if (res.data.length < perPage || rows.length >= res.total) break;
  }
  return rows;
}
