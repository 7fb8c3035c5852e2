import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { apiRequest, failureData, type ApiFailure, type Method } from './http';

/** What an endpoint asks the server: a path, and a method, body and headers when not a plain GET. */
export interface HttpRequest {
  url: string;
  method?: Method;
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * A POST carries an Idempotency-Key (a fresh one per call, reused on the replay after a refresh);
   * pass one to make a retry of the same intent a replay, or `false` for a route that refuses it.
   */
  idempotencyKey?: string | false;
  /** `download`: the answer is a file, returned as `{ blob, fileName }` (`Download`), for exports, PDFs, CSVs. */
  responseHandler?: 'json' | 'download';
}

/**
 * The one base query: `apiRequest` sends the bearer token and, on a 401, refreshes once (one refresh
 * shared by every waiting request, across tabs) and replays with the same Idempotency-Key, which
 * every POST (a creating command) carries. Failures become plain `ApiFailure` data.
 */
const httpBaseQuery: BaseQueryFn<HttpRequest | string, unknown, ApiFailure> = async (args) => {
  const {
    url,
    method = 'GET',
    body,
    headers,
    idempotencyKey,
    responseHandler,
  } = typeof args === 'string' ? { url: args } : args;
  try {
    return { data: await apiRequest(method, url, body, { headers, idempotencyKey, responseType: responseHandler }) };
  } catch (error) {
    return { error: failureData(error) };
  }
};

/** For a `queryFn` made of several requests (every page of a list): its result or its failure. */
export async function settle<T>(work: () => Promise<T>): Promise<{ data: T } | { error: ApiFailure }> {
  try {
    return { data: await work() };
  } catch (error) {
    return { error: failureData(error) };
  }
}

/**
 * The kinds of server data the cache holds. Live events and resyncs invalidate them
 * (realtime/eventTags.ts); mutations invalidate what they change.
 */
export const TAG_TYPES = [
  'Message',
  'GuestOrder',
  'Restaurant',
  'Me',
  'Invitation',
  'Bookmark',
  'Member',
  'Role',
  'Catalogue',
  'PublicMenu',
  'Floor',
  'Customer',
  'Reservation',
  'Waitlist',
  'Calendar',
  'Delivery',
  'Bill',
  'Dashboard',
  'Activity',
  'CashDrawer',
  'Inventory',
  'Purchase',
  'Accounts',
  'Exports',
  'Department',
  'TimeClock',
  'Schedule',
  'Printer',
  'Checklist',
  'ChecklistTemplate',
  'GuestPost',
  'Announcement',
  'HelpArticle',
  'Notification',
  'Expo',
  'Chat',
  'Webhook',
  'ApiKey',
  'Subscription',
] as const;
export type Tag = (typeof TAG_TYPES)[number];

/**
 * The server-data cache (RTK Query). It starts empty: each feature adds its endpoints with
 * `api.injectEndpoints` in its own `*.api.ts`, loaded with the feature's lazy chunk. Data is read
 * again whenever a screen using it mounts (as the pages did before) and kept live by the socket
 * saga between mounts.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: httpBaseQuery,
  tagTypes: TAG_TYPES,
  refetchOnMountOrArgChange: true,
  endpoints: () => ({}),
});

/** The part of the store state the cache lives in. */
export type ApiState = { [api.reducerPath]: ReturnType<typeof api.reducer> };
