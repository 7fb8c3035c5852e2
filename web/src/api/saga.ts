import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { call, getContext } from 'redux-saga/effects';

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;
/** What `api.endpoints.x.initiate(...)` makes: dispatched, it answers a request with `unwrap()`. */
type Initiated<T> = (
  dispatch: Dispatch,
  getState: () => unknown,
  extra: unknown,
) => { unwrap(): Promise<T>; unsubscribe?: () => void; reset?: () => void };

/**
 * Runs an RTK Query endpoint from a saga (`yield* request(api.endpoints.x.initiate(arg))`): the
 * store's dispatch (the saga context's) sends it through the one base query, and a failure is
 * thrown as the API's failure data. A query is read afresh and not kept subscribed.
 */
export function* request<T>(initiate: Initiated<T>): Generator<unknown, T, unknown> {
  const dispatch = (yield getContext('dispatch')) as Dispatch;
  const running = dispatch(initiate as never) as unknown as ReturnType<Initiated<T>>;
  try {
    return (yield call(() => running.unwrap())) as T;
  } finally {
    running.unsubscribe?.();
    running.reset?.();
  }
}
