/** The activity module's face: what the route list, the job list and other modules may use. */
export { activityRoutes } from './activity.routes';
