import { useEffect, useMemo, useRef } from 'react';
import type { EventEnvelope } from '@ros/shared-events';
import { useAppSelector } from '../../store/hooks';
import { selectLiveEvents, selectResyncCount } from './liveEventsSlice';

const EMPTY: EventEnvelope[] = [];

/** Live events of one restaurant, newest first (empty until the slice has seen any). */
export function useLiveEventList(restaurantId: string | null): EventEnvelope[] {
  const events = useAppSelector(selectLiveEvents);
  return useMemo(() => (restaurantId ? events.filter((e) => e.restaurantId === restaurantId) : EMPTY), [events, restaurantId]);
}

/**
 * Calls `onEvent` once for every live event of the restaurant whose type is in `types`, in the
 * order they arrived, starting after the component mounted.
 */
export function useLiveEvents(restaurantId: string | null, types: readonly string[] | null, onEvent: (e: EventEnvelope) => void) {
  const events = useAppSelector(selectLiveEvents);
  const seenId = useRef<string | null | undefined>(undefined);
  const handler = useRef(onEvent);
  const typeKey = types ? types.join('|') : '*';

  useEffect(() => {
    handler.current = onEvent;
  });

  useEffect(() => {
    if (seenId.current === undefined) {
      seenId.current = events[0]?.id ?? null;
      return;
    }
    const fresh: EventEnvelope[] = [];
    for (const e of events) {
      if (e.id === seenId.current) break;
      fresh.push(e);
    }
    seenId.current = events[0]?.id ?? null;
    const wanted = typeKey === '*' ? null : new Set(typeKey.split('|'));
    for (const e of fresh.reverse()) {
      if (e.restaurantId === restaurantId && (!wanted || wanted.has(e.type))) handler.current(e);
    }
  }, [events, restaurantId, typeKey]);
}

/** Calls `onResync` when the realtime layer says snapshots must be reloaded. */
export function useResync(onResync: () => void) {
  const count = useAppSelector(selectResyncCount);
  const first = useRef(count);
  const handler = useRef(onResync);
  useEffect(() => {
    handler.current = onResync;
  });
  useEffect(() => {
    if (count !== first.current) handler.current();
  }, [count]);
}
