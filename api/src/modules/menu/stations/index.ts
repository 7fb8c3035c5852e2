/** The stations module's face: what the route list, the job list and other modules may use. */
export { stationsRoutes } from './stations.routes';
export { assertStation } from './stations.service';
