/** The roles module's face: what the route list, the job list and other modules may use. */
export { rolesRoutes } from './roles.routes';
