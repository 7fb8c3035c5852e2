import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo } from 'react';
import { combinedStatus, statusOf } from '../../../api/loadStatus';
import { useAppSelector } from '../../../app/store/hooks';
import { selectCurrentRestaurantId } from '../../../app/session/sessionSlice';
import { useListSpacesQuery, useListTablesQuery } from './tables.api';
import type { DiningTable, Space } from './tables.types';

const NO_SPACES: Space[] = [];
const NO_TABLES: DiningTable[] = [];

/** The current restaurant's spaces (in their order) and tables, read on first use and kept live. */
export function useFloor() {
  const restaurantId = useAppSelector(selectCurrentRestaurantId);
  const spacesQuery = useListSpacesQuery(restaurantId ?? skipToken);
  const tablesQuery = useListTablesQuery(restaurantId ?? skipToken);
  const list = spacesQuery.data ?? NO_SPACES;
  const spaces = useMemo(
    () => [...list].sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name)),
    [list],
  );
  return {
    restaurantId: restaurantId ?? '',
    status: combinedStatus(statusOf(spacesQuery), statusOf(tablesQuery)),
    spaces,
    tables: tablesQuery.data ?? NO_TABLES,
  };
}
