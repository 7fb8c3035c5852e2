import { useCallback } from 'react';
import { api } from '../../../api/baseApi';
import { isStaleVersion } from '../../../api/errors';
import { showToast, toastError } from '../../../app/toaster';
import { useAppDispatch } from '../../../app/store/hooks';
import { useCatalogueT } from '../../../app/i18n/catalogue';
import { useUpdateTableMutation } from './tables.api';
import type { DiningTable } from './tables.types';

/**
 * Saves a change to a table with the version it was read at. When someone else saved first
 * (409 stale_version) the floor reloads and a toast says so; the change is not retried.
 */
export function useTableSave(restaurantId: string) {
  const dispatch = useAppDispatch();
  const t = useCatalogueT();
  const [updateTable] = useUpdateTableMutation();
  return useCallback(
    async (table: DiningTable, change: Partial<DiningTable>): Promise<DiningTable | null> => {
      try {
        return await updateTable({
          rid: restaurantId,
          id: table.id,
          body: { ...change, version: table.version },
        }).unwrap();
      } catch (error) {
        if (isStaleVersion(error)) {
          void showToast({ message: t('tables.conflict', { name: table.name }), intent: 'warning', icon: 'refresh' });
          dispatch(api.util.invalidateTags(['Floor']));
        } else {
          void toastError(error);
        }
        return null;
      }
    },
    [dispatch, restaurantId, t, updateTable],
  );
}
