import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import { jsonb } from './jsonb';
import type { DB } from './schema';

/** Who caused an event: a user (with the name shown in the activity feed) or the system. */
export interface EventActor {
  userId: string | null;
  name: string;
  /** Set when an integration acted with an API key: `name` is then the key's ("Integration: Zapier"). */
  apiKeyId?: string;
}

/** An event to append; `type` and `payload` must match an entry of the shared-events catalog. */
export interface NewEvent {
  type: string;
  version?: number;
  payload: unknown;
}

/** A stored event as the relay, the gateway and the activity log read it. */
export interface StoredEvent {
  id: string;
  restaurantId: string;
  seq: number;
  type: string;
  version: number;
  occurredAt: string;
  actor: EventActor | null;
  payload: unknown;
}

/**
 * Appends events to the restaurant's stream inside the caller's transaction. The stream row lock
 * makes the sequence gap-free and keeps commit order equal to seq order per restaurant.
 */
export async function appendEvents(
  trx: Transaction<DB> | Kysely<DB>,
  restaurantId: string,
  actor: EventActor | null,
  events: NewEvent[],
): Promise<StoredEvent[]> {
  if (events.length === 0) return [];
  const append = appendEventsStatement(trx, restaurantId, actor, events);
  return append.stored((await trx.executeQuery(append.query)).rows);
}

type AppendedRow = { id: string; seq: number | string; occurred_at: Date | string };

/**
 * The statement `appendEvents` runs, for a caller that sends it itself (the api sends it with the
 * commit, see db/src/with-commit.ts), and how its rows become the stored events. `events` is not empty.
 */
export function appendEventsStatement(
  trx: Transaction<DB> | Kysely<DB>,
  restaurantId: string,
  actor: EventActor | null,
  events: NewEvent[],
) {
  const n = events.length;
  // One statement: bump the stream (taking its row lock), insert the events numbered after it and
  // queue their positions for the relay.
  const query = sql<AppendedRow>`
    with stream as (
      insert into event_streams (restaurant_id, last_seq) values (${restaurantId}, ${n})
      on conflict (restaurant_id) do update set last_seq = event_streams.last_seq + ${n}
      returning last_seq
    ), appended as (
      insert into events (restaurant_id, seq, type, version, actor, payload)
      select ${restaurantId}, stream.last_seq - ${n} + e.ord, e.type, e.version, e.actor, e.payload
      from stream, (values ${sql.join(events.map((e, i) => sql`(${i + 1}::int, ${e.type}::text, ${e.version ?? 1}::int, ${actor ? jsonb(actor) : null}::jsonb, ${jsonb(e.payload ?? {})})`))})
        as e (ord, type, version, actor, payload)
      order by e.ord
      returning position, id, seq, occurred_at
    ), queued as (
      insert into event_outbox (position) select position from appended
    )
    select id, seq, occurred_at from appended`.compile(trx);
  const stored = (rows: AppendedRow[]): StoredEvent[] =>
    rows
      .map((r) => ({ ...r, seq: Number(r.seq) }))
      .sort((a, b) => a.seq - b.seq)
      .map((r, i) => ({
        id: r.id,
        restaurantId,
        seq: r.seq,
        type: events[i]!.type,
        version: events[i]!.version ?? 1,
        occurredAt: new Date(r.occurred_at).toISOString(),
        actor,
        payload: events[i]!.payload ?? {},
      }));
  return { query, stored };
}

/** Maps a raw `events` row to the envelope shape. */
export function toStoredEvent(row: {
  id: string;
  restaurant_id: string;
  seq: number | string;
  type: string;
  version: number;
  occurred_at: Date | string;
  actor: unknown;
  payload: unknown;
}): StoredEvent {
  return {
    id: row.id,
    restaurantId: row.restaurant_id,
    seq: Number(row.seq),
    type: row.type,
    version: row.version,
    occurredAt: new Date(row.occurred_at).toISOString(),
    actor: (row.actor as EventActor | null) ?? null,
    payload: row.payload,
  };
}
