import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectCurrentRestaurantId } from '../session/sessionSlice';
import './catalogueSaga';
import { catalogueLoadRequested, selectCatalogue } from './catalogueSlice';

/** The current restaurant's catalogue, loaded on first use and kept live. */
export function useCatalogue() {
  const dispatch = useAppDispatch();
  const restaurantId = useAppSelector(selectCurrentRestaurantId);
  const catalogue = useAppSelector(selectCatalogue);
  useEffect(() => {
    if (restaurantId) dispatch(catalogueLoadRequested({ restaurantId, quiet: true }));
  }, [dispatch, restaurantId]);
  return { ...catalogue, restaurantId: restaurantId ?? '' };
}
