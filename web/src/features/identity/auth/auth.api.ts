import { api } from '../../../api/baseApi';

/** The account's own commands that are not the sign-in itself (that stays in `authApi.ts`). */
export const authCommandsApi = api.injectEndpoints({
  endpoints: (build) => ({
    resendVerification: build.mutation<{ sentTo: string }, void>({ query: () => ({ url: '/api/auth/verify-email/resend', method: 'POST' }) }),
  }),
});

export const { useResendVerificationMutation } = authCommandsApi;
