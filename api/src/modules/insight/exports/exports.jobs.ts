import { defineJob, ZWindowJobPayload } from '@ros/shared-events';
import { unfinishedExports } from './exports.repo';
import { runExport } from './exports.service';
import type { DataExportDeps } from './restaurant-data';

/**
 * `report.export`, one per requested export (id from its `export.requested` event): builds the file
 * with progress. `report.resume-exports`, on the workers' clock, builds those whose job was lost
 * (a Redis without persistence, or a job that failed for good).
 */
export const resumeExports = defineJob({
  name: 'report.resume-exports',
  payload: ZWindowJobPayload,
  clock: { everyMs: 5 * 60_000 },
  async handle(_window, deps: DataExportDeps) {
    for (const e of await unfinishedExports(deps.db)) await runExport(deps, e.restaurant_id, e.id);
  },
});

export const buildExport = defineJob({
  name: 'report.export',
  on: { 'export.requested': {} },
  async handle(e, deps: DataExportDeps) {
    await runExport(deps, e.restaurantId, e.payload.exportId);
  },
});

/** The exports module's jobs. */
export const exportJobs = [resumeExports, buildExport];
