/** The operations of the api's `menus` module: method, path, request and reply schemas (read by the api's routes, its OpenAPI document, and the web's types). */
import { ZMenu, ZMenuCategories, ZMenuWithCategories, ZMenus } from '../menus';
import { ZCreateMenuBody, ZMenuListQuery, ZReorderCategoriesBody, ZUpdateMenuBody } from '../requests/menus';
import * as route from './routes';

export const listMenus = { ...route.listMenus, query: ZMenuListQuery, reply: ZMenus } as const;
export const createMenu = { ...route.createMenu, body: ZCreateMenuBody, reply: ZMenu } as const;
export const getMenus = { ...route.getMenus, reply: ZMenuWithCategories } as const;
export const updateMenu = { ...route.updateMenu, body: ZUpdateMenuBody, reply: ZMenu } as const;
export const activateMenu = { ...route.activateMenu, reply: ZMenu } as const;
export const deactivateMenu = { ...route.deactivateMenu, reply: ZMenu } as const;
export const reorderCategories = {
  ...route.reorderCategories,
  body: ZReorderCategoriesBody,
  reply: ZMenuCategories,
} as const;
export const deleteMenu = { ...route.deleteMenu } as const;
