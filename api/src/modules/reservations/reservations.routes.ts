import { Router } from 'express';
import type { ModuleRoutes } from '../../app';
import { requireUser } from '../../http/auth';
import { created, tenant } from '../../http/tenant';
import { parse } from '../../http/validate';
import {
  ZAvailabilityQuery, ZCreateReservationBody, ZReservationListQuery, ZReservationStatusBody, ZUpdateReservationBody,
} from './reservations.schemas';
import * as reservations from './reservations.service';

/** Reservations (Premium): list, availability, book, edit/move, lifecycle (seating opens an order). */
export const reservationsRoutes: ModuleRoutes = (deps) => {
  const r = Router();
  const auth = requireUser(deps.config.jwtSecret);
  const base = '/api/restaurants/:restaurantId/reservations';
  const id = (req: { params: Record<string, string | string[] | undefined> }) => String(req.params.reservationId);
  r.get(base, auth, tenant(deps, (ctx, req) => reservations.listReservations(ctx, parse(ZReservationListQuery, req.query))));
  r.get(`${base}/availability`, auth, tenant(deps, (ctx, req) => reservations.availability(ctx, parse(ZAvailabilityQuery, req.query))));
  r.post(base, auth, tenant(deps, async (ctx, req) => created(await reservations.createReservation(ctx, parse(ZCreateReservationBody, req.body)))));
  r.get(`${base}/:reservationId`, auth, tenant(deps, (ctx, req) => reservations.getReservation(ctx, id(req))));
  r.patch(`${base}/:reservationId`, auth, tenant(deps, (ctx, req) => reservations.updateReservation(ctx, id(req), parse(ZUpdateReservationBody, req.body))));
  r.post(`${base}/:reservationId/status`, auth, tenant(deps, (ctx, req) => reservations.setReservationStatus(ctx, id(req), parse(ZReservationStatusBody, req.body))));
  return r;
};
