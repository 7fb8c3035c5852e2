import type { PayloadAction } from '@reduxjs/toolkit';

/** The load status every restaurant-scoped resource slice keeps (catalogue, floor). */
export interface LoadState {
  restaurantId: string | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
}

/** Replaces the item with the same id, or appends it. */
export function upsert<T extends { id: string }>(list: T[], item: T) {
  const i = list.findIndex((x) => x.id === item.id);
  if (i >= 0) list[i] = item;
  else list.push(item);
}

/**
 * The load reducers shared by the restaurant-scoped slices: `loadStarted` resets the state when the
 * restaurant changes (`quiet` keeps showing ready data), `loaded` ignores another restaurant's
 * answer, `loadFailed` marks the error. Spread them into a slice's `reducers`.
 */
export function loadReducers<S extends LoadState>(initialState: S) {
  return {
    loadStarted(state: S, action: PayloadAction<{ restaurantId: string; quiet?: boolean }>) {
      if (state.restaurantId !== action.payload.restaurantId) Object.assign(state, initialState);
      state.restaurantId = action.payload.restaurantId;
      if (!action.payload.quiet || state.status !== 'ready') state.status = 'loading';
    },
    loaded(state: S, action: PayloadAction<Omit<S, 'status'>>) {
      if (action.payload.restaurantId !== state.restaurantId) return;
      Object.assign(state, action.payload, { status: 'ready' });
    },
    loadFailed(state: S) {
      state.status = 'error';
    },
  };
}
