import { apiRequest } from '../../../api/http';

/** A page of a list as every list endpoint returns it. */
export interface Page<T> {
  data: T[];
  total: number;
}

/** Reads every page of a list endpoint (catalogue lists are small; pages keep each response bounded). */
export async function fetchAll<T>(url: string, perPage = 100): Promise<T[]> {
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
