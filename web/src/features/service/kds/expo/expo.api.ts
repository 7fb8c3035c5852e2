import type { ExpoBoard, ExpoOrder } from '@ros/shared-events';
import { api } from '../../../../api/baseApi';

const base = (rid: string) => `/api/restaurants/${rid}`;

/** The expo board (every order with a ticket on the board, paid or not) and the expo's bump of an order. */
export const expoApi = api.injectEndpoints({
  endpoints: (build) => ({
    getExpoBoard: build.query<ExpoOrder[], string>({
      query: (rid) => `${base(rid)}/expo`,
      transformResponse: (res: ExpoBoard) => res.data,
      providesTags: ['Expo'],
    }),
    bumpExpoOrder: build.mutation<ExpoOrder, { rid: string; orderId: string }>({
      query: ({ rid, orderId }) => ({ url: `${base(rid)}/orders/${orderId}/expo/bump`, method: 'POST', body: {} }),
      invalidatesTags: ['Expo'],
    }),
  }),
});

export const { useGetExpoBoardQuery, useBumpExpoOrderMutation } = expoApi;
