import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';

/** How long a readiness probe waits for one dependency before calling it gone. */
export const READY_TIMEOUT_MS = 2000;

/** Resolves with `work`'s outcome, or rejects once `ms` have passed (the work itself is left to finish). */
export function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  work.catch(() => {}); // a late failure after the timeout is not an unhandled rejection
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Readiness of a process: true when every check answers within `timeoutMs` (a `select 1`, a Redis
 * PING, …). A load balancer stops sending work to a node whose database or Redis is gone; liveness
 * (`/health`) stays 200 so the node is not restarted for someone else's outage.
 */
export async function allAnswer(checks: (() => Promise<unknown>)[], timeoutMs = READY_TIMEOUT_MS): Promise<boolean> {
  try {
    await Promise.all(checks.map((check) => within(timeoutMs, check())));
    return true;
  } catch {
    return false;
  }
}

/** The database check of a readiness probe: `select 1`. */
export const selectOne = (db: Kysely<DB>) => () => sql`select 1`.execute(db);
