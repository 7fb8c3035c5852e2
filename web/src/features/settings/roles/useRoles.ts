import { useCallback } from 'react';
import type { PermissionMap } from '@ros/shared-events';
import { apiRequest } from '../../../api/http';
import { useLiveEvents, useResync } from '../../activity/useLiveEvents';
import type { ListResponse, Role } from '../settingsTypes';
import { useApiResource } from '../useApiResource';

/** Events after which the role list (names, flags, employee counts) may have changed. */
const LIVE_TYPES = ['role.created', 'role.updated', 'role.deleted', 'member.invited', 'member.joined', 'member.removed', 'member.role_changed'];

export interface RolePatch {
  name?: string;
  icon?: string;
  remarks?: string | null;
  permissions?: PermissionMap;
  isDisabled?: boolean;
}

/** The restaurant's roles with the calls that change them; reloads when another screen changes them. */
export function useRoles(restaurantId: string | null) {
  const base = restaurantId ? `/api/restaurants/${restaurantId}/roles` : null;
  const { data, setData, error, loading, reload } = useApiResource<ListResponse<Role>>(base);

  useLiveEvents(restaurantId, LIVE_TYPES, reload);
  useResync(reload);

  const replace = useCallback(
    (role: Role) => setData((d) => (d ? { ...d, data: d.data.map((r) => (r.id === role.id ? role : r)) } : d)),
    [setData],
  );

  const create = useCallback(
    async (body: { name: string; icon: string; remarks?: string | null }) => {
      const role = await apiRequest<Role>('POST', base!, { ...body, permissions: {} });
      setData((d) => (d ? { ...d, data: [...d.data.filter((r) => r.id !== role.id), role] } : d));
      return role;
    },
    [base, setData],
  );

  const update = useCallback(
    async (roleId: string, patch: RolePatch) => {
      const role = await apiRequest<Role>('PATCH', `${base}/${roleId}`, patch);
      replace(role);
      return role;
    },
    [base, replace],
  );

  const remove = useCallback(
    async (roleId: string, transferTo: string | null) => {
      const query = transferTo ? `?transferTo=${encodeURIComponent(transferTo)}` : '';
      await apiRequest<unknown>('DELETE', `${base}/${roleId}${query}`);
      reload();
    },
    [base, reload],
  );

  return { roles: data?.data ?? null, error, loading, reload, create, update, remove };
}
