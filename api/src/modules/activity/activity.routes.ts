import { Router } from 'express';
import type { ModuleRoutes } from '../../app';
import { requireUser } from '../../http/auth';
import { tenant } from '../../http/tenant';
import { parse } from '../../http/validate';
import { ZActivityQuery } from './activity.schemas';
import { listActivity } from './activity.service';

/** `GET /api/restaurants/:restaurantId/events?type=&actorId=&page=&perPage=` → `{ data, total }`. */
export const activityRoutes: ModuleRoutes = (deps) => {
  const r = Router();
  r.get('/api/restaurants/:restaurantId/events', requireUser(deps.config.jwtSecret), tenant(deps, (ctx, req) => listActivity(ctx, parse(ZActivityQuery, req.query))));
  return r;
};
