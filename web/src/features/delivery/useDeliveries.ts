import { useCallback, useEffect, useState } from 'react';
import { useAppSelector } from '../../store/hooks';
import { selectCurrentRestaurantId } from '../session/sessionSlice';
import { useLiveReload } from '../reservations/useLiveReload';

/** Loads with `load(restaurantId)`, reloading when a live event of `prefixes` arrives. */
export function useLiveResource<T>(load: (rid: string) => Promise<T>, prefixes: readonly string[]) {
  const rid = useAppSelector(selectCurrentRestaurantId);
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<unknown>(null);
  const reload = useCallback(() => {
    if (!rid) return;
    load(rid).then(
      (d) => {
        setData(d);
        setError(null);
      },
      (e: unknown) => setError(e),
    );
    // `load` is a stable module-level function per call site.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rid]);
  useEffect(reload, [reload]);
  useLiveReload(prefixes, reload);
  return { rid, data, error, reload };
}
