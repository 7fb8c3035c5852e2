import { routes, type operations, type ReportExport } from '@ros/shared-events';
import { api } from '../../../../api/baseApi';
import { urlOf, type BodyOf, type ReplyOf } from '../../../../api/operation';

type Op = typeof operations;

/**
 * The owner's own data: the full export (a report export of kind `restaurant-data`, built by the
 * workers; its progress events refresh the `Exports` tag) and deleting the restaurant.
 */
export const restaurantDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    listDataExports: build.query<ReportExport[], string>({
      query: (rid) => urlOf(routes.listExports, { restaurantId: rid }),
      transformResponse: (res: ReplyOf<Op['listExports']>) => res.data.filter((e) => e.kind === 'restaurant-data'),
      providesTags: ['Exports'],
    }),
    requestDataExport: build.mutation<ReplyOf<Op['requestDataExport']>, string>({
      query: (rid) => ({ url: urlOf(routes.requestDataExport, { restaurantId: rid }), method: 'POST', body: {} }),
      invalidatesTags: ['Exports'],
    }),
    deleteRestaurant: build.mutation<void, { rid: string } & BodyOf<Op['deleteRestaurant']>>({
      query: ({ rid, ...body }) => ({
        url: urlOf(routes.deleteRestaurant, { restaurantId: rid }),
        method: 'DELETE',
        body,
      }),
    }),
  }),
});

export const { useListDataExportsQuery, useRequestDataExportMutation, useDeleteRestaurantMutation } = restaurantDataApi;
