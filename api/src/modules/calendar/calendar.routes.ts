import { Router } from 'express';
import type { ModuleRoutes } from '../../app';
import { requireUser } from '../../http/auth';
import { created, noContent, tenant } from '../../http/tenant';
import { parse } from '../../http/validate';
import { ZCalendarQuery, ZCreateCalendarEventBody, ZUpdateCalendarEventBody } from './calendar.schemas';
import * as calendar from './calendar.service';

/** The restaurant calendar (Premium): Reservations, Events, Holidays, Staff shifts. */
export const calendarRoutes: ModuleRoutes = (deps) => {
  const r = Router();
  const auth = requireUser(deps.config.jwtSecret);
  const base = '/api/restaurants/:restaurantId/calendar/events';
  r.get(base, auth, tenant(deps, (ctx, req) => calendar.listCalendarEvents(ctx, parse(ZCalendarQuery, req.query))));
  r.post(base, auth, tenant(deps, async (ctx, req) => created(await calendar.addCalendarEvent(ctx, parse(ZCreateCalendarEventBody, req.body)))));
  r.post(`${base}/update`, auth, tenant(deps, (ctx, req) => calendar.updateCalendarEvent(ctx, parse(ZUpdateCalendarEventBody, req.body))));
  r.delete(`${base}/:eventId`, auth, tenant(deps, async (ctx, req) => {
    await calendar.removeCalendarEvent(ctx, String(req.params.eventId));
    return noContent();
  }));
  return r;
};
