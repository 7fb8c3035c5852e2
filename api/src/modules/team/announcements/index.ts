/** The announcements module's face: what the route list may use. */
export { announcementsRoutes } from './announcements.routes';
