import { Router } from 'express';
import type { ModuleRoutes } from '../../app';
import { requireUser } from '../../http/auth';
import { created, noContent, tenant } from '../../http/tenant';
import { parse } from '../../http/validate';
import { ZCreateRoleBody, ZDeleteRoleQuery, ZUpdateRoleBody } from './roles.schemas';
import * as roles from './roles.service';

/** Roles and their permission trees. */
export const rolesRoutes: ModuleRoutes = (deps) => {
  const r = Router();
  const auth = requireUser(deps.config.jwtSecret);
  const base = '/api/restaurants/:restaurantId/roles';
  r.get(base, auth, tenant(deps, (ctx) => roles.listRoles(ctx)));
  r.post(base, auth, tenant(deps, async (ctx, req) => created(await roles.createRole(ctx, parse(ZCreateRoleBody, req.body)))));
  r.patch(`${base}/:roleId`, auth, tenant(deps, (ctx, req) => roles.updateRole(ctx, String(req.params.roleId), parse(ZUpdateRoleBody, req.body))));
  r.delete(`${base}/:roleId`, auth, tenant(deps, async (ctx, req) => {
    await roles.deleteRole(ctx, String(req.params.roleId), parse(ZDeleteRoleQuery, req.query).transferTo);
    return noContent();
  }));
  return r;
};
