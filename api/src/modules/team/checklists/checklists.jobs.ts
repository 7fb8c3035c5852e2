import { defineJob, ZWindowJobPayload } from '@ros/shared-events';
import { runAsSystem, type SystemDeps } from '../../../kernel/system';
import { restaurantsWithOverdue, restaurantsWithTemplates } from './schedule.repo';
import { announceOverdue, makeDueChecklists } from './schedule.service';

/**
 * `checklist.make-due`, run by the workers' clock every five minutes (a job per window, its id from
 * the window): each restaurant with an active template makes the lists of its business day that
 * are not there yet (a list per template and day, whatever runs twice), then announces the lists
 * past their due time, once each.
 */
export const makeDue = defineJob({
  name: 'checklist.make-due',
  payload: ZWindowJobPayload,
  clock: { everyMs: 5 * 60_000 },
  async handle(_window, deps: SystemDeps) {
    for (const { restaurant_id: restaurantId } of await restaurantsWithTemplates(deps.db))
      await runAsSystem(deps, restaurantId, makeDueChecklists);
    for (const { restaurant_id: restaurantId } of await restaurantsWithOverdue(deps.db))
      await runAsSystem(deps, restaurantId, announceOverdue);
  },
});

/** The checklists module's jobs. */
export const checklistJobs = [makeDue];
