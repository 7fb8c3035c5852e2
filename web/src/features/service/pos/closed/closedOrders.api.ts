import { api } from '../../../../api/baseApi';
import { queryString, type Page } from '../../../../api/pages';
import type { Bill, Order } from '../pos.types';

const base = (rid: string) => `/api/restaurants/${rid}`;

/** Today's completed orders (searchable by number) and an order's bills, for refunds from the POS. */
export const closedOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listClosedOrders: build.query<Page<Order>, { rid: string; from: string; q?: string }>({
      query: ({ rid, from, q }) =>
        `${base(rid)}/orders?${queryString({ status: 'completed', from, q: q || undefined, perPage: 50, sort: 'desc' })}`,
      providesTags: ['Bill'],
    }),
    closedOrderBills: build.query<Bill[], { rid: string; orderId: string }>({
      query: ({ rid, orderId }) => `${base(rid)}/orders/${orderId}/bills`,
      transformResponse: (r: { data: Bill[] }) => r.data,
      providesTags: ['Bill'],
    }),
  }),
});

export const { useListClosedOrdersQuery, useClosedOrderBillsQuery } = closedOrdersApi;
