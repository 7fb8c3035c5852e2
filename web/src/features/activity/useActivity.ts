import { isHidden, type DeliveredEvent, type EventEnvelope } from '@ros/shared-events';
import { useMemo } from 'react';
import type { ListResponse } from '../settings/settingsTypes';
import { useApiResource } from '../settings/useApiResource';
import { useLiveEventList, useResync } from './useLiveEvents';

/** Filters and page of the activity log. */
export interface ActivityQuery {
  type: string;
  actorId: string;
  page: number;
  perPage: number;
}

const visible = (e: DeliveredEvent): e is EventEnvelope => !isHidden(e);

/**
 * One page of the restaurant's event log, newest first; on the first page, events that arrive
 * live (and match the filters) are put on top.
 */
export function useActivity(restaurantId: string | null, query: ActivityQuery) {
  const params = new URLSearchParams({ page: String(query.page), perPage: String(query.perPage) });
  if (query.type) params.set('type', query.type);
  if (query.actorId) params.set('actorId', query.actorId);
  const url = restaurantId ? `/api/restaurants/${restaurantId}/events?${params}` : null;
  const { data, error, loading, reload } = useApiResource<ListResponse<DeliveredEvent>>(url);
  const live = useLiveEventList(restaurantId);
  useResync(reload);

  const loaded = useMemo(() => (data?.data ?? []).filter(visible), [data]);
  const fresh = useMemo(() => {
    if (query.page !== 1 || !data) return [];
    const newest = Math.max(0, ...data.data.map((e) => e.seq));
    return live.filter(
      (e) => e.seq > newest && (!query.type || e.type === query.type) && (!query.actorId || e.actor?.userId === query.actorId),
    );
  }, [live, data, query.page, query.type, query.actorId]);

  return {
    events: data ? [...fresh, ...loaded] : null,
    total: (data?.total ?? loaded.length) + fresh.length,
    error,
    loading,
    reload,
  };
}
