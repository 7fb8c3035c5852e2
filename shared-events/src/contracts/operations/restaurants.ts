/** The operations of the api's `restaurants` module: method, path, request and reply schemas (read by the api's routes, its OpenAPI document, and the web's types). */
import { ZCreateRestaurantBody, ZUpdateRestaurantBody } from '../requests/restaurants';
import { ZMyRestaurants, ZRestaurant, ZRestaurantAbility, ZSetupChecklist } from '../restaurants';
import * as route from './routes';

export const createRestaurant = { ...route.createRestaurant, body: ZCreateRestaurantBody, reply: ZRestaurant } as const;
export const listMyRestaurants = { ...route.listMyRestaurants, reply: ZMyRestaurants } as const;
export const getRestaurant = { ...route.getRestaurant, reply: ZRestaurant } as const;
export const updateRestaurant = { ...route.updateRestaurant, body: ZUpdateRestaurantBody, reply: ZRestaurant } as const;
export const getAbility = { ...route.getAbility, reply: ZRestaurantAbility } as const;
export const setupChecklist = { ...route.setupChecklist, reply: ZSetupChecklist } as const;
