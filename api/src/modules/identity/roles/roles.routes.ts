import { operations as op } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { created, noContent } from '../../../kernel/replies';
import * as roles from './roles.service';

/** Roles and their permission trees. */
export const rolesRoutes = defineRoutes('roles', (r) => {
  r.tenant(op.listRoles, { summary: 'Roles with their permissions and staff counts' }, (ctx) => roles.listRoles(ctx));
  r.tenant(op.createRole, { summary: 'Create a custom role (Premium)' }, async (ctx, { body }) =>
    created(await roles.createRole(ctx, body)),
  );
  r.tenant(op.updateRole, { summary: 'Change a role' }, (ctx, { params, body }) =>
    roles.updateRole(ctx, params.roleId, body),
  );
  r.tenant(op.deleteRole, { summary: 'Delete a role (staff transferred first)' }, async (ctx, { params, query }) => {
    await roles.deleteRole(ctx, params.roleId, query.transferTo);
    return noContent();
  });
});
