import { routes, type ApiKey, type NewApiKey, type operations } from '@ros/shared-events';
import { api } from '../../../../api/baseApi';
import { urlOf, type BodyOf, type ViewOf } from '../../../../api/operation';

type Op = typeof operations;

/** The restaurant's API keys (its owner's): list, create (the key is in that reply only), revoke. */
export const apiKeysApi = api.injectEndpoints({
  endpoints: (build) => ({
    listApiKeys: build.query<ApiKey[], string>({
      query: (rid) => urlOf(routes.listApiKeys, { restaurantId: rid }),
      transformResponse: (res: ViewOf<Op['listApiKeys'], { data: ApiKey[] }>) => res.data,
      providesTags: ['ApiKey'],
    }),
    createApiKey: build.mutation<
      ViewOf<Op['createApiKey'], NewApiKey>,
      { rid: string; body: BodyOf<Op['createApiKey']> }
    >({
      query: ({ rid, body }) => ({ url: urlOf(routes.createApiKey, { restaurantId: rid }), method: 'POST', body }),
      invalidatesTags: ['ApiKey'],
    }),
    revokeApiKey: build.mutation<unknown, { rid: string; apiKeyId: string }>({
      query: ({ rid, apiKeyId }) => ({
        url: urlOf(routes.revokeApiKey, { restaurantId: rid, apiKeyId }),
        method: 'DELETE',
      }),
      invalidatesTags: ['ApiKey'],
    }),
  }),
});

export const { useListApiKeysQuery, useCreateApiKeyMutation, useRevokeApiKeyMutation } = apiKeysApi;
