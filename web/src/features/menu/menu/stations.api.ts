import { routes, type operations } from '@ros/shared-events';
import { api, settle } from '../../../api/baseApi';
import { urlOf, type BodyOf, type ViewOf } from '../../../api/operation';
import { fetchAllPages } from '../../../api/pages';
import type { Station } from './menu.types';

const stationsUrl = (rid: string) => urlOf(routes.listStations, { restaurantId: rid });
type Op = typeof operations;

/** Kitchen stations (grill, bar…): the catalogue routes dishes to them, the KDS shows one at a time. */
export const stationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listStations: build.query<Station[], string>({
      queryFn: (rid) => settle(() => fetchAllPages<Station>(stationsUrl(rid))),
      providesTags: ['Catalogue'],
    }),
    /** Stations change the routing of many dishes: every change (or refusal) reads the catalogue again. */
    saveStation: build.mutation<
      ViewOf<Op['createStation'], Station>,
      { rid: string; id?: string; body: BodyOf<Op['updateStation']> }
    >({
      query: ({ rid, id, body }) =>
        id
          ? { url: urlOf(routes.updateStation, { restaurantId: rid, stationId: id }), method: 'PATCH', body }
          : { url: urlOf(routes.createStation, { restaurantId: rid }), method: 'POST', body },
      invalidatesTags: ['Catalogue'],
    }),
    deleteStation: build.mutation<unknown, { rid: string; id: string }>({
      query: ({ rid, id }) => ({
        url: urlOf(routes.deleteStation, { restaurantId: rid, stationId: id }),
        method: 'DELETE',
      }),
      invalidatesTags: ['Catalogue'],
    }),
  }),
});

export const { useListStationsQuery, useSaveStationMutation, useDeleteStationMutation } = stationsApi;
