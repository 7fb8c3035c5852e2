import type { SetupChecklist } from '@ros/shared-events';
import { api } from '../../../api/baseApi';

/** The dashboard's setup checklist; refetched when the restaurant, menu, floor, printers or staff change. */
export const setupChecklistApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSetupChecklist: build.query<SetupChecklist, string>({
      query: (rid) => `/api/restaurants/${rid}/setup-checklist`,
      providesTags: ['Restaurant', 'Catalogue', 'Floor', 'Member', 'Printer'],
    }),
  }),
});

export const { useGetSetupChecklistQuery } = setupChecklistApi;
