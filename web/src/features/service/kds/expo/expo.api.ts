import { routes, type ExpoOrder, type operations } from '@ros/shared-events';
import { api } from '../../../../api/baseApi';
import { urlOf, type ReplyOf } from '../../../../api/operation';

type Op = typeof operations;

/** The expo board (every order with a ticket on the board, paid or not) and the expo's bump of an order. */
export const expoApi = api.injectEndpoints({
  endpoints: (build) => ({
    getExpoBoard: build.query<ExpoOrder[], string>({
      query: (rid) => urlOf(routes.expoBoard, { restaurantId: rid }),
      transformResponse: (res: ReplyOf<Op['expoBoard']>) => res.data,
      providesTags: ['Expo'],
    }),
    bumpExpoOrder: build.mutation<ReplyOf<Op['bumpAtExpo']>, { rid: string; orderId: string }>({
      query: ({ rid, orderId }) => ({
        url: urlOf(routes.bumpAtExpo, { restaurantId: rid, orderId }),
        method: 'POST',
        body: {},
      }),
      invalidatesTags: ['Expo'],
    }),
  }),
});

export const { useGetExpoBoardQuery, useBumpExpoOrderMutation } = expoApi;
