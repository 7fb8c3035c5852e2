import { sql, type Transaction } from 'kysely';
import type { DB } from '@ros/db';

/**
 * The cursors of the stream jobs (`job_cursors`, per restaurant and job): how far each job has
 * taken each restaurant's stream. A run reads past them up to each stream's committed `last_seq`
 * (bumped in the transaction that appends the events: a committed `last_seq` means every event up
 * to it is committed) and moves them in its own transaction, so what it wrote and how far it got
 * commit together. These statements serve every restaurant at once: a stream job's run is one
 * command of no one restaurant (docs/decisions/2026-11-28-stream-jobs-command-path.md).
 */
type Tx = Transaction<DB>;

/** A restaurant whose stream is past a job's cursor. */
export interface DueStream {
  restaurant_id: string;
  done_seq: string;
  last_seq: number;
}

/** Restaurants (or the one `restaurantId`) whose stream is past `jobName`'s cursor (no cursor: from the start). */
export async function dueStreams(trx: Tx, jobName: string, restaurantId?: string): Promise<DueStream[]> {
  const { rows } = await sql<DueStream>`
    select s.restaurant_id, s.last_seq, coalesce(c.done_seq, 0)::text as done_seq
    from event_streams s
    left join job_cursors c on c.restaurant_id = s.restaurant_id and c.job_name = ${jobName}::text
    where s.last_seq > coalesce(c.done_seq, 0)
      ${restaurantId ? sql`and s.restaurant_id = ${restaurantId}::uuid` : sql``}`.execute(trx);
  return rows;
}

/** A stored event as a stream job reads it. */
export interface StreamEvent {
  id: string;
  restaurant_id: string;
  seq: string;
  type: string;
  payload: unknown;
  occurred_at: Date;
}

/**
 * The events of `types` of every due stream, past its cursor and up to its `last_seq`, at most
 * `limit` per restaurant in `seq` order (one statement whatever the number of restaurants);
 * `where` narrows them further (on `payload`, say).
 */
export async function eventsPastCursors(
  trx: Tx,
  due: DueStream[],
  types: readonly string[],
  limit: number,
  where = sql<boolean>`true`,
): Promise<StreamEvent[]> {
  if (!due.length) return [];
  const { rows } = await sql<StreamEvent>`
    select e.id, e.restaurant_id, e.seq, e.type, e.payload, e.occurred_at
    from (values ${sql.join(due.map((d) => sql`(${d.restaurant_id}::uuid, ${Number(d.done_seq)}::bigint, ${Number(d.last_seq)}::bigint)`))}) as d(restaurant_id, done_seq, last_seq)
    cross join lateral (
      select id, restaurant_id, seq, type, payload, occurred_at from events
      where restaurant_id = d.restaurant_id and seq > d.done_seq and seq <= d.last_seq and type in (${sql.join([...types])})
        and ${where}
      order by seq limit ${limit}
    ) e`.execute(trx);
  return rows;
}

/**
 * Where each due stream's cursor goes after a run that read `events` (at most `limit` each): a
 * stream read in full to its `last_seq` (past the events the job does not read), one cut at the
 * limit to its last event read (`cut`: the next run goes on from there).
 */
export function cursorsAfter(due: DueStream[], events: StreamEvent[], limit: number) {
  const seen = new Map<string, { count: number; lastSeq: number }>();
  for (const e of events) {
    const s = seen.get(e.restaurant_id) ?? { count: 0, lastSeq: 0 };
    seen.set(e.restaurant_id, { count: s.count + 1, lastSeq: Math.max(s.lastSeq, Number(e.seq)) });
  }
  const cursors = due.map((d) => {
    const s = seen.get(d.restaurant_id);
    const cut = s?.count === limit;
    return { restaurantId: d.restaurant_id, doneSeq: cut ? s.lastSeq : Number(d.last_seq), cut };
  });
  return { cursors, cut: cursors.some((c) => c.cut) };
}

/** Moves `jobName`'s cursors (one statement for every restaurant). */
export async function moveCursors(trx: Tx, jobName: string, cursors: { restaurantId: string; doneSeq: number }[]) {
  if (!cursors.length) return;
  await trx
    .insertInto('job_cursors')
    .values(
      cursors.map((c) => ({
        restaurant_id: c.restaurantId,
        job_name: jobName,
        done_seq: c.doneSeq,
        updated_at: new Date(),
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['restaurant_id', 'job_name'])
        .doUpdateSet({ done_seq: sql`excluded.done_seq`, updated_at: sql`excluded.updated_at` }),
    )
    .execute();
}

/**
 * Takes the transaction-level advisory lock ('ROS', `obj`) that serialises the runs of one stream
 * job, without waiting: false when another run holds it (the caller leaves the work to it and
 * schedules one more run; waiting would hold a connection, on the embedded database the only one).
 * Taken in its own statement, so the next statements' snapshots (read committed) start after the
 * previous run committed its cursors.
 */
export async function tryStreamLock(trx: Tx, obj: number): Promise<boolean> {
  const lock = await sql<{
    ok: boolean;
  }>`select pg_try_advisory_xact_lock(${0x524f53}::int, ${obj}::int) as ok`.execute(trx);
  return lock.rows[0]?.ok === true;
}
