/** The dashboard module's face: what the route list, the job list and other modules may use. */
export { dashboardRoutes } from './dashboard.routes';
