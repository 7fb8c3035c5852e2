/** The search module's face: what the route list, the job list and other modules may use. */
export { searchRoutes } from './search.routes';
