import { api } from '../../../api/baseApi';
import { fetchAllPages, queryString, type Page } from '../../../api/pages';
import type { ServerListQuery } from '../../../components/list/useServerList';
import type { Customer, CustomerBill, CustomerInput } from './customer.types';

const customersUrl = (rid: string) => `/api/restaurants/${rid}/customers`;

/** The restaurant's customers (searched, sorted and paged by the server: they can be many). */
export const customersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCustomers: build.query<Page<Customer>, { rid: string; query: Partial<ServerListQuery> }>({
      query: ({ rid, query }) => `${customersUrl(rid)}?${queryString(query)}`,
      providesTags: ['Customer'],
    }),
    getCustomer: build.query<Customer, { rid: string; id: string }>({
      query: ({ rid, id }) => `${customersUrl(rid)}/${id}`,
      providesTags: ['Customer'],
    }),
    customerHistory: build.query<Page<CustomerBill>, { rid: string; customerId: string }>({
      query: ({ rid, customerId }) => `${customersUrl(rid)}/${customerId}/history`,
      providesTags: ['Customer', 'Bill'],
    }),
    createCustomer: build.mutation<Customer, { rid: string; body: Partial<CustomerInput> & { name: string } }>({
      query: ({ rid, body }) => ({ url: customersUrl(rid), method: 'POST', body }),
      invalidatesTags: ['Customer'],
    }),
    updateCustomer: build.mutation<Customer, { rid: string; id: string; body: Partial<CustomerInput> }>({
      query: ({ rid, id, body }) => ({ url: `${customersUrl(rid)}/${id}`, method: 'PATCH', body }),
      invalidatesTags: ['Customer'],
    }),
    deleteCustomer: build.mutation<unknown, { rid: string; id: string }>({
      query: ({ rid, id }) => ({ url: `${customersUrl(rid)}/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Customer'],
    }),
    /** Merges `sourceIds` into `keepId` (visits, spend, addresses and tags join it). */
    mergeCustomers: build.mutation<Customer, { rid: string; keepId: string; sourceIds: string[] }>({
      query: ({ rid, keepId, sourceIds }) => ({ url: `${customersUrl(rid)}/${keepId}/merge`, method: 'POST', body: { sourceIds } }),
      invalidatesTags: ['Customer'],
    }),
  }),
});

/** Every customer matching the search and sort (for the CSV export). */
export const fetchAllCustomers = (rid: string, query: Partial<ServerListQuery>) =>
  fetchAllPages<Customer>(`${customersUrl(rid)}?${queryString({ q: query.q, sort: query.sort, sortColumn: query.sortColumn })}`, 500);

export const {
  useListCustomersQuery,
  useCustomerHistoryQuery,
  useGetCustomerQuery,
  useCreateCustomerMutation,
  useUpdateCustomerMutation,
  useDeleteCustomerMutation,
  useMergeCustomersMutation,
} = customersApi;
