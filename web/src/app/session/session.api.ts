import type { AbilityRule } from '@ros/shared-events';
import { api } from '../../api/baseApi';
import type { Me } from '../../features/identity/settings/settings.types';

export type { Me };

/** `GET /api/restaurants/:id/ability`: what I may do there. */
export interface AbilityResponse {
  ability: AbilityRule[];
  restaurant: { id: string; name: string };
}

/**
 * The session's server data: `/api/me` (the one read of it: the shell, settings, onboarding and the
 * email notice all use `getMe`), my ability in a restaurant, and signing out.
 */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<Me, void>({ query: () => '/api/me', providesTags: ['Me'] }),
    getAbility: build.query<AbilityResponse, string>({ query: (rid) => `/api/restaurants/${rid}/ability` }),
    logout: build.mutation<unknown, { refreshToken: string }>({
      query: (body) => ({ url: '/api/auth/logout', method: 'POST', body }),
    }),
  }),
});

export const { useGetMeQuery, useLazyGetMeQuery } = sessionApi;
