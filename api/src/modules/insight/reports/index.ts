/** The reports module's face: what the route list, the job list and other modules may use. */
export { readRolledPeriod } from './reports.repo';
export { reportJobs } from './reports.jobs';
export { reportsRoutes } from './reports.routes';
export {
  authorizeReading,
  breakdown,
  rebuildRollups,
  requireReportPeriod,
  rolledFigures,
  sales,
} from './reports.service';
