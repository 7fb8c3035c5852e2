/** The operations of the api's `spaces` module: method, path, request and reply schemas (read by the api's routes, its OpenAPI document, and the web's types). */
import { ZCreateSpaceBody, ZSpaceListQuery, ZUpdateSpaceBody } from '../requests/spaces';
import { ZSpace, ZSpaces } from '../spaces';
import * as route from './routes';

export const listSpaces = { ...route.listSpaces, query: ZSpaceListQuery, reply: ZSpaces } as const;
export const createSpace = { ...route.createSpace, body: ZCreateSpaceBody, reply: ZSpace } as const;
export const getSpace = { ...route.getSpace, reply: ZSpace } as const;
export const updateSpace = { ...route.updateSpace, body: ZUpdateSpaceBody, reply: ZSpace } as const;
export const deleteSpace = { ...route.deleteSpace } as const;
