/** The public-menu module's face: what the route list, the job list and other modules may use. */
export { publicMenuRoutes } from './public-menu.routes';
export { INVALID_IDS } from './public-menu.service';
