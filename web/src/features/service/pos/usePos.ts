import { useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/store/hooks';
import { useCatalogue } from '../../menu/menu';
import { selectCurrentRestaurantId } from '../../../app/session/sessionSlice';
import { useFloor } from '../tables';
import { posLoadRequested, selectOpenOrders, selectOrdersState } from './ordersSlice';
import './posSaga';

/** Everything the POS reads: catalogue (live 86), floor (live statuses) and open orders (live). */
export function usePos() {
  const dispatch = useAppDispatch();
  const restaurantId = useAppSelector(selectCurrentRestaurantId) ?? '';
  const catalogue = useCatalogue();
  const floor = useFloor();
  const state = useAppSelector(selectOrdersState);
  const orders = useAppSelector(selectOpenOrders);
  useEffect(() => {
    if (restaurantId) dispatch(posLoadRequested({ restaurantId }));
  }, [dispatch, restaurantId]);
  const orderByTable = useMemo(() => {
    const map = new Map<string, string>();
    for (const o of orders) if (o.table && !map.has(o.table.id)) map.set(o.table.id, o.id);
    return map;
  }, [orders]);
  return { restaurantId, catalogue, floor, state, orders, orderByTable };
}
