import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { EventDevice } from '@ros/shared-events';
import { jsonb } from './jsonb';
import type { DB } from './schema';

/** Who caused an event: a user (with the name shown in the activity feed) or the system. */
export interface EventActor {
  userId: string | null;
  name: string;
  /** Set when an integration acted with an API key: `name` is then the key's ("Integration: Zapier"). */
  apiKeyId?: string;
  /** The device it came from (a floor terminal, a sign-in, an API key); set where the actor is built. */
  device?: EventDevice;
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

type AppendedRow = { id: string; restaurant_id: string; seq: number | string; occurred_at: Date | string };

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
  const append = appendStreamsStatement(trx, [{ restaurantId, actor, events }]);
  return { query: append.query, stored: (rows: AppendedRow[]) => append.stored(rows)[0]! };
}

/** Events to append to one restaurant's stream, by one actor. */
export interface StreamAppend {
  restaurantId: string;
  actor: EventActor | null;
  events: NewEvent[];
}

/**
 * One statement appending the events of any number of streams (a batch's commands, a stream job's
 * signals to every restaurant it served), and how its rows become each append's stored events (one
 * list per append, in the order given). It bumps each stream once, in the order of the restaurants'
 * ids (the order every batch takes the streams' row locks in, so two batches cannot deadlock on
 * them), numbers each restaurant's events after it in the order given, inserts them in that order
 * and queues their positions for the relay. Its text does not depend on how many events or streams
 * (one JSON parameter): one prepared statement. Every append has events.
 */
export function appendStreamsStatement(trx: Transaction<DB> | Kysely<DB>, appends: StreamAppend[]) {
  const counts = new Map<string, number>();
  const rows = appends.flatMap((a) =>
    a.events.map((e) => {
      const key = a.restaurantId.toLowerCase();
      const ord = (counts.get(key) ?? 0) + 1;
      counts.set(key, ord);
      return {
        restaurant_id: key,
        ord,
        type: e.type,
        version: e.version ?? 1,
        actor: a.actor,
        payload: e.payload ?? {},
      };
    }),
  );
  const input = rows.map((r) => ({ ...r, n: counts.get(r.restaurant_id)! }));
  const query = sql<AppendedRow>`
    with e as (
      select * from jsonb_to_recordset(${jsonb(input)})
        as e (restaurant_id uuid, ord int, n int, type text, version int, actor jsonb, payload jsonb)
    ), stream as (
      insert into event_streams (restaurant_id, last_seq)
      select distinct on (restaurant_id) restaurant_id, n from e order by restaurant_id
      on conflict (restaurant_id) do update set last_seq = event_streams.last_seq + excluded.last_seq
      returning restaurant_id, last_seq
    ), appended as (
      insert into events (restaurant_id, seq, type, version, actor, payload)
      select e.restaurant_id, stream.last_seq - e.n + e.ord, e.type, e.version, e.actor, e.payload
      from e join stream on stream.restaurant_id = e.restaurant_id
      order by e.restaurant_id, e.ord
      returning position, id, restaurant_id, seq, occurred_at
    ), queued as (
      insert into event_outbox (position) select position from appended
    )
    select id, restaurant_id, seq, occurred_at from appended`.compile(trx);
  const stored = (result: AppendedRow[]): StoredEvent[][] => {
    // Each restaurant's rows in seq order are its events in the order given, append after append.
    const byRestaurant = new Map<string, AppendedRow[]>();
    for (const r of result) {
      const key = r.restaurant_id.toLowerCase();
      (byRestaurant.get(key) ?? byRestaurant.set(key, []).get(key)!).push(r);
    }
    for (const list of byRestaurant.values()) list.sort((a, b) => Number(a.seq) - Number(b.seq));
    const taken = new Map<string, number>();
    return appends.map((a) => {
      const key = a.restaurantId.toLowerCase();
      const from = taken.get(key) ?? 0;
      taken.set(key, from + a.events.length);
      const mine = (byRestaurant.get(key) ?? []).slice(from, from + a.events.length);
      return mine.map((r, i) => ({
        id: r.id,
        restaurantId: a.restaurantId,
        seq: Number(r.seq),
        type: a.events[i]!.type,
        version: a.events[i]!.version ?? 1,
        occurredAt: new Date(r.occurred_at).toISOString(),
        actor: a.actor,
        payload: a.events[i]!.payload ?? {},
      }));
    });
  };
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
