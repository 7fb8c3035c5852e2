import { routes, type operations, type OutboxMessageDetail, type OutboxMessagePage } from '@ros/shared-events';
import { api } from '../../../api/baseApi';
import { urlOf, type ViewOf } from '../../../api/operation';
import type { ServerListQuery } from '../../../components/list/useServerList';

type Op = typeof operations;

/** The list's filters besides search, sort and paging. */
export interface MessageFilters {
  status?: OutboxMessageDetail['status'];
}

/** The restaurant's sent messages and one message with what it says, read again when one is sent or fails (`message.*` events). */
export const sentMessagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMessages: build.query<
      ViewOf<Op['listMessages'], OutboxMessagePage>,
      { rid: string; query: ServerListQuery } & MessageFilters
    >({
      query: ({ rid, query, status }) => urlOf(routes.listMessages, { restaurantId: rid }, { ...query, status }),
      providesTags: ['Message'],
    }),
    getMessage: build.query<ViewOf<Op['getMessage'], OutboxMessageDetail>, { rid: string; id: string }>({
      query: ({ rid, id }) => urlOf(routes.getMessage, { restaurantId: rid, messageId: id }),
      providesTags: ['Message'],
    }),
  }),
});

export const { useListMessagesQuery, useGetMessageQuery } = sentMessagesApi;
