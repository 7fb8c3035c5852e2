import { routes, type operations } from '@ros/shared-events';
import { api } from '../../../api/baseApi';
import { urlOf, type BodyOf, type ViewOf } from '../../../api/operation';
import type { List } from '../../../api/pages';
import type { WorkPlace } from '../../../api/sessionStorage';
import type { Invitation } from './onboarding.types';

type Op = typeof operations;

/** The first steps: a restaurant of one's own, or invitations to join others. */
export const onboardingApi = api.injectEndpoints({
  endpoints: (build) => ({
    listInvitations: build.query<Invitation[], void>({
      query: () => urlOf(routes.listMyInvitations, {}),
      transformResponse: (res: ViewOf<Op['listMyInvitations'], List<Invitation>>) => res.data,
      providesTags: ['Invitation'],
    }),
    /** Joins the restaurant; the answer lists the user's restaurants with it. */
    acceptInvitation: build.mutation<ViewOf<Op['acceptInvitation'], { workPlaces: WorkPlace[] }>, string>({
      query: (id) => ({ url: urlOf(routes.acceptInvitation, { id }), method: 'POST' }),
      invalidatesTags: ['Invitation', 'Me'],
    }),
    declineInvitation: build.mutation<unknown, string>({
      query: (id) => ({ url: urlOf(routes.declineInvitation, { id }), method: 'POST' }),
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
    createRestaurant: build.mutation<
      ViewOf<Op['createRestaurant'], { id: string; name: string }>,
      BodyOf<Op['createRestaurant']>
    >({
      query: (body) => ({ url: urlOf(routes.createRestaurant, {}), method: 'POST', body }),
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
