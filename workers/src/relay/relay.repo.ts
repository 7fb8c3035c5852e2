import { sql, type Kysely } from 'kysely';
import type { DB, StoredEvent } from '@ros/db';
import { toStoredEvent } from '@ros/db';

/**
 * A queued outbox position with its event; `event` is null when the event is gone (its
 * restaurant was deleted), and the position is only to be taken off the queue.
 */
export interface OutboxRow {
  position: number;
  event: StoredEvent | null;
}

// Id and position lists go as one array parameter, so each query is one prepared statement
// whatever the batch size (an `in (…)` list would prepare one per length on the relay's connection).

/**
 * The oldest queued events (`event_outbox`), in commit-compatible order (per restaurant, position
 * order is seq order), leaving out `exclude`: events already on the bus whose dequeueing is still
 * in flight.
 */
export async function readUnpublished(db: Kysely<DB>, limit: number, exclude: string[] = []): Promise<OutboxRow[]> {
  const rows = await unpublishedQuery(db, limit, exclude).execute();
  return rows.map((r) => ({
    position: Number(r.position),
    // The left join's columns are all null together, for a position whose event is gone.
    event: r.id === null ? null : toStoredEvent(r as Parameters<typeof toStoredEvent>[0]),
  }));
}

/** The statement of `readUnpublished` (exported for the test of its plan). */
export function unpublishedQuery(db: Kysely<DB>, limit: number, exclude: string[] = []) {
  let query = db
    .selectFrom('event_outbox as o')
    // Each queued position's event by its key. A plain join let the planner pick a merge join, which
    // reads `events` from its first position up to the queue's head: every read of the relay cost
    // the whole history (`limit 1` keeps the subquery from being merged into such a join).
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('events')
          .select(['id', 'restaurant_id', 'seq', 'type', 'version', 'occurred_at', 'actor', 'payload'])
          .whereRef('events.position', '=', 'o.position')
          .limit(1)
          .as('e'),
      (join) => join.onTrue(),
    )
    .select([
      'o.position',
      'e.id',
      'e.restaurant_id',
      'e.seq',
      'e.type',
      'e.version',
      'e.occurred_at',
      'e.actor',
      'e.payload',
    ]);
  if (exclude.length) query = query.where(sql<boolean>`(e.id is null or e.id <> all(${exclude}::uuid[]))`);
  return query.orderBy('o.position').limit(limit);
}

/** Takes published events off the queue once the bus took them and their jobs are enqueued. */
export async function markPublished(db: Kysely<DB>, positions: number[]): Promise<void> {
  if (positions.length === 0) return;
  await db
    .deleteFrom('event_outbox')
    .where(sql<boolean>`position = any(${positions}::bigint[])`)
    .execute();
}

/**
 * Vacuums the outbox. The relay reads the queue from its head through its index, and the rows it
 * took off stay there until a vacuum removes them: each read visits every one of them (an
 * index-only scan fetches each from the table). Autovacuum comes to a database at most once a
 * minute, and at 600 events/s that is 36,000 rows to pass over on every read. A vacuum of the
 * queue's few live rows takes milliseconds; without truncating the table's empty end, which would
 * take a lock that the commands' inserts into the queue wait for.
 */
export async function vacuumOutbox(db: Kysely<DB>): Promise<void> {
  await sql`vacuum (truncate false) event_outbox`.execute(db);
}

/** Takes events handed over by the fast path off the queue (a no-op for those another relay already took). */
export async function markPublishedByIds(db: Kysely<DB>, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom('event_outbox')
    .where(sql<boolean>`position in (select position from events where id = any(${ids}::uuid[]))`)
    .execute();
}
