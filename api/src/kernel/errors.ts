/** Every error code the API answers with, and its HTTP status (the one place they are mapped). */
export const ERROR_STATUS = {
  invalid_input: 400,
  invalid_credentials: 400,
  unauthenticated: 401,
  invalid_refresh_token: 401,
  plan_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  stale_version: 409,
  rule_violation: 422,
  item_unavailable: 422,
  payload_too_large: 413,
  rate_limited: 429,
  internal_error: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** A failure the client should see: a code, a human message, optional per-field messages and data. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what = 'Resource') => new AppError('not_found', `${what} not found`);
/** 400: one input is wrong; `message` is the answer's message and that field's. */
export const invalidInput = (field: string, message: string) =>
  new AppError('invalid_input', message, { [field]: message });
/** 400: several inputs are wrong; the answer's message is the first field's unless `message` says otherwise. */
export const invalidInputs = (fields: Record<string, string>, message = Object.values(fields)[0]!) =>
  new AppError('invalid_input', message, fields);
export const forbidden = (message = 'You do not have permission to do this') => new AppError('forbidden', message);
/** 422: the request is well-formed but breaks a rule of the domain (e.g. paying a voided order); `field` names the input. */
export const ruleViolation = (message: string, field?: string) =>
  new AppError('rule_violation', message, field ? { [field]: message } : undefined);
/** 409: a unique name or key is taken; `field` names the input that clashes. */
export const duplicate = (message: string, field?: string, details?: Record<string, unknown>) =>
  new AppError('conflict', message, field ? { [field]: message } : undefined, details);
/**
 * 409: the client's `version` is not the current one. `current` carries the record as it is now
 * under its name (`{ order }`), so the screen can show it without another request.
 */
export const staleVersion = (what: string, current: Record<string, unknown>) =>
  new AppError(
    'stale_version',
    `This ${what} was changed on another terminal. The latest version is shown; try again.`,
    undefined,
    current,
  );
