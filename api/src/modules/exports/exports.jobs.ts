import { defineJob } from '@ros/workers';
import type { SystemDeps } from '../../http/system';
import { runExport } from './exports.service';

/** `report.export`, one per requested export (id from its `export.requested` event): builds the file with progress. */
export const exportJobs = (deps: SystemDeps) => [
  defineJob('report.export', async ({ restaurantId, eventId }) => {
    const e = await deps.db.selectFrom('events').select('payload').where('restaurant_id', '=', restaurantId).where('id', '=', eventId).executeTakeFirst();
    const exportId = (e?.payload as { exportId?: string } | undefined)?.exportId;
    if (exportId) await runExport(deps, restaurantId, exportId);
  }),
];
