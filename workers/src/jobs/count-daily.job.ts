import { sql, type Kysely } from 'kysely';
import { withTenant, type DB } from '@ros/db';
import { defineJob } from './registry';

const JOB = 'report.count-daily';

/**
 * `report.count-daily`: for each restaurant of the batch, adds its events after its cursor and up
 * to `uptoSeq` to its counters per business day (in the restaurant's time zone) and event type,
 * then moves the cursor, in one transaction per restaurant. The cursor row lock serialises
 * concurrent runs, and a replayed or out-of-date job finds the cursor past its seq: each event
 * counts once.
 */
export const countDailyJob = (db: Kysely<DB>) =>
  defineJob(JOB, async ({ streams }) => {
    for (const { restaurantId, uptoSeq } of streams) await countUpTo(db, restaurantId, uptoSeq);
  });

async function countUpTo(db: Kysely<DB>, restaurantId: string, uptoSeq: number) {
  await withTenant(db, restaurantId, async (trx) => {
    // Takes the cursor row (created at 0 the first time) and its lock in one statement.
    const cursor = await trx
      .insertInto('job_cursors')
      .values({ restaurant_id: restaurantId, job_name: JOB })
      .onConflict((oc) => oc.columns(['restaurant_id', 'job_name']).doUpdateSet({ done_seq: sql`job_cursors.done_seq` }))
      .returning('done_seq')
      .executeTakeFirstOrThrow();
    const doneSeq = Number(cursor.done_seq);
    if (doneSeq >= uptoSeq) return;
    await sql`
      insert into daily_counters (restaurant_id, business_day, event_type, count)
      select e.restaurant_id, (e.occurred_at at time zone r.time_zone)::date, e.type, count(*)
      from events e join restaurants r on r.id = e.restaurant_id
      where e.restaurant_id = ${restaurantId} and e.seq > ${doneSeq} and e.seq <= ${uptoSeq}
      group by 1, 2, 3
      on conflict (restaurant_id, business_day, event_type)
      do update set count = daily_counters.count + excluded.count, updated_at = now()`.execute(trx);
    await trx
      .updateTable('job_cursors')
      .set({ done_seq: uptoSeq, updated_at: new Date() })
      .where('restaurant_id', '=', restaurantId)
      .where('job_name', '=', JOB)
      .execute();
  });
}
