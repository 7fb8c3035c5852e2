import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useState } from 'react';
import { toFailure, type FormFailure } from '../../../../api/errors';
import { useGetRestaurantQuery, useUpdateRestaurantMutation } from '../settings.api';
import type { RestaurantPatch } from '../settings.types';

/** The restaurant of the settings pages: load, save a patch; live changes from other screens patch the cache. */
export function useRestaurantSettings(restaurantId: string | null, fallbackError: string) {
  const { data, error, isLoading } = useGetRestaurantQuery(restaurantId ?? skipToken);
  const [update, { isLoading: saving }] = useUpdateRestaurantMutation();
  const [failure, setFailure] = useState<FormFailure | null>(null);

  /** PATCHes the changed fields (shown at once, taken back when refused); resolves true when saved. */
  const save = useCallback(
    async (patch: RestaurantPatch): Promise<boolean> => {
      if (!restaurantId) return false;
      setFailure(null);
      try {
        await update({ rid: restaurantId, patch }).unwrap();
        return true;
      } catch (err) {
        setFailure(toFailure(err, fallbackError));
        return false;
      }
    },
    [restaurantId, update, fallbackError],
  );

  return { restaurant: data ?? null, error, loading: isLoading, saving, failure, save };
}
