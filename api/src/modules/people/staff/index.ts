/** The staff module's face: what the route list, the job list and other modules may use. */
export { publishedShiftsBetween } from './schedule.service';
export { staffRoutes } from './staff.routes';
