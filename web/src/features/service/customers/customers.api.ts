import { api } from '../../../api/baseApi';
import { fetchAllPages, type Page } from '../../../api/pages';
import type { ServerListQuery } from '../../../components/list/useServerList';
import { urlOf, type BodyOf, type ViewOf } from '../../../api/operation';
import { routes, type operations } from '@ros/shared-events';
import type { Customer, CustomerBill } from './customer.types';

type Op = typeof operations;

/** The restaurant's customers (searched, sorted and paged by the server: they can be many). */
export const customersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCustomers: build.query<
      ViewOf<Op['listCustomers'], Page<Customer>>,
      { rid: string; query: Partial<ServerListQuery> }
    >({
      query: ({ rid, query }) => urlOf(routes.listCustomers, { restaurantId: rid }, query),
      providesTags: ['Customer'],
    }),
    getCustomer: build.query<ViewOf<Op['getCustomer'], Customer>, { rid: string; id: string }>({
      query: ({ rid, id }) => urlOf(routes.getCustomer, { restaurantId: rid, customerId: id }),
      providesTags: ['Customer'],
    }),
    customerHistory: build.query<
      ViewOf<Op['customerHistory'], Page<CustomerBill>>,
      { rid: string; customerId: string }
    >({
      query: ({ rid, customerId }) => urlOf(routes.customerHistory, { restaurantId: rid, customerId }),
      providesTags: ['Customer', 'Bill'],
    }),
    createCustomer: build.mutation<
      ViewOf<Op['createCustomer'], Customer>,
      { rid: string; body: BodyOf<Op['createCustomer']> }
    >({
      query: ({ rid, body }) => ({ url: urlOf(routes.createCustomer, { restaurantId: rid }), method: 'POST', body }),
      invalidatesTags: ['Customer'],
    }),
    updateCustomer: build.mutation<
      ViewOf<Op['updateCustomer'], Customer>,
      { rid: string; id: string; body: BodyOf<Op['updateCustomer']> }
    >({
      query: ({ rid, id, body }) => ({
        url: urlOf(routes.updateCustomer, { restaurantId: rid, customerId: id }),
        method: 'PATCH',
        body,
      }),
      invalidatesTags: ['Customer'],
    }),
    deleteCustomer: build.mutation<unknown, { rid: string; id: string }>({
      query: ({ rid, id }) => ({
        url: urlOf(routes.deleteCustomer, { restaurantId: rid, customerId: id }),
        method: 'DELETE',
      }),
      invalidatesTags: ['Customer'],
    }),
    /** Merges `sourceIds` into `keepId` (visits, spend, addresses and tags join it). */
    mergeCustomers: build.mutation<
      ViewOf<Op['mergeCustomers'], Customer>,
      { rid: string; keepId: string } & BodyOf<Op['mergeCustomers']>
    >({
      query: ({ rid, keepId, sourceIds }) => ({
        url: urlOf(routes.mergeCustomers, { restaurantId: rid, customerId: keepId }),
        method: 'POST',
        body: { sourceIds } satisfies BodyOf<Op['mergeCustomers']>,
      }),
      invalidatesTags: ['Customer'],
    }),
    /** Emails a customer an offer (marketing: nothing is sent to one who unsubscribed). */
    sendCustomerOffer: build.mutation<
      ViewOf<Op['sendCustomerOffer'], { sent: boolean; messageId: string | null }>,
      { rid: string; id: string } & BodyOf<Op['sendCustomerOffer']>
    >({
      query: ({ rid, id, text }) => ({
        url: urlOf(routes.sendCustomerOffer, { restaurantId: rid, customerId: id }),
        method: 'POST',
        body: { text } satisfies BodyOf<Op['sendCustomerOffer']>,
      }),
    }),
  }),
});

/** Every customer matching the search and sort (for the CSV export). */
export const fetchAllCustomers = (rid: string, query: Partial<ServerListQuery>) =>
  fetchAllPages<Customer>(
    urlOf(routes.listCustomers, { restaurantId: rid }, { q: query.q, sort: query.sort, sortColumn: query.sortColumn }),
    500,
  );

export const {
  useListCustomersQuery,
  useCustomerHistoryQuery,
  useGetCustomerQuery,
  useCreateCustomerMutation,
  useUpdateCustomerMutation,
  useDeleteCustomerMutation,
  useMergeCustomersMutation,
  useSendCustomerOfferMutation,
} = customersApi;
