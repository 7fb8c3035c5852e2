import { routes, type operations } from '@ros/shared-events';
import { api } from '../../../../api/baseApi';
import { urlOf, type BodyOf, type ReplyOf } from '../../../../api/operation';

type Op = typeof operations;

/** Guests' orders waiting for a waiter and the tables' open requests; live through the `GuestOrder` tag. */
export const guestOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listGuestOrders: build.query<ReplyOf<Op['listToConfirm']>['data'], string>({
      query: (rid) => urlOf(routes.listToConfirm, { restaurantId: rid }),
      transformResponse: (r: ReplyOf<Op['listToConfirm']>) => r.data,
      providesTags: ['GuestOrder'],
    }),
    listGuestRequests: build.query<ReplyOf<Op['listRequests']>['data'], string>({
      query: (rid) => urlOf(routes.listRequests, { restaurantId: rid }),
      transformResponse: (r: ReplyOf<Op['listRequests']>) => r.data,
      providesTags: ['GuestOrder'],
    }),
    acceptGuestOrder: build.mutation<ReplyOf<Op['acceptGuestOrder']>, { rid: string; id: string }>({
      query: ({ rid, id }) => ({
        url: urlOf(routes.acceptGuestOrder, { restaurantId: rid, guestOrderId: id }),
        method: 'POST',
        body: {},
      }),
      invalidatesTags: ['GuestOrder'],
    }),
    rejectGuestOrder: build.mutation<ReplyOf<Op['rejectGuestOrder']>, { rid: string; id: string; reason: string }>({
      query: ({ rid, id, reason }) => ({
        url: urlOf(routes.rejectGuestOrder, { restaurantId: rid, guestOrderId: id }),
        method: 'POST',
        body: { reason } satisfies BodyOf<Op['rejectGuestOrder']>,
      }),
      invalidatesTags: ['GuestOrder'],
    }),
    resolveGuestRequest: build.mutation<ReplyOf<Op['resolveRequest']>, { rid: string; id: string }>({
      query: ({ rid, id }) => ({
        url: urlOf(routes.resolveRequest, { restaurantId: rid, guestRequestId: id }),
        method: 'POST',
        body: {},
      }),
      invalidatesTags: ['GuestOrder'],
    }),
  }),
});

export const {
  useListGuestOrdersQuery,
  useListGuestRequestsQuery,
  useAcceptGuestOrderMutation,
  useRejectGuestOrderMutation,
  useResolveGuestRequestMutation,
} = guestOrdersApi;
