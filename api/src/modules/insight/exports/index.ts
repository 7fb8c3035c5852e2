/** The exports module's face: what the route list, the job list and other modules may use. */
export { exportJobs } from './exports.jobs';
export { exportsRoutes } from './exports.routes';
