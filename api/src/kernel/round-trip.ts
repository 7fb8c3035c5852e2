import type { Pipeline } from '@ros/db';

/**
 * A round trip a repo function is composing (its transaction's pipeline, `db/src/pipeline.ts`).
 * Only repo functions issue statements on it; a service merely hands it on, from a repo function
 * to what another module adds to the same round trip.
 */
export type RoundTrip = Pipeline;

/**
 * What a caller adds to a repo function's round trip: issues its statements on `db` as soon as it
 * is called, after the function's own (PostgreSQL runs them in that order); its outcome is awaited
 * with theirs and handed back as a getter.
 */
export type Alongside<T> = (db: RoundTrip) => Promise<T>;
