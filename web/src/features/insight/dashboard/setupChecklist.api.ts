import { routes, type operations } from '@ros/shared-events';
import { api } from '../../../api/baseApi';
import { urlOf, type ReplyOf } from '../../../api/operation';

/** The dashboard's setup checklist; refetched when the restaurant, menu, floor, printers or staff change. */
export const setupChecklistApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSetupChecklist: build.query<ReplyOf<typeof operations.setupChecklist>, string>({
      query: (rid) => urlOf(routes.setupChecklist, { restaurantId: rid }),
      providesTags: ['Restaurant', 'Catalogue', 'Floor', 'Member', 'Printer'],
    }),
  }),
});

export const { useGetSetupChecklistQuery } = setupChecklistApi;
