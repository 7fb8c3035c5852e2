/** The operations of the api's `restaurant-deletion` module (read by the api's routes, its OpenAPI document, and the web's types). */
import { ZDeleteRestaurantBody } from '../requests/restaurant-deletion';
import * as route from './routes';

export const deleteRestaurant = { ...route.deleteRestaurant, body: ZDeleteRestaurantBody } as const;
