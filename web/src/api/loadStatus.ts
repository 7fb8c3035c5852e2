/** How far a screen's data has come: on its way, there, or failed with nothing to show. */
export type LoadStatus = 'loading' | 'ready' | 'error';

/** A query's status: ready once it has data (even while refetching), error only without data. */
export const statusOf = (query: { data?: unknown; isError: boolean }): LoadStatus =>
  query.data !== undefined ? 'ready' : query.isError ? 'error' : 'loading';

/** The status of several queries a screen needs together. */
export const combinedStatus = (...statuses: LoadStatus[]): LoadStatus =>
  statuses.includes('error') ? 'error' : statuses.includes('loading') ? 'loading' : 'ready';
