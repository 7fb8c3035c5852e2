import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback } from 'react';
import {
  useCreateRoleMutation,
  useDeleteRoleMutation,
  useListRolesQuery,
  useUpdateRoleMutation,
} from '../settings.api';
import type { RolePatch } from '../settings.types';

/** The restaurant's roles with the calls that change them; live role and member events refetch them. */
export function useRoles(restaurantId: string | null) {
  const { data, error, isLoading } = useListRolesQuery(restaurantId ?? skipToken);
  const [createRole] = useCreateRoleMutation();
  const [updateRole] = useUpdateRoleMutation();
  const [deleteRole] = useDeleteRoleMutation();
  const rid = restaurantId ?? '';

  const create = useCallback(
    (body: { name: string; icon: string; remarks?: string | null }) => createRole({ rid, body }).unwrap(),
    [createRole, rid],
  );
  const update = useCallback(
    (roleId: string, patch: RolePatch) => updateRole({ rid, roleId, patch }).unwrap(),
    [updateRole, rid],
  );
  const remove = useCallback(
    async (roleId: string, transferTo: string | null) => {
      await deleteRole({ rid, roleId, transferTo }).unwrap();
    },
    [deleteRole, rid],
  );

  return { roles: data ?? null, error, loading: isLoading, create, update, remove };
}
