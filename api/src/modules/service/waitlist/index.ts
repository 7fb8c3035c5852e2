/** The waitlist module's face: what the route list, the job list and other modules may use. */
export { waitlistRoutes } from './waitlist.routes';
