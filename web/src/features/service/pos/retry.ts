import { call, delay } from 'redux-saga/effects';
import { apiFailureOf } from '../../../api/http';

/** An answer came back (even a refusal), or the browser knows it is offline: sending again cannot help. */
const isFinal = (error: unknown) =>
  (apiFailureOf(error)?.status ?? 0) !== 0 || (typeof navigator !== 'undefined' && navigator.onLine === false);

/**
 * Calls a command; when no answer came back (network failure) it is sent again, up to twice, with the
 * same arguments — hence the same Idempotency-Key, so the server does it at most once. (`http.ts` reports
 * "no answer" as an ApiError with status 0.)
 */
export function* callRetrying<Args extends unknown[], R>(
  fn: (...args: Args) => Promise<R> | Generator<unknown, R, unknown>,
  ...args: Args
): Generator<unknown, R, unknown> {
  for (let attempt = 0; ; attempt++) {
    try {
      return (yield call(fn as (...a: Args) => Promise<R>, ...args)) as R;
    } catch (error) {
      if (isFinal(error) || attempt >= 2) throw error;
      yield delay(600 * (attempt + 1));
    }
  }
}
