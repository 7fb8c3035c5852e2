/** The operations of the api's `categories` module: method, path, request and reply schemas (read by the api's routes, its OpenAPI document, and the web's types). */
import { ZCategories, ZCategory } from '../categories';
import { ZCategoryListQuery, ZCreateCategoryBody, ZUpdateCategoryBody } from '../requests/categories';
import * as route from './routes';

export const getCategories = { ...route.getCategories, query: ZCategoryListQuery, reply: ZCategories } as const;
export const postCategories = { ...route.postCategories, body: ZCreateCategoryBody, reply: ZCategory } as const;
export const getCategory = { ...route.getCategory, reply: ZCategory } as const;
export const updateCategory = { ...route.updateCategory, body: ZUpdateCategoryBody, reply: ZCategory } as const;
export const deleteCategories = { ...route.deleteCategories } as const;
