/** The restaurant-deletion module's face: what the route list may use. */
export { restaurantDeletionRoutes } from './restaurant-deletion.routes';
