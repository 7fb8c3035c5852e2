import { api } from '../../../api/baseApi';
import { fetchAllPages, queryString, type Page } from '../../../api/pages';
import type { ServerListQuery } from '../../../components/list/useServerList';
import type { Member, MemberPatch } from './staff.types';

const membersUrl = (rid: string) => `/api/restaurants/${rid}/members`;

/** A members list request: the restaurant, and the list query (search, sort, page). */
export interface MembersArgs {
  rid: string;
  query: Partial<ServerListQuery> & { departmentId?: string };
}

/** The restaurant's staff (members and invitations). */
export const staffApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMembers: build.query<Page<Member>, MembersArgs>({
      query: ({ rid, query }) => `${membersUrl(rid)}?${queryString(query)}`,
      providesTags: ['Member'],
    }),
    inviteMembers: build.mutation<Member[], { rid: string; invites: { email: string; roleId: string }[] }>({
      query: ({ rid, invites }) => ({ url: `${membersUrl(rid)}/invitations`, method: 'POST', body: { invites } }),
      transformResponse: (res: Page<Member>) => res.data,
      invalidatesTags: ['Member', 'Role'],
    }),
    updateMember: build.mutation<Member, { rid: string; memberId: string; patch: MemberPatch }>({
      query: ({ rid, memberId, patch }) => ({ url: `${membersUrl(rid)}/${memberId}`, method: 'PATCH', body: patch }),
      invalidatesTags: ['Member', 'Role'],
    }),
    removeMember: build.mutation<unknown, { rid: string; memberId: string }>({
      query: ({ rid, memberId }) => ({ url: `${membersUrl(rid)}/${memberId}`, method: 'DELETE' }),
      invalidatesTags: ['Member', 'Role'],
    }),
  }),
});

/** Every member matching a list query (search and sort), page by page: what the CSV export writes. */
export const fetchAllMembers = (rid: string, query: Partial<ServerListQuery>) =>
  fetchAllPages<Member>(`${membersUrl(rid)}?${queryString({ q: query.q, sort: query.sort, sortColumn: query.sortColumn })}`);

export const { useListMembersQuery, useInviteMembersMutation, useUpdateMemberMutation, useRemoveMemberMutation } = staffApi;
