import { Router } from 'express';
import type { ModuleRoutes } from '../../app';
import { requireUser } from '../../http/auth';
import { created, tenant } from '../../http/tenant';
import { parse } from '../../http/validate';
import * as drawer from './cash-drawer.service';
import { ZCloseSessionBody, ZCurrentQuery, ZMovementBody, ZOpenSessionBody } from './cash-drawer.schemas';

/** Cash drawer sessions: open with a float, pay in/out, close with a count, Z report. */
export const cashDrawerRoutes: ModuleRoutes = (deps) => {
  const r = Router();
  const auth = requireUser(deps.config.jwtSecret);
  const base = '/api/restaurants/:restaurantId/cash-drawer';
  const sessionId = (req: { params: Record<string, string | string[] | undefined> }) => String(req.params.sessionId);
  r.post(`${base}/sessions`, auth, tenant(deps, async (ctx, req) => created(await drawer.openSession(ctx, parse(ZOpenSessionBody, req.body)))));
  r.get(`${base}/current`, auth, tenant(deps, (ctx, req) => drawer.currentSession(ctx, parse(ZCurrentQuery, req.query).name)));
  r.get(`${base}/sessions/:sessionId`, auth, tenant(deps, (ctx, req) => drawer.getSession(ctx, sessionId(req))));
  r.post(`${base}/sessions/:sessionId/movements`, auth, tenant(deps, async (ctx, req) => created(await drawer.addMovement(ctx, sessionId(req), parse(ZMovementBody, req.body)))));
  r.post(`${base}/sessions/:sessionId/close`, auth, tenant(deps, (ctx, req) => drawer.closeSession(ctx, sessionId(req), parse(ZCloseSessionBody, req.body))));
  r.get(`${base}/sessions/:sessionId/z-report`, auth, tenant(deps, (ctx, req) => drawer.zReport(ctx, sessionId(req))));
  return r;
};
