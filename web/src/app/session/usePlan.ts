import { skipToken } from '@reduxjs/toolkit/query/react';
import { planAllows, type Plan, type PremiumFeature } from '@ros/shared-events';
import { useAppSelector } from '../store/hooks';
import { useGetRestaurantQuery } from '../../features/identity/settings/settings.api';
import { selectCurrentRestaurantId } from './sessionSlice';

/**
 * Whether the current restaurant's plan has `feature`: undefined until the restaurant is read, so a
 * screen asks for Premium data only once it knows the answer (Basic would answer 402).
 */
export function usePlanAllows(feature: PremiumFeature): boolean | undefined {
  const rid = useAppSelector(selectCurrentRestaurantId);
  const { data, isError } = useGetRestaurantQuery(rid ?? skipToken);
  if (isError) return true; // the page's own request then says what is wrong
  return data ? planAllows(data.plan as Plan, feature) : undefined;
}
