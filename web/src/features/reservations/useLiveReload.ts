import { useEffect, useRef } from 'react';
import { useAppSelector } from '../../store/hooks';
import { injectedLiveEvents, selectLiveEvents, selectResyncCount } from '../activity/liveEventsSlice';

// Imported for its side effect: the live events slice is in the store while these pages are open.
void injectedLiveEvents;

/**
 * Calls `reload` when a live event whose type starts with one of `prefixes` arrives (or after a
 * resync), so a page's list follows what happens on other terminals without a page reload.
 */
export function useLiveReload(prefixes: readonly string[], reload: () => void): void {
  const events = useAppSelector(selectLiveEvents);
  const resyncs = useAppSelector(selectResyncCount);
  const newest = events.find((e) => prefixes.some((p) => e.type.startsWith(p)))?.id ?? null;
  const reloadRef = useRef(reload);
  reloadRef.current = reload;
  const seen = useRef<{ newest: string | null; resyncs: number } | null>(null);
  useEffect(() => {
    if (seen.current === null) {
      seen.current = { newest, resyncs };
      return;
    }
    if (seen.current.newest === newest && seen.current.resyncs === resyncs) return;
    seen.current = { newest, resyncs };
    reloadRef.current();
  }, [newest, resyncs]);
}
