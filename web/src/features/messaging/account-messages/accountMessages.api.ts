import { routes, type AccountMessageList, type operations } from '@ros/shared-events';
import { api } from '../../../api/baseApi';
import { urlOf, type ViewOf } from '../../../api/operation';

type Op = typeof operations;

/** The signed-in person's own account messages (their links while no mail provider is configured). */
export const accountMessagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMyMessages: build.query<ViewOf<Op['listMyMessages'], AccountMessageList>, void>({
      query: () => urlOf(routes.listMyMessages, {}),
      // A new link (resend, a change of email) changes the account (`Me`), and so these.
      providesTags: ['Me'],
    }),
  }),
});

export const { useListMyMessagesQuery } = accountMessagesApi;
