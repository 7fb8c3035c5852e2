import { useCallback } from 'react';
import { showToast, toastError } from '../../app/toaster';
import { useAppDispatch } from '../../store/hooks';
import { useCatalogueT } from '../menu/i18n';
import { ApiError } from '../../api/http';
import { floorActions, floorLoadRequested } from './floorSlice';
import { tablesApi } from './tables.api';
import type { DiningTable } from './tables.types';

/**
 * Saves a change to a table with the version it was read at. When someone else saved first
 * (409 stale_version) the floor reloads and a toast says so; the change is not retried.
 */
export function useTableSave(restaurantId: string) {
  const dispatch = useAppDispatch();
  const t = useCatalogueT();
  return useCallback(
    async (table: DiningTable, change: Partial<DiningTable>): Promise<DiningTable | null> => {
      try {
        const saved = await tablesApi.updateTable(restaurantId, table.id, { ...change, version: table.version });
        dispatch(floorActions.tableSaved(saved));
        return saved;
      } catch (error) {
        if (error instanceof ApiError && error.status === 409 && error.code === 'stale_version') {
          void showToast({ message: t('tables.conflict', { name: table.name }), intent: 'warning', icon: 'refresh' });
          dispatch(floorLoadRequested({ restaurantId, quiet: true }));
        } else {
          void toastError(error);
        }
        return null;
      }
    },
    [dispatch, restaurantId, t],
  );
}
