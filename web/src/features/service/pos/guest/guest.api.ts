import type { GuestOrderSummary, GuestRequest } from '@ros/shared-events';
import { api } from '../../../../api/baseApi';

const base = (rid: string) => `/api/restaurants/${rid}`;

/** Guests' orders waiting for a waiter and the tables' open requests; live through the `GuestOrder` tag. */
export const guestOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listGuestOrders: build.query<GuestOrderSummary[], string>({
      query: (rid) => `${base(rid)}/guest-orders`,
      transformResponse: (r: { data: GuestOrderSummary[] }) => r.data,
      providesTags: ['GuestOrder'],
    }),
    listGuestRequests: build.query<GuestRequest[], string>({
      query: (rid) => `${base(rid)}/guest-requests`,
      transformResponse: (r: { data: GuestRequest[] }) => r.data,
      providesTags: ['GuestOrder'],
    }),
    acceptGuestOrder: build.mutation<GuestOrderSummary, { rid: string; id: string }>({
      query: ({ rid, id }) => ({ url: `${base(rid)}/guest-orders/${id}/accept`, method: 'POST', body: {} }),
      invalidatesTags: ['GuestOrder'],
    }),
    rejectGuestOrder: build.mutation<GuestOrderSummary, { rid: string; id: string; reason: string }>({
      query: ({ rid, id, reason }) => ({
        url: `${base(rid)}/guest-orders/${id}/reject`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: ['GuestOrder'],
    }),
    resolveGuestRequest: build.mutation<GuestRequest, { rid: string; id: string }>({
      query: ({ rid, id }) => ({ url: `${base(rid)}/guest-requests/${id}/resolve`, method: 'POST', body: {} }),
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
