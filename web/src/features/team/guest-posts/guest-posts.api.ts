import { routes, type GuestPost, type GuestPostListQuery, type operations } from '@ros/shared-events';
import { api } from '../../../api/baseApi';
import { urlOf, type BodyOf, type ViewOf } from '../../../api/operation';

type Op = typeof operations;

/** Specials and events on the guest menu, live through `guest_post.*` (tag `GuestPost`). */
export const guestPostsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listGuestPosts: build.query<
      ViewOf<Op['listGuestPosts'], { data: GuestPost[]; total: number }>,
      { rid: string } & Partial<GuestPostListQuery>
    >({
      query: ({ rid, ...query }) => urlOf(routes.listGuestPosts, { restaurantId: rid }, query),
      providesTags: ['GuestPost'],
    }),
    saveGuestPost: build.mutation<
      ViewOf<Op['createGuestPost'], GuestPost>,
      { rid: string; id?: string; body: BodyOf<Op['createGuestPost']> }
    >({
      query: ({ rid, id, body }) =>
        id
          ? { url: urlOf(routes.updateGuestPost, { restaurantId: rid, guestPostId: id }), method: 'PATCH', body }
          : { url: urlOf(routes.createGuestPost, { restaurantId: rid }), method: 'POST', body },
      invalidatesTags: ['GuestPost'],
    }),
    deleteGuestPost: build.mutation<unknown, { rid: string; id: string }>({
      query: ({ rid, id }) => ({
        url: urlOf(routes.deleteGuestPost, { restaurantId: rid, guestPostId: id }),
        method: 'DELETE',
      }),
      invalidatesTags: ['GuestPost'],
    }),
  }),
});

export const { useListGuestPostsQuery, useSaveGuestPostMutation, useDeleteGuestPostMutation } = guestPostsApi;
