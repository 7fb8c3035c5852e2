import { routes, type MemberProfile, type operations } from '@ros/shared-events';
import { api } from '../../../api/baseApi';
import { urlOf, type ViewOf } from '../../../api/operation';

type Op = typeof operations;

/** Profile cards (`me` for your own); refetched when members or your account change. */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMemberProfile: build.query<ViewOf<Op['getMemberProfile'], MemberProfile>, { rid: string; memberId: string }>({
      query: ({ rid, memberId }) => urlOf(routes.getMemberProfile, { restaurantId: rid, member: memberId }),
      providesTags: ['Member', 'Me'],
    }),
  }),
});

export const { useGetMemberProfileQuery } = profileApi;
