import { skipToken } from '@reduxjs/toolkit/query/react';
import { useGetRestaurantQuery } from '../../identity/settings';
import { resolveZone } from '../../../components/dates';

/**
 * The time zone of restaurant `rid` (its `timeZone` setting; the browser's when it has none or it
 * cannot be read), or null while it loads. The calendar's days and hours are that zone's.
 */
export function useRestaurantZone(rid: string | null): string | null {
  // This restaurant's answer only (not the previous restaurant's while switching).
  const { currentData, isError } = useGetRestaurantQuery(rid ?? skipToken);
  if (currentData) return resolveZone(currentData.timeZone);
  return isError ? resolveZone(null) : null;
}
