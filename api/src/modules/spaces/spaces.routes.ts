import { Router } from 'express';
import type { ModuleRoutes } from '../../app';
import { requireUser } from '../../http/auth';
import { created, noContent, tenant } from '../../http/tenant';
import { parse } from '../../http/validate';
import { ZCreateSpaceBody, ZSpaceListQuery, ZUpdateSpaceBody } from './spaces.schemas';
import * as spaces from './spaces.service';

/** Floor spaces (hall, terrace, …) that hold the tables. */
export const spacesRoutes: ModuleRoutes = (deps) => {
  const r = Router();
  const auth = requireUser(deps.config.jwtSecret);
  const base = '/api/restaurants/:restaurantId/spaces';
  r.get(base, auth, tenant(deps, (ctx, req) => spaces.listSpaces(ctx, parse(ZSpaceListQuery, req.query))));
  r.post(base, auth, tenant(deps, async (ctx, req) => created(await spaces.createSpace(ctx, parse(ZCreateSpaceBody, req.body)))));
  r.get(`${base}/:spaceId`, auth, tenant(deps, (ctx, req) => spaces.getSpace(ctx, String(req.params.spaceId))));
  r.patch(`${base}/:spaceId`, auth, tenant(deps, (ctx, req) => spaces.updateSpace(ctx, String(req.params.spaceId), parse(ZUpdateSpaceBody, req.body))));
  r.delete(`${base}/:spaceId`, auth, tenant(deps, async (ctx, req) => {
    await spaces.deleteSpace(ctx, String(req.params.spaceId));
    return noContent();
  }));
  return r;
};
