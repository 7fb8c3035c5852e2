import { routes, type operations } from '@ros/shared-events';
import { api } from '../../../api/baseApi';
import { urlOf, type BodyOf, type ViewOf } from '../../../api/operation';
import type { Order } from './pos.types';

type Op = typeof operations;

/**
 * POS commands run straight from a component (not a saga step). Their answers go into the POS slice;
 * the order events refresh the rest, so they invalidate no cache tags.
 */
export const posCommandsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Moves items of one open order to another (both versions checked). */
    moveItems: build.mutation<
      ViewOf<Op['moveItems'], { source: Order; target: Order }>,
      { rid: string; orderId: string; version: number; targetOrderId: string; targetVersion: number; itemIds: string[] }
    >({
      query: ({ rid, orderId, ...body }) => ({
        url: urlOf(routes.moveItems, { restaurantId: rid, orderId }),
        method: 'POST',
        body: body satisfies BodyOf<Op['moveItems']>,
      }),
    }),
  }),
});

export const { useMoveItemsMutation } = posCommandsApi;
