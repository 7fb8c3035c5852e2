import { api } from '../../../api/baseApi';
import type { KdsSettings, Ticket } from './kds.types';

const base = (rid: string) => `/api/restaurants/${rid}`;
/** A ticket action: a POST with the step's own Idempotency-Key (a retry of the step reuses it). */
const post = (url: string, body: unknown, key: string) => ({ url, method: 'POST' as const, body, idempotencyKey: key });

/**
 * KDS endpoints: the board, and the ticket actions (each returns the ticket). The KDS saga runs them
 * (`request(kdsApi.endpoints.x.initiate(...))`) and keeps the board in its slice; live events
 * update it there, so they provide and invalidate no cache tags.
 */
export const kdsApi = api.injectEndpoints({
  endpoints: (build) => ({
    kdsBoard: build.query<{ settings: KdsSettings; tickets: Ticket[] }, { rid: string; stationId: string | null }>({
      query: ({ rid, stationId }) => `${base(rid)}/kds${stationId ? `?stationId=${stationId}` : ''}`,
    }),
    startTicket: build.mutation<Ticket, { rid: string; id: string; key: string }>({
      query: ({ rid, id, key }) => post(`${base(rid)}/tickets/${id}/start`, {}, key),
    }),
    readyTicket: build.mutation<Ticket, { rid: string; id: string; itemIds: string[] | undefined; key: string }>({
      query: ({ rid, id, itemIds, key }) => post(`${base(rid)}/tickets/${id}/ready`, itemIds ? { itemIds } : {}, key),
    }),
    bumpTicket: build.mutation<Ticket, { rid: string; id: string; key: string }>({
      query: ({ rid, id, key }) => post(`${base(rid)}/tickets/${id}/bump`, {}, key),
    }),
    recallTicket: build.mutation<Ticket, { rid: string; stationId: string; key: string }>({
      query: ({ rid, stationId, key }) => post(`${base(rid)}/kds/recall`, { stationId }, key),
    }),
  }),
});
