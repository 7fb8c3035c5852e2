import { apiRequest } from '../../../api/http';
import type { KdsSettings, Ticket } from './kds.types';

const base = (rid: string) => `/api/restaurants/${rid}`;
const post = (url: string, body: unknown, key: string) => apiRequest<Ticket>('POST', url, body, { headers: { 'Idempotency-Key': key } });

/** KDS endpoints: the board, and the ticket actions (each returns the ticket). */
export const kdsApi = {
  board: (rid: string, stationId: string | null) =>
    apiRequest<{ settings: KdsSettings; tickets: Ticket[] }>('GET', `${base(rid)}/kds${stationId ? `?stationId=${stationId}` : ''}`),
  start: (rid: string, id: string, key: string) => post(`${base(rid)}/tickets/${id}/start`, {}, key),
  ready: (rid: string, id: string, itemIds: string[] | undefined, key: string) => post(`${base(rid)}/tickets/${id}/ready`, itemIds ? { itemIds } : {}, key),
  bump: (rid: string, id: string, key: string) => post(`${base(rid)}/tickets/${id}/bump`, {}, key),
  recall: (rid: string, stationId: string, key: string) => post(`${base(rid)}/kds/recall`, { stationId }, key),
};
