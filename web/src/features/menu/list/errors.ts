import { ApiError } from '../../../api/http';

/** True when the server refused because the plan does not include this (402 plan_required). */
export const isPlanRequired = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 402 || error.code === 'plan_required');

/** True when someone else saved first (409 on a versioned write). */
export const isConflict = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 409 && error.code !== 'already_exists';

/** Field messages of a validation failure, or an empty map. */
export const fieldErrors = (error: unknown): Record<string, string> => (error instanceof ApiError && error.fields) || {};
