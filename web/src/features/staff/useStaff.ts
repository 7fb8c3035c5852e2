import { useCallback } from 'react';
import { apiRequest } from '../../api/http';
import { useLiveEvents, useResync } from '../activity/useLiveEvents';
import type { ListResponse } from '../settings/settingsTypes';
import { useApiResource } from '../settings/useApiResource';
import type { Member, MemberPatch, StaffQuery } from './staffTypes';

const LIVE_TYPES = ['member.invited', 'member.joined', 'member.removed', 'member.status_changed', 'member.role_changed', 'role.updated', 'role.deleted'];

export const membersQueryString = (q: Partial<StaffQuery>) =>
  new URLSearchParams(Object.entries(q).filter(([, v]) => v !== '' && v !== undefined).map(([k, v]) => [k, String(v)])).toString();

/** One page of the staff list and the calls that change members; follows live member events. */
export function useStaff(restaurantId: string | null, query: StaffQuery) {
  const base = restaurantId ? `/api/restaurants/${restaurantId}/members` : null;
  const { data, error, loading, reload } = useApiResource<ListResponse<Member>>(base ? `${base}?${membersQueryString(query)}` : null);

  useLiveEvents(restaurantId, LIVE_TYPES, reload);
  useResync(reload);

  const invite = useCallback(
    async (invites: { email: string; roleId: string }[]) => {
      const res = await apiRequest<ListResponse<Member>>('POST', `${base}/invitations`, { invites });
      reload();
      return res.data;
    },
    [base, reload],
  );

  const update = useCallback(
    async (memberId: string, patch: MemberPatch) => {
      const member = await apiRequest<Member>('PATCH', `${base}/${memberId}`, patch);
      reload();
      return member;
    },
    [base, reload],
  );

  const remove = useCallback(
    async (memberId: string) => {
      await apiRequest<unknown>('DELETE', `${base}/${memberId}`);
      reload();
    },
    [base, reload],
  );

  return { members: data?.data ?? null, total: data?.total ?? data?.data.length ?? 0, error, loading, reload, invite, update, remove };
}
