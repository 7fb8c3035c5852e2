/** The me module's face: what the route list, the job list and other modules may use. */
export { usersRoutes } from './me.routes';
