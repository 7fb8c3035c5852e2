import { routes } from '@ros/shared-events';
import { clearAuth, getAccessToken, getRefreshToken, saveTokens } from './sessionStorage';

/** What an API failure says: `{ error: { code, message, fields? } }` with its HTTP status (0: server unreachable). */
export interface ApiFailure {
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
}

/** An API failure, thrown by `apiRequest`. */
export class ApiError extends Error implements ApiFailure {
  status: number;
  code: string;
  fields?: Record<string, string>;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

let sessionExpiredHandler: () => void = () => {};
/** Called once when the session cannot be refreshed (the store logs out). */
export function onSessionExpired(handler: () => void): void {
  sessionExpiredHandler = handler;
}

const NO_REFRESH_URLS: readonly string[] = [routes.login.path, routes.register.path, routes.refresh.path];

async function send(method: Method, url: string, body: unknown, headers: Record<string, string>, token: string | null) {
  return fetchOrNetworkError(url, {
    method,
    headers: {
      accept: 'application/json',
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
}

/** fetch, with "the server cannot be reached" as an ApiError (status 0, `network_error`). */
async function fetchOrNetworkError(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    throw new ApiError(0, 'network_error', 'Cannot reach the server.');
  }
}

async function parse<T>(res: Response): Promise<T> {
  const text = await res.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  if (res.ok) return data as T;
  const error = (data as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | null)
    ?.error;
  throw new ApiError(
    res.status,
    error?.code ?? 'internal_error',
    error?.message ?? 'Something went wrong. Please try again later.',
    error?.fields,
  );
}

let refreshInFlight: Promise<string | null> | null = null;

/** A new access token, or null when the refresh token was refused; throws when the server is unreachable. */
async function doRefresh(staleToken: string | null): Promise<string | null> {
  // Another tab (or an earlier call) may already have rotated the tokens while we waited for the lock.
  const current = getAccessToken();
  if (current && current !== staleToken) return current;
  const refreshToken = getRefreshToken();
  if (!refreshToken) return null;
  const res = await send('POST', routes.refresh.path, { refreshToken }, {}, null);
  if (res.status === 400 || res.status === 401) return null;
  if (!res.ok) throw new ApiError(res.status, 'refresh_failed', 'Token refresh failed');
  const tokens = (await res.json()) as { accessToken: string; refreshToken: string };
  saveTokens(tokens.accessToken, tokens.refreshToken);
  return tokens.accessToken;
}

/**
 * Gets a new access token after `staleToken` was refused. One refresh at a time in this tab (queued
 * callers share it) and across tabs (Web Locks), so a rotated refresh token is never used twice.
 * Logs out only when the refresh token is refused; a network or server failure keeps the session.
 */
export function refreshAccessToken(staleToken: string | null = getAccessToken()): Promise<string | null> {
  if (!refreshInFlight) {
    const run = () => doRefresh(staleToken);
    const locked =
      typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request('ros-token-refresh', run) : run();
    refreshInFlight = locked
      .then(
        (token) => {
          if (!token) {
            clearAuth();
            sessionExpiredHandler();
          }
          return token;
        },
        () => null,
      )
      .finally(() => {
        refreshInFlight = null;
      });
  }
  return refreshInFlight;
}

/** What a download answers: the file and the name the server gave it (Content-Disposition), if any. */
export interface Download {
  blob: Blob;
  fileName: string | null;
}

/** The file name of a `Content-Disposition` header (`filename*=UTF-8''…` first, then `filename="…"`). */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)?''([^;]+)/.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent((star[1] ?? '').trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through to the plain name */
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(disposition);
  if (!plain) return null;
  return (plain[2] ?? plain[1] ?? '').trim() || null;
}

/** A download's body: the Blob and its file name; a failure is read as the API's error. */
async function parseDownload(res: Response): Promise<Download> {
  if (!res.ok) return parse<never>(res);
  return { blob: await res.blob(), fileName: fileNameOf(res.headers.get('content-disposition')) };
}

/** A fresh Idempotency-Key (one per command; its retries reuse it). */
export const newIdempotencyKey = (): string => crypto.randomUUID();

const hasHeader = (headers: Record<string, string>, name: string) =>
  Object.keys(headers).some((h) => h.toLowerCase() === name);

export interface RequestOptions {
  headers?: Record<string, string>;
  /**
   * Every POST is a creating command and carries an `Idempotency-Key` (a fresh one unless the
   * caller gave its own), the same on the replay after a refresh, so a retry never creates twice.
   * `false` opts out, only for a route that refuses the key.
   */
  idempotencyKey?: string | false;
  /** `download`: the answer is a file (`{ blob, fileName }`), not JSON. */
  responseType?: 'json' | 'download';
}

/**
 * Calls the API with the bearer token; on 401 refreshes once and replays the request with the same
 * headers (the same Idempotency-Key).
 */
export async function apiRequest<T>(
  method: Method,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const headers = { ...(options.headers ?? {}) };
  if (method === 'POST' && options.idempotencyKey !== false && !hasHeader(headers, 'idempotency-key')) {
    headers['Idempotency-Key'] = options.idempotencyKey ?? newIdempotencyKey();
  }
  if (options.responseType === 'download') headers.accept = '*/*';
  const token = getAccessToken();
  let res = await send(method, url, body, headers, token);
  if (res.status === 401 && token && !NO_REFRESH_URLS.includes(url)) {
    const fresh = await refreshAccessToken(token);
    if (fresh) res = await send(method, url, body, headers, fresh);
  }
  if (options.responseType === 'download') return parseDownload(res) as Promise<T>;
  return parse<T>(res);
}

const isFailureData = (v: object): v is ApiFailure =>
  'status' in v &&
  typeof v.status === 'number' &&
  'code' in v &&
  typeof v.code === 'string' &&
  'message' in v &&
  typeof v.message === 'string';

/**
 * The API failure behind any error: a thrown `ApiError`, or the plain copy RTK Query keeps in the
 * store and rethrows from `unwrap()`; null for anything else.
 */
export function apiFailureOf(error: unknown): ApiFailure | null {
  if (error instanceof ApiError) return error;
  return error !== null && typeof error === 'object' && isFailureData(error) ? error : null;
}

/** A failure as plain, serializable data (RTK Query keeps errors in the store). */
export function failureData(error: unknown): ApiFailure {
  const failure = apiFailureOf(error);
  if (!failure) return { status: 0, code: 'internal_error', message: 'Something went wrong. Please try again later.' };
  return {
    status: failure.status,
    code: failure.code,
    message: failure.message,
    ...(failure.fields ? { fields: failure.fields } : {}),
  };
}

/**
 * The message to show for any failure: the API's own message, else the translated fallbacks
 * (`app/errors.ts` `describeError` passes them).
 */
export function errorMessage(
  error: unknown,
  fallbacks: { unexpected: string; network: string } = {
    unexpected: 'Something went wrong. Please try again later.',
    network: 'Cannot reach the server.',
  },
): string {
  const failure = apiFailureOf(error);
  if (failure?.code === 'network_error') return fallbacks.network;
  if (failure && failure.code !== 'internal_error') return failure.message;
  return fallbacks.unexpected;
}
