import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback } from 'react';
import type { ServerListQuery } from '../../../components/list/useServerList';
import {
  useInviteMembersMutation,
  useListMembersQuery,
  useRemoveMemberMutation,
  useUpdateMemberMutation,
} from './staff.api';
import type { MemberPatch } from './staff.types';

/** One page of the staff list and the calls that change members; live member and role events refetch it. */
export function useStaff(restaurantId: string | null, query: ServerListQuery & { departmentId?: string }) {
  const { data, error, isLoading } = useListMembersQuery(restaurantId ? { rid: restaurantId, query } : skipToken);
  const [inviteMembers] = useInviteMembersMutation();
  const [updateMember] = useUpdateMemberMutation();
  const [removeMember] = useRemoveMemberMutation();
  const rid = restaurantId ?? '';

  const invite = useCallback(
    (invites: { email: string; roleId: string }[]) => inviteMembers({ rid, invites }).unwrap(),
    [inviteMembers, rid],
  );
  const update = useCallback(
    (memberId: string, patch: MemberPatch) => updateMember({ rid, memberId, patch }).unwrap(),
    [updateMember, rid],
  );
  const remove = useCallback(
    async (memberId: string) => {
      await removeMember({ rid, memberId }).unwrap();
    },
    [removeMember, rid],
  );

  return {
    members: data?.data ?? null,
    total: data?.total ?? data?.data.length ?? 0,
    error,
    loading: isLoading,
    invite,
    update,
    remove,
  };
}
