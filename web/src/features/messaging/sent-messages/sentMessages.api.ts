import { routes, type operations, type OutboxMessageDetail, type OutboxMessagePage } from '@ros/shared-events';
import { api } from '../../../api/baseApi';
import { urlOf, type ViewOf } from '../../../api/operation';
import type { ServerListQuery } from '../../../components/list/useServerList';

type Op = typeof operations;

/** The list's filters besides search, sort and paging. */
export interface MessageFilters {
  status?: OutboxMessageDetail['status'];
}

/** The restaurant's sent messages and one message with what it says (read again on focus: no events yet). */
export const sentMessagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMessages: build.query<
      ViewOf<Op['listMessages'], OutboxMessagePage>,
      { rid: string; query: ServerListQuery } & MessageFilters
    >({
      query: ({ rid, query, status }) => urlOf(routes.listMessages, { restaurantId: rid }, { ...query, status }),
    }),
    getMessage: build.query<ViewOf<Op['getMessage'], OutboxMessageDetail>, { rid: string; id: string }>({
      query: ({ rid, id }) => urlOf(routes.getMessage, { restaurantId: rid, messageId: id }),
    }),
  }),
});

export const { useListMessagesQuery, useGetMessageQuery } = sentMessagesApi;
