import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { DomainEvent } from '@ros/shared-events';
import type { ApiState } from '../api/baseApi';

/** Dispatch that also runs RTK Query's cache thunks (`updateQueryData`). */
export type CacheDispatch = ThunkDispatch<ApiState, unknown, UnknownAction>;

/** Reads the store state (its `api` slice: which queries are cached, with which arguments). */
export type CacheState = () => ApiState;

/**
 * How a feature patches its cached data in place from an event that carries the new state (a
 * table, the restaurant's changes, a line of the activity log), where a refetch would be slower.
 * Registered by the feature's `*.api.ts` beside its `injectEndpoints`, so it exists only once the
 * feature's code (and therefore its cache) does.
 */
export type CacheFollower = (event: DomainEvent, dispatch: CacheDispatch, getState: CacheState) => void;

const followers = new Set<CacheFollower>();

/** Registers a feature's cache follower (once per module load). */
export function followEvents(follower: CacheFollower): void {
  followers.add(follower);
}

/** Runs every registered follower for one event (the socket saga calls it after each event). */
export function patchCache(event: DomainEvent, dispatch: CacheDispatch, getState: CacheState): void {
  for (const follow of followers) follow(event, dispatch, getState);
}

export const hasCacheFollowers = () => followers.size > 0;
