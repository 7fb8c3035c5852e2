import { useEffect, useState } from 'react';
import { apiRequest } from '../../api/http';
import { resolveZone } from './dates';

/**
 * The time zone of restaurant `rid` (its `timeZone` setting; the browser's when it has none or it
 * cannot be read), or null while it loads. The calendar's days and hours are that zone's.
 */
export function useRestaurantZone(rid: string | null): string | null {
  const [zone, setZone] = useState<{ rid: string; tz: string } | null>(null);
  useEffect(() => {
    if (!rid) return;
    let live = true;
    apiRequest<{ timeZone: string | null }>('GET', `/api/restaurants/${rid}`).then(
      (r) => live && setZone({ rid, tz: resolveZone(r.timeZone) }),
      () => live && setZone({ rid, tz: resolveZone(null) }),
    );
    return () => {
      live = false;
    };
  }, [rid]);
  return zone && zone.rid === rid ? zone.tz : null;
}
