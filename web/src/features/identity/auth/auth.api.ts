import { routes, type operations } from '@ros/shared-events';
import { api } from '../../../api/baseApi';
import { urlOf, type BodyOf, type ViewOf } from '../../../api/operation';

type Op = typeof operations;

/** The account's own commands that are not the sign-in itself (that stays in `authApi.ts`). */
export const authCommandsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Ends every session of the account, this one too. */
    logoutEverywhere: build.mutation<unknown, void>({
      query: () => ({ url: urlOf(routes.logoutEverywhere, {}), method: 'POST' }),
    }),
    resendVerification: build.mutation<ViewOf<Op['resendVerification'], { sentTo: string }>, void>({
      query: () => ({ url: urlOf(routes.resendVerification, {}), method: 'POST' }),
      invalidatesTags: ['Me'],
    }),
    /** Confirms an address by the token of its confirmation email (signed in or not); a token works once. */
    verifyEmail: build.mutation<ViewOf<Op['verifyEmail'], { email: string; emailVerified: boolean }>, string>({
      query: (token) => ({
        url: urlOf(routes.verifyEmail, {}),
        method: 'POST',
        body: { token } satisfies BodyOf<Op['verifyEmail']>,
      }),
      invalidatesTags: ['Me'],
    }),
  }),
});

export const { useResendVerificationMutation, useLogoutEverywhereMutation, useVerifyEmailMutation } = authCommandsApi;
