/** The guest-orders module's face: what the route list, the job list and other modules may use. */
export { guestOrderJobs } from './guest-orders.jobs';
export { guestOrdersRoutes } from './guest-orders.routes';
