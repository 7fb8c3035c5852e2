/** The runtime module's face: what the route list, the job list and other modules may use. */
export { runtimeRoutes } from './runtime.routes';
