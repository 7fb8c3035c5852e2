import { routes, type operations } from '@ros/shared-events';
import { api } from '../../../api/baseApi';
import { urlOf, type ViewOf } from '../../../api/operation';

/** The account's own commands that are not the sign-in itself (that stays in `authApi.ts`). */
export const authCommandsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Ends every session of the account, this one too. */
    logoutEverywhere: build.mutation<unknown, void>({
      query: () => ({ url: urlOf(routes.logoutEverywhere, {}), method: 'POST' }),
    }),
    resendVerification: build.mutation<ViewOf<typeof operations.resendVerification, { sentTo: string }>, void>({
      query: () => ({ url: urlOf(routes.resendVerification, {}), method: 'POST' }),
      invalidatesTags: ['Me'],
    }),
  }),
});

export const { useResendVerificationMutation, useLogoutEverywhereMutation } = authCommandsApi;
