import { isHidden, type DomainEvent } from '@ros/shared-events';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo } from 'react';
import { useListEventsQuery } from './activity.api';
import type { ActivityQuery } from './activity.types';

/** One page of the restaurant's event log, newest first; live events join the first page on top. */
export function useActivity(restaurantId: string | null, query: ActivityQuery) {
  const { data, error, isLoading } = useListEventsQuery(restaurantId ? { rid: restaurantId, query } : skipToken);
  const events = useMemo(() => (data ? data.data.filter((e): e is DomainEvent => !isHidden(e)) : null), [data]);
  return { events, total: data?.total ?? 0, capped: data?.capped ?? false, error, loading: isLoading };
}
