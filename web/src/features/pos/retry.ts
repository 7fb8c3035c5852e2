import { call, delay } from 'redux-saga/effects';
import { ApiError } from '../../api/http';

/**
 * Calls a command; when no answer came back (network failure) it is sent again, up to twice, with the
 * same arguments — hence the same Idempotency-Key, so the server does it at most once.
 */
export function* callRetrying<Args extends unknown[], R>(fn: (...args: Args) => Promise<R>, ...args: Args): Generator<unknown, R, unknown> {
  for (let attempt = 0; ; attempt++) {
    try {
      return (yield call(fn, ...args)) as R;
    } catch (error) {
      if (error instanceof ApiError || attempt >= 2) throw error;
      yield delay(600 * (attempt + 1));
    }
  }
}
