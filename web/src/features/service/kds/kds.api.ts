import { routes, type operations } from '@ros/shared-events';
import { api } from '../../../api/baseApi';
import { urlOf, type BodyOf, type ViewOf } from '../../../api/operation';
import type { KdsSettings, Ticket } from './kds.types';

type Op = typeof operations;
/** A ticket action: a POST with the step's own Idempotency-Key (a retry of the step reuses it). */
const post = (url: string, body: unknown, key: string) => ({ url, method: 'POST' as const, body, idempotencyKey: key });

/**
 * KDS endpoints: the board, and the ticket actions (each returns the ticket). The KDS saga runs them
 * (`request(kdsApi.endpoints.x.initiate(...))`) and keeps the board in its slice; live events
 * update it there, so they provide and invalidate no cache tags.
 */
export const kdsApi = api.injectEndpoints({
  endpoints: (build) => ({
    kdsBoard: build.query<
      ViewOf<Op['kdsBoard'], { settings: KdsSettings; tickets: Ticket[] }>,
      { rid: string; stationId: string | null }
    >({
      query: ({ rid, stationId }) => urlOf(routes.kdsBoard, { restaurantId: rid }, { stationId }),
    }),
    startTicket: build.mutation<ViewOf<Op['startTicket'], Ticket>, { rid: string; id: string; key: string }>({
      query: ({ rid, id, key }) => post(urlOf(routes.startTicket, { restaurantId: rid, ticketId: id }), {}, key),
    }),
    readyTicket: build.mutation<
      ViewOf<Op['readyTicket'], Ticket>,
      { rid: string; id: string; itemIds: string[] | undefined; key: string }
    >({
      query: ({ rid, id, itemIds, key }) =>
        post(
          urlOf(routes.readyTicket, { restaurantId: rid, ticketId: id }),
          (itemIds ? { itemIds } : {}) satisfies BodyOf<Op['readyTicket']>,
          key,
        ),
    }),
    bumpTicket: build.mutation<ViewOf<Op['bumpTicket'], Ticket>, { rid: string; id: string; key: string }>({
      query: ({ rid, id, key }) => post(urlOf(routes.bumpTicket, { restaurantId: rid, ticketId: id }), {}, key),
    }),
    recallTicket: build.mutation<ViewOf<Op['recallLast'], Ticket>, { rid: string; stationId: string; key: string }>({
      query: ({ rid, stationId, key }) =>
        post(urlOf(routes.recallLast, { restaurantId: rid }), { stationId } satisfies BodyOf<Op['recallLast']>, key),
    }),
  }),
});
