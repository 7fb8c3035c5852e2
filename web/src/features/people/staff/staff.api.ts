import { routes, type operations } from '@ros/shared-events';
import { api } from '../../../api/baseApi';
import { urlOf, type BodyOf, type ViewOf } from '../../../api/operation';
import { fetchAllPages, type List, type Page } from '../../../api/pages';
import type { ServerListQuery } from '../../../components/list/useServerList';
import type { Member, MemberPatch } from './staff.types';

type Op = typeof operations;

/** A members list request: the restaurant, and the list query (search, sort, page). */
export interface MembersArgs {
  rid: string;
  query: Partial<ServerListQuery> & { departmentId?: string };
}

/** The restaurant's staff (members and invitations). */
export const staffApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMembers: build.query<ViewOf<Op['listMembers'], Page<Member>>, MembersArgs>({
      query: ({ rid, query }) => urlOf(routes.listMembers, { restaurantId: rid }, query),
      providesTags: ['Member'],
    }),
    inviteMembers: build.mutation<Member[], { rid: string } & BodyOf<Op['inviteMembers']>>({
      query: ({ rid, invites }) => ({
        url: urlOf(routes.inviteMembers, { restaurantId: rid }),
        method: 'POST',
        body: { invites } satisfies BodyOf<Op['inviteMembers']>,
      }),
      transformResponse: (res: ViewOf<Op['inviteMembers'], List<Member>>) => res.data,
      invalidatesTags: ['Member', 'Role'],
    }),
    updateMember: build.mutation<
      ViewOf<Op['updateMember'], Member>,
      { rid: string; memberId: string; patch: MemberPatch }
    >({
      query: ({ rid, memberId, patch }) => ({
        url: urlOf(routes.updateMember, { restaurantId: rid, memberId }),
        method: 'PATCH',
        body: patch,
      }),
      invalidatesTags: ['Member', 'Role'],
    }),
    removeMember: build.mutation<unknown, { rid: string; memberId: string }>({
      query: ({ rid, memberId }) => ({
        url: urlOf(routes.removeMember, { restaurantId: rid, memberId }),
        method: 'DELETE',
      }),
      invalidatesTags: ['Member', 'Role'],
    }),
  }),
});

/** Every member matching a list query (search and sort), page by page: what the CSV export writes. */
export const fetchAllMembers = (rid: string, query: Partial<ServerListQuery>) =>
  fetchAllPages<Member>(
    urlOf(routes.listMembers, { restaurantId: rid }, { q: query.q, sort: query.sort, sortColumn: query.sortColumn }),
  );

export const { useListMembersQuery, useInviteMembersMutation, useUpdateMemberMutation, useRemoveMemberMutation } =
  staffApi;
