import { sql, type Kysely } from 'kysely';
import { withTenant, type DB } from '@ros/db';
import { PermanentJobError } from '../queue/job-queue';
import { defineJob } from './registry';

/**
 * `report.count-daily`: adds the triggering event to its restaurant's counter for the business day
 * (in the restaurant's time zone) and event type. Recording the job id in `processed_jobs` in the
 * same transaction makes a replayed event count once.
 */
export const countDailyJob = (db: Kysely<DB>) =>
  defineJob('report.count-daily', async ({ restaurantId, eventId }, { jobId }) => {
    await withTenant(db, restaurantId, async (trx) => {
      const first = await trx
        .insertInto('processed_jobs')
        .values({ job_id: jobId, restaurant_id: restaurantId })
        .onConflict((oc) => oc.column('job_id').doNothing())
        .returning('job_id')
        .executeTakeFirst();
      if (!first) return;
      const event = await trx
        .selectFrom('events as e')
        .innerJoin('restaurants as r', 'r.id', 'e.restaurant_id')
        .select(['e.type', sql<string>`to_char((e.occurred_at at time zone r.time_zone)::date, 'YYYY-MM-DD')`.as('day')])
        .where('e.id', '=', eventId)
        .where('e.restaurant_id', '=', restaurantId)
        .executeTakeFirst();
      if (!event) throw new PermanentJobError(`event ${eventId} not found`);
      await trx
        .insertInto('daily_counters')
        .values({ restaurant_id: restaurantId, business_day: event.day, event_type: event.type, count: 1 })
        .onConflict((oc) =>
          oc.columns(['restaurant_id', 'business_day', 'event_type']).doUpdateSet({ count: sql`daily_counters.count + 1`, updated_at: sql`now()` }),
        )
        .execute();
    });
  });
