import { apiRequest } from '../../api/http';
import type { Page } from '../menu/list/fetchAll';
import type { Customer, CustomerBill, CustomerInput } from './customer.types';

const base = (rid: string) => `/api/restaurants/${rid}/customers`;

/** Query of the customer list (server-side: customers can be many). */
export interface CustomerQuery {
  q: string;
  page: number;
  perPage: number;
  sortColumn: 'name' | 'visits' | 'totalSpent' | 'lastVisitAt' | 'createdAt';
  sort: 'asc' | 'desc';
}

const qs = (query: CustomerQuery) =>
  new URLSearchParams({ q: query.q, page: String(query.page), perPage: String(query.perPage), sortColumn: query.sortColumn, sort: query.sort }).toString();

export const customersApi = {
  list: (rid: string, query: CustomerQuery) => apiRequest<Page<Customer>>('GET', `${base(rid)}?${qs(query)}`),
  create: (rid: string, body: CustomerInput) => apiRequest<Customer>('POST', base(rid), body),
  update: (rid: string, id: string, body: Partial<CustomerInput>) => apiRequest<Customer>('PATCH', `${base(rid)}/${id}`, body),
  remove: (rid: string, id: string) => apiRequest<void>('DELETE', `${base(rid)}/${id}`),
  merge: (rid: string, keepId: string, sourceIds: string[]) => apiRequest<Customer>('POST', `${base(rid)}/${keepId}/merge`, { sourceIds }),
  history: (rid: string, id: string) => apiRequest<Page<CustomerBill>>('GET', `${base(rid)}/${id}/history`),
  /** Every customer matching the query (for CSV export). */
  async all(rid: string, query: CustomerQuery): Promise<Customer[]> {
    const rows: Customer[] = [];
    for (let page = 1; page < 200; page++) {
      const res = await customersApi.list(rid, { ...query, page, perPage: 500 });
      rows.push(...res.data);
      if (res.data.length < 500 || rows.length >= res.total) break;
    }
    return rows;
  },
};
