import { useCallback, useState } from 'react';
import type { EventEnvelope } from '@ros/shared-events';
import { apiRequest } from '../../../api/http';
import { useLiveEvents, useResync } from '../../activity/useLiveEvents';
import { toFailure, type FormFailure } from '../apiErrors';
import type { Restaurant } from '../settingsTypes';
import { useApiResource } from '../useApiResource';

const LIVE_TYPES = ['restaurant.updated', 'restaurant.opened', 'restaurant.closed'] as const;

/** Applies a live restaurant event (from another screen) to the loaded restaurant. */
function applyEvent(r: Restaurant, e: EventEnvelope): Restaurant {
  if (e.type === 'restaurant.opened') return { ...r, isActive: true };
  if (e.type === 'restaurant.closed') return { ...r, isActive: false };
  const changes = (e.payload as { changes?: Partial<Restaurant> } | null)?.changes;
  return changes ? { ...r, ...changes } : r;
}

/** The restaurant of the settings page: load, save a patch, follow live changes. */
export function useRestaurantSettings(restaurantId: string | null, fallbackError: string) {
  const url = restaurantId ? `/api/restaurants/${restaurantId}` : null;
  const { data, setData, error, loading, reload } = useApiResource<Restaurant>(url);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<FormFailure | null>(null);

  useLiveEvents(restaurantId, LIVE_TYPES, (e) => setData((r) => (r ? applyEvent(r, e) : r)));
  useResync(reload);

  /** PATCHes the changed fields; resolves true when saved. */
  const save = useCallback(
    async (patch: Partial<Restaurant>): Promise<boolean> => {
      if (!url) return false;
      setSaving(true);
      setFailure(null);
      try {
        const updated = await apiRequest<Restaurant>('PATCH', url, patch);
        setData(updated);
        return true;
      } catch (err) {
        setFailure(toFailure(err, fallbackError));
        return false;
      } finally {
        setSaving(false);
      }
    },
    [url, setData, fallbackError],
  );

  return { restaurant: data, setRestaurant: setData, error, loading, saving, failure, save, reload };
}
