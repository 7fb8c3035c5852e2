/** The spaces module's face: what the route list, the job list and other modules may use. */
export { spacesRoutes } from './spaces.routes';
