import { apiFailureOf } from './http';

/** True when the server refused because the plan does not include this (402 plan_required). */
export const isPlanRequired = (error: unknown): boolean => {
  const failure = apiFailureOf(error);
  return !!failure && (failure.status === 402 || failure.code === 'plan_required');
};

/** True when someone else saved first (409 on a versioned write). */
export const isConflict = (error: unknown): boolean => {
  const failure = apiFailureOf(error);
  return !!failure && failure.status === 409 && failure.code !== 'already_exists';
};

/** True for a 409 `stale_version`: the copy this screen wrote from is outdated. */
export const isStaleVersion = (error: unknown): boolean => apiFailureOf(error)?.code === 'stale_version';

/** The HTTP status of a failure (0 when the server could not be reached), or null for other errors. */
export const errorStatus = (error: unknown): number | null => apiFailureOf(error)?.status ?? null;

/** The API error code of a failure, if it was one. */
export const errorCode = (error: unknown): string | null => apiFailureOf(error)?.code ?? null;

/** Field messages of a validation failure, or an empty map. */
export const fieldErrors = (error: unknown): Record<string, string> => apiFailureOf(error)?.fields ?? {};

/** What a form shows after a failed request: a message and per-field messages. */
export interface FormFailure {
  message: string;
  fields: Record<string, string>;
}

/** Turns any failure into the message and field errors a form shows. */
export function toFailure(error: unknown, fallback: string): FormFailure {
  const failure = apiFailureOf(error);
  if (!failure) return { message: fallback, fields: {} };
  const fields = failure.fields ?? {};
  // With field messages the form shows them on the fields; the summary would repeat them.
  return { message: Object.keys(fields).length > 0 ? '' : failure.message || fallback, fields };
}
