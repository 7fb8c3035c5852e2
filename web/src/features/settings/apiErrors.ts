import { ApiError } from '../../api/http';

/** What a form shows after a failed request: a message and per-field messages. */
export interface FormFailure {
  message: string;
  fields: Record<string, string>;
}

/** Turns any thrown value into the message and field errors a form shows. */
export function toFailure(err: unknown, fallback: string): FormFailure {
  if (err instanceof ApiError) {
    const fields = err.fields ?? {};
    // With field messages the form shows them on the fields; the summary would repeat them.
    return { message: Object.keys(fields).length > 0 ? '' : err.message || fallback, fields };
  }
  return { message: fallback, fields: {} };
}

/** The API error code of a failure, if it was one. */
export const errorCode = (err: unknown): string | null => (err instanceof ApiError ? err.code : null);

/** The API's own message, else the fallback. */
export const errorMessage = (err: unknown, fallback: string): string =>
  err instanceof ApiError && err.message ? err.message : fallback;
