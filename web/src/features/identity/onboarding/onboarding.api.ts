import { api } from '../../../api/baseApi';
import type { List } from '../../../api/pages';
import type { WorkPlace } from '../../../api/sessionStorage';
import type { Invitation } from './onboarding.types';

/** The first steps: a restaurant of one's own, or invitations to join others. */
export const onboardingApi = api.injectEndpoints({
  endpoints: (build) => ({
    listInvitations: build.query<Invitation[], void>({
      query: () => '/api/invitations',
      transformResponse: (res: List<Invitation>) => res.data,
      providesTags: ['Invitation'],
    }),
    /** Joins the restaurant; the answer lists the user's restaurants with it. */
    acceptInvitation: build.mutation<{ workPlaces: WorkPlace[] }, string>({
      query: (id) => ({ url: `/api/invitations/${id}/accept`, method: 'POST' }),
      invalidatesTags: ['Invitation', 'Me'],
    }),
    declineInvitation: build.mutation<unknown, string>({
      query: (id) => ({ url: `/api/invitations/${id}/decline`, method: 'POST' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }): Promise<void> {
        if (
          await queryFulfilled.then(
            () => true,
            () => false,
          )
        ) {
          dispatch(
            onboardingApi.util.updateQueryData('listInvitations', undefined, (list) => list.filter((i) => i.id !== id)),
          );
        }
      },
    }),
    /** A restaurant with its setup: time zone, currency, tax, service charge, opening hours. */
    createRestaurant: build.mutation<{ id: string; name: string }, Record<string, unknown> & { name: string }>({
      query: (body) => ({ url: '/api/restaurants', method: 'POST', body }),
      invalidatesTags: ['Me'],
    }),
  }),
});

export const {
  useListInvitationsQuery,
  useAcceptInvitationMutation,
  useDeclineInvitationMutation,
  useCreateRestaurantMutation,
} = onboardingApi;
