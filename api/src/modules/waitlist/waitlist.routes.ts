import { Router } from 'express';
import type { ModuleRoutes } from '../../app';
import { requireUser } from '../../http/auth';
import { created, tenant } from '../../http/tenant';
import { parse } from '../../http/validate';
import { ZAddWaitlistBody, ZWaitlistQuery, ZWaitlistStatusBody } from './waitlist.schemas';
import * as waitlist from './waitlist.service';

/** The walk-in waitlist (Premium, with reservations). */
export const waitlistRoutes: ModuleRoutes = (deps) => {
  const r = Router();
  const auth = requireUser(deps.config.jwtSecret);
  const base = '/api/restaurants/:restaurantId/waitlist';
  r.get(base, auth, tenant(deps, (ctx, req) => waitlist.listWaitlist(ctx, parse(ZWaitlistQuery, req.query))));
  r.post(base, auth, tenant(deps, async (ctx, req) => created(await waitlist.addToWaitlist(ctx, parse(ZAddWaitlistBody, req.body)))));
  r.post(`${base}/:entryId/status`, auth, tenant(deps, (ctx, req) => waitlist.setWaitlistStatus(ctx, String(req.params.entryId), parse(ZWaitlistStatusBody, req.body))));
  return r;
};
