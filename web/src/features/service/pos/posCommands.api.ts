import { api } from '../../../api/baseApi';
import type { Order } from './pos.types';

/**
 * POS commands run straight from a component (not a saga step). Their answers go into the POS slice;
 * the order events refresh the rest, so they invalidate no cache tags.
 */
export const posCommandsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Moves items of one open order to another (both versions checked). */
    moveItems: build.mutation<
      { source: Order; target: Order },
      { rid: string; orderId: string; version: number; targetOrderId: string; targetVersion: number; itemIds: string[] }
    >({
      query: ({ rid, orderId, ...body }) => ({
        url: `/api/restaurants/${rid}/orders/${orderId}/move-items`,
        method: 'POST',
        body,
      }),
    }),
  }),
});

export const { useMoveItemsMutation } = posCommandsApi;
