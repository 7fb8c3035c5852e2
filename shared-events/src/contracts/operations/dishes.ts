/** The operations of the api's `dishes` module: method, path, request and reply schemas (read by the api's routes, its OpenAPI document, and the web's types). */
import { ZDish, ZDishPage } from '../dishes';
import { ZCreateDishBody, ZDishListQuery, ZUpdateDishBody } from '../requests/dishes';
import { ZAvailabilityBody } from '../requests/dishes';
import * as route from './routes';

export const listDishes = { ...route.listDishes, query: ZDishListQuery, reply: ZDishPage } as const;
export const createDish = { ...route.createDish, body: ZCreateDishBody, reply: ZDish } as const;
export const getDish = { ...route.getDish, reply: ZDish } as const;
export const updateDish = { ...route.updateDish, body: ZUpdateDishBody, reply: ZDish } as const;
export const putDishesAvailability = { ...route.putDishesAvailability, body: ZAvailabilityBody, reply: ZDish } as const;
export const deleteDish = { ...route.deleteDish } as const;
