/** The guest-posts module's face: what the route list may use. */
export { guestPostsRoutes } from './guest-posts.routes';
