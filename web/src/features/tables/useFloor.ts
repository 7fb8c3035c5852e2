import { useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectCurrentRestaurantId } from '../session/sessionSlice';
import './floorSaga';
import { floorLoadRequested, selectFloor } from './floorSlice';

/** The current restaurant's spaces and tables, loaded on first use and kept live. */
export function useFloor() {
  const dispatch = useAppDispatch();
  const restaurantId = useAppSelector(selectCurrentRestaurantId);
  const floor = useAppSelector(selectFloor);
  useEffect(() => {
    if (restaurantId) dispatch(floorLoadRequested({ restaurantId, quiet: true }));
  }, [dispatch, restaurantId]);
  const spaces = useMemo(() => [...floor.spaces].sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name)), [floor.spaces]);
  return { ...floor, spaces, restaurantId: restaurantId ?? '' };
}
