import { sql } from 'kysely';
import { defineJob, ZWindowJobPayload } from '@ros/shared-events';
import { runAsSystem, type SystemDeps } from '../../../kernel/system';
import { businessDate } from '../../identity/restaurants';
import { restaurantsWithDueBills } from './customer-accounts.repo';
import { announcePastDue } from './customer-accounts.service';
import { runRecurring } from './expenses.service';

/**
 * `accounts.run-schedules`, run by the workers' clock (a job per window, its id from the window, so
 * several workers enqueue it once): each restaurant with a recurring expense due by tomorrow (any
 * time zone) creates the expenses of its due periods, by its own business day, once each; and each
 * account bill past its due date (the restaurant's day) is announced past due, once.
 */
export const runSchedules = defineJob({
  name: 'accounts.run-schedules',
  payload: ZWindowJobPayload,
  clock: { everyMs: 15 * 60_000 },
  async handle(_window, deps: SystemDeps) {
    const due = await deps.db
      .selectFrom('recurring_expenses')
      .select('restaurant_id')
      .distinct()
      .where('is_active', '=', true)
      .where('next_on', '<=', sql<Date>`current_date + 1`)
      .execute();
    for (const { restaurant_id: restaurantId } of due) {
      await runAsSystem(deps, restaurantId, (ctx) => runRecurring(ctx, businessDate(ctx.restaurant)));
    }
    for (const { restaurant_id: restaurantId } of await restaurantsWithDueBills(deps.db)) {
      await runAsSystem(deps, restaurantId, (ctx) => announcePastDue(ctx, businessDate(ctx.restaurant)));
    }
  },
});

/** The accounts module's jobs. */
export const accountsJobs = [runSchedules];
