import { routes, type operations } from '@ros/shared-events';
import { api } from '../../../../api/baseApi';
import { urlOf, type ViewOf } from '../../../../api/operation';
import type { List, Page } from '../../../../api/pages';
import type { Bill, Order } from '../pos.types';

type Op = typeof operations;

/** Today's completed orders (searchable by number) and an order's bills, for refunds from the POS. */
export const closedOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listClosedOrders: build.query<ViewOf<Op['getOrders'], Page<Order>>, { rid: string; from: string; q?: string }>({
      query: ({ rid, from, q }) =>
        urlOf(routes.getOrders, { restaurantId: rid }, { status: 'completed', from, q, perPage: 50, sort: 'desc' }),
      providesTags: ['Bill'],
    }),
    closedOrderBills: build.query<Bill[], { rid: string; orderId: string }>({
      query: ({ rid, orderId }) => urlOf(routes.billsOfOrder, { restaurantId: rid, orderId }),
      transformResponse: (r: ViewOf<Op['billsOfOrder'], List<Bill>>) => r.data,
      providesTags: ['Bill'],
    }),
  }),
});

export const { useListClosedOrdersQuery, useClosedOrderBillsQuery } = closedOrdersApi;
