/** This module's request schemas are shared with the web: `@ros/shared-events` (contracts/requests/restaurants.ts). */
export { type CreateRestaurantBody, type UpdateRestaurantBody } from '@ros/shared-events';
