/** The operations of the api's `roles` module: method, path, request and reply schemas (read by the api's routes, its OpenAPI document, and the web's types). */
import { ZCreateRoleBody, ZDeleteRoleQuery, ZUpdateRoleBody } from '../requests/roles';
import { ZRole, ZRoles } from '../roles';
import * as route from './routes';

export const listRoles = { ...route.listRoles, reply: ZRoles } as const;
export const createRole = { ...route.createRole, body: ZCreateRoleBody, reply: ZRole } as const;
export const updateRole = { ...route.updateRole, body: ZUpdateRoleBody, reply: ZRole } as const;
export const deleteRole = { ...route.deleteRole, query: ZDeleteRoleQuery } as const;
