import { api } from '../../../api/baseApi';

/** The account's own commands that are not the sign-in itself (that stays in `authApi.ts`). */
export const authCommandsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Ends every session of the account, this one too. */
    logoutEverywhere: build.mutation<unknown, void>({
      query: () => ({ url: '/api/auth/logout-everywhere', method: 'POST' }),
    }),
    resendVerification: build.mutation<{ sentTo: string }, void>({
      query: () => ({ url: '/api/auth/verify-email/resend', method: 'POST' }),
      invalidatesTags: ['Me'],
    }),
  }),
});

export const { useResendVerificationMutation, useLogoutEverywhereMutation } = authCommandsApi;
