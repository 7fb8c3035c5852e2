import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '../session/sessionSlice';

/** A bookmarkable page as the API lists it (`searchArr`, `bookmarks`). */
export interface SearchItem {
  id: string;
  target?: string;
  isBookmarked: boolean;
  title: string;
  icon?: string;
  link: string;
  group?: string;
}

export interface SearchState {
  bookmarks: SearchItem[];
}

export const searchSlice = createSlice({
  name: 'search',
  initialState: { bookmarks: [] } as SearchState,
  reducers: {
    bookmarksLoaded(state, action: PayloadAction<SearchItem[]>) {
      state.bookmarks = action.payload;
    },
    bookmarkToggled(state, action: PayloadAction<SearchItem>) {
      const item = action.payload;
      state.bookmarks = state.bookmarks.filter((b) => b.id !== item.id);
      if (item.isBookmarked) state.bookmarks.push(item);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, (state) => {
      state.bookmarks = [];
    });
  },
});

export const { bookmarksLoaded, bookmarkToggled } = searchSlice.actions;
export const bookmarkToggleRequested = createAction<{ id: string }>('search/bookmarkToggleRequested');

type WithSearch = { search: SearchState };
export const selectBookmarks = (state: WithSearch) => state.search.bookmarks;
