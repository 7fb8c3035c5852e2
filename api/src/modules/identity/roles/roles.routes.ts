import { ZRole, ZRoles } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { created, noContent } from '../../../kernel/replies';
import { ZCreateRoleBody, ZDeleteRoleQuery, ZUpdateRoleBody } from './roles.schemas';
import * as roles from './roles.service';

/** Roles and their permission trees. */
export const rolesRoutes = defineRoutes('roles', (r) => {
  const base = '/api/restaurants/:restaurantId/roles';
  r.tenant('get', base, { summary: 'Roles with their permissions and staff counts', reply: ZRoles }, (ctx) => roles.listRoles(ctx));
  r.tenant('post', base, { summary: 'Create a custom role (Premium)', body: ZCreateRoleBody, reply: ZRole }, async (ctx, { body }) => created(await roles.createRole(ctx, body)));
  r.tenant('patch', `${base}/:roleId`, { summary: 'Change a role', body: ZUpdateRoleBody, reply: ZRole }, (ctx, { params, body }) => roles.updateRole(ctx, params.roleId, body));
  r.tenant('delete', `${base}/:roleId`, { summary: 'Delete a role (staff transferred first)', query: ZDeleteRoleQuery }, async (ctx, { params, query }) => {
    await roles.deleteRole(ctx, params.roleId, query.transferTo);
    return noContent();
  });
});
