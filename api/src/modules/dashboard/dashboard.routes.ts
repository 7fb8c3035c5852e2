import { Router } from 'express';
import type { ModuleRoutes } from '../../app';
import { requireUser } from '../../http/auth';
import { tenant } from '../../http/tenant';
import { dashboardSummary } from './dashboard.service';

/** The web dashboard's live summary. */
export const dashboardRoutes: ModuleRoutes = (deps) => {
  const r = Router();
  const auth = requireUser(deps.config.jwtSecret);
  r.get('/api/restaurants/:restaurantId/dashboard/summary', auth, tenant(deps, (ctx) => dashboardSummary(ctx)));
  return r;
};
