import { api, settle } from '../../../api/baseApi';
import { fetchAllPages } from '../../../api/pages';
import type { Station } from './menu.types';

const stationsUrl = (rid: string) => `/api/restaurants/${rid}/stations`;

/** Kitchen stations (grill, bar…): the catalogue routes dishes to them, the KDS shows one at a time. */
export const stationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listStations: build.query<Station[], string>({ queryFn: (rid) => settle(() => fetchAllPages<Station>(stationsUrl(rid))), providesTags: ['Catalogue'] }),
    /** Stations change the routing of many dishes: every change (or refusal) reads the catalogue again. */
    saveStation: build.mutation<Station, { rid: string; id?: string; body: { name?: string; isDefault?: boolean; sortOrder?: number } }>({
      query: ({ rid, id, body }) => (id ? { url: `${stationsUrl(rid)}/${id}`, method: 'PATCH', body } : { url: stationsUrl(rid), method: 'POST', body }),
      invalidatesTags: ['Catalogue'],
    }),
    deleteStation: build.mutation<unknown, { rid: string; id: string }>({
      query: ({ rid, id }) => ({ url: `${stationsUrl(rid)}/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Catalogue'],
    }),
  }),
});

export const { useListStationsQuery, useSaveStationMutation, useDeleteStationMutation } = stationsApi;
