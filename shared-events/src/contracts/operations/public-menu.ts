/** The operations of the api's `public-menu` module: method, path, request and reply schemas (read by the api's routes, its OpenAPI document, and the web's types). */
import { ZPublicMenu, ZPublicProfile, ZPublicTable } from '../public-menu';
import { ZPublicMenuQuery } from '../requests/public-menu';
import * as route from './routes';

export const getProfile = { ...route.getProfile, reply: ZPublicProfile } as const;
export const getPublicMenu = { ...route.getPublicMenu, query: ZPublicMenuQuery, reply: ZPublicMenu } as const;
export const getPublicTables = { ...route.getPublicTables, reply: ZPublicTable } as const;
