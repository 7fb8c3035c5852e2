import { sql, type Kysely } from 'kysely';

/**
 * `inventory.deduct-stock` follows each restaurant's stream from a cursor (`job_cursors`) instead of
 * one job per fire. A restaurant with history starts where its stream is now, less the fires whose
 * job the embedded queue still holds (`queued_jobs`, then dropped: their payload is an event's, no
 * longer the job's): without a cursor the first run would read every past fire, and deduct the
 * ones made before their dish had a recipe. A distributed deployment drains its queue of these
 * jobs before migrating (docs/decisions/2026-12-03-batched-stock-deductions.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    insert into job_cursors (restaurant_id, job_name, done_seq, updated_at)
    select s.restaurant_id, 'inventory.deduct-stock',
      coalesce(
        (select min(e.seq) - 1 from queued_jobs q
         join events e on e.restaurant_id = s.restaurant_id and e.id = (q.payload->>'eventId')::uuid
         where q.name = 'inventory.deduct-stock'),
        s.last_seq),
      now()
    from event_streams s
    on conflict (restaurant_id, job_name) do nothing`.execute(db);
  await sql`delete from queued_jobs where name = 'inventory.deduct-stock'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from job_cursors where job_name = 'inventory.deduct-stock'`.execute(db);
}
