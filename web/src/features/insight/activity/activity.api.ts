import { routes, type DomainEvent, type operations } from '@ros/shared-events';
import { api } from '../../../api/baseApi';
import { urlOf, type ViewOf } from '../../../api/operation';
import { followEvents } from '../../../realtime/liveCache';
import type { ActivityPage, ActivityQuery } from './activity.types';

/** The restaurant's event log, page by page, filtered by type and by who acted. */
export const activityApi = api.injectEndpoints({
  endpoints: (build) => ({
    listEvents: build.query<
      ViewOf<typeof operations.listActivity, ActivityPage>,
      { rid: string; query: ActivityQuery }
    >({
      query: ({ rid, query }) => urlOf(routes.listActivity, { restaurantId: rid }, query),
      providesTags: ['Activity'],
    }),
  }),
});

const matches = (event: DomainEvent, { rid, query }: { rid: string; query: ActivityQuery }) =>
  event.restaurantId === rid &&
  query.page === 1 &&
  (!query.type || event.type === query.type) &&
  (!query.actorId || event.actor?.userId === query.actorId);

// A live event goes on top of every cached first page it belongs to (newest first), without a refetch.
followEvents((event, dispatch, getState) => {
  for (const args of activityApi.util.selectCachedArgsForQuery(getState(), 'listEvents')) {
    if (!matches(event, args)) continue;
    dispatch(
      activityApi.util.updateQueryData('listEvents', args, (page) => {
        if (page.data.some((e) => e.seq >= event.seq && e.restaurantId === event.restaurantId)) return;
        page.data.unshift(event);
        page.total += 1;
      }),
    );
  }
});

export const { useListEventsQuery } = activityApi;
