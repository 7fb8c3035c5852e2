import { skipToken } from '@reduxjs/toolkit/query/react';
import { api } from '../../../api/baseApi';
import { toastError } from '../../../app/toaster';
import { useAppSelector } from '../../../app/store/hooks';
import { selectIsLoggedIn } from '../../../app/session/sessionSlice';
import { routes, type operations } from '@ros/shared-events';
import { urlOf, type BodyOf, type ReplyOf, type ViewOf } from '../../../api/operation';
import type { SearchItem } from './search.types';

type Op = typeof operations;

/** Bookmarked pages (the navbar's quick links and the search's stars). */
export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBookmarks: build.query<SearchItem[], void>({
      query: () => urlOf(routes.bookmarksData, {}),
      transformResponse: (res: ViewOf<Op['bookmarksData'], { bookmarks?: SearchItem[] }>) => res.bookmarks ?? [],
      providesTags: ['Bookmark'],
    }),
    /** Ctrl+K over the restaurant's records (dishes, tables, customers, orders). */
    searchRecords: build.query<ReplyOf<Op['searchRecords']>, { rid: string; q: string }>({
      query: ({ rid, q }) => urlOf(routes.searchRecords, { restaurantId: rid }, { q }),
      keepUnusedDataFor: 10,
    }),
    toggleBookmark: build.mutation<ViewOf<Op['toggle'], SearchItem>, string>({
      query: (id) => ({ url: urlOf(routes.toggle, {}), method: 'POST', body: { id } satisfies BodyOf<Op['toggle']> }),
      async onQueryStarted(_id, { dispatch, queryFulfilled }): Promise<void> {
        try {
          const { data: item } = await queryFulfilled;
          dispatch(
            searchApi.util.updateQueryData('getBookmarks', undefined, (bookmarks) => {
              const at = bookmarks.findIndex((b) => b.id === item.id);
              if (at >= 0) bookmarks.splice(at, 1);
              if (item.isBookmarked) bookmarks.push(item);
            }),
          );
        } catch (error) {
          void toastError(error);
        }
      },
    }),
  }),
});

const NONE: SearchItem[] = [];

/** The signed-in user's bookmarks; none while signed out or when they cannot be read (a convenience). */
export function useBookmarks(): SearchItem[] {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  return searchApi.useGetBookmarksQuery(isLoggedIn ? undefined : skipToken).data ?? NONE;
}

export const { useToggleBookmarkMutation, useSearchRecordsQuery } = searchApi;
