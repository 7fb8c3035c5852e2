import { routes, type AbilityRule, type operations } from '@ros/shared-events';
import { api } from '../../api/baseApi';
import { urlOf, type BodyOf, type ViewOf } from '../../api/operation';
import type { Me } from '../../features/identity/settings/settings.types';

export type { Me };

/** `GET /api/restaurants/:id/ability`: what I may do there. */
export interface AbilityResponse {
  ability: AbilityRule[];
  restaurant: { id: string; name: string };
}

type Op = typeof operations;

/**
 * The session's server data: `/api/me` (the one read of it: the shell, settings, onboarding and the
 * email notice all use `getMe`), my ability in a restaurant, and signing out.
 */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<ViewOf<Op['getMe'], Me>, void>({ query: () => urlOf(routes.getMe, {}), providesTags: ['Me'] }),
    getAbility: build.query<ViewOf<Op['getAbility'], AbilityResponse>, string>({
      query: (rid) => urlOf(routes.getAbility, { restaurantId: rid }),
    }),
    logout: build.mutation<unknown, BodyOf<Op['logout']>>({
      query: (body) => ({ url: urlOf(routes.logout, {}), method: 'POST', body }),
    }),
  }),
});

export const { useGetMeQuery, useLazyGetMeQuery } = sessionApi;
