/** The checklists module's face: what the route list, the job list and other modules may use. */
export { checklistJobs } from './checklists.jobs';
export { checklistsRoutes } from './checklists.routes';
