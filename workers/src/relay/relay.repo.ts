import { sql, type Kysely } from 'kysely';
import type { DB, StoredEvent } from '@ros/db';
import { toStoredEvent } from '@ros/db';

/** An unpublished event with its outbox position. */
export interface OutboxRow {
  position: number;
  event: StoredEvent;
}

// Id and position lists go as one array parameter, so each query is one prepared statement
// whatever the batch size (an `in (…)` list would prepare one per length on the relay's connection).

/**
 * The oldest unpublished events, in commit-compatible order (per restaurant, position order is seq
 * order), leaving out `exclude`: events already on the bus whose marking is still in flight.
 */
export async function readUnpublished(db: Kysely<DB>, limit: number, exclude: string[] = []): Promise<OutboxRow[]> {
  let query = db
    .selectFrom('events')
    .select(['position', 'id', 'restaurant_id', 'seq', 'type', 'version', 'occurred_at', 'actor', 'payload'])
    .where('published_at', 'is', null);
  if (exclude.length) query = query.where(sql<boolean>`id <> all(${exclude}::uuid[])`);
  const rows = await query.orderBy('position').limit(limit).execute();
  return rows.map((r) => ({ position: Number(r.position), event: toStoredEvent(r) }));
}

/** Marks events published once the bus took them and their jobs are enqueued. */
export async function markPublished(db: Kysely<DB>, positions: number[]): Promise<void> {
  if (positions.length === 0) return;
  await db.updateTable('events').set({ published_at: new Date() }).where(sql<boolean>`position = any(${positions}::bigint[])`).execute();
}

/** Marks events handed over by the fast path (a no-op for those another relay already marked). */
export async function markPublishedByIds(db: Kysely<DB>, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('events').set({ published_at: new Date() }).where(sql<boolean>`id = any(${ids}::uuid[])`).where('published_at', 'is', null).execute();
}
