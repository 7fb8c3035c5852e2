import { defineJob } from '@ros/workers';
import type { SystemDeps } from '../../../kernel/system';
import { unfinishedExports } from './exports.repo';
import { runExport } from './exports.service';

/**
 * `report.export`, one per requested export (id from its `export.requested` event): builds the file
 * with progress. `report.resume-exports`, on the workers' clock, builds those whose job was lost
 * (a Redis without persistence, or a job that failed for good).
 */
export const exportJobs = (deps: SystemDeps) => [
  defineJob('report.resume-exports', async () => {
    for (const e of await unfinishedExports(deps.db)) await runExport(deps, e.restaurant_id, e.id);
  }),

  defineJob('report.export', async ({ restaurantId, eventId }) => {
    const e = await deps.db.selectFrom('events').select('payload').where('restaurant_id', '=', restaurantId).where('id', '=', eventId).executeTakeFirst();
    const exportId = (e?.payload as { exportId?: string } | undefined)?.exportId;
    if (exportId) await runExport(deps, restaurantId, exportId);
  }),
];
