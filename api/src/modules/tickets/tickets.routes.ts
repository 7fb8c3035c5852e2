import { Router } from 'express';
import type { ModuleRoutes } from '../../app';
import { requireUser } from '../../http/auth';
import { tenant } from '../../http/tenant';
import { parse } from '../../http/validate';
import { ZKdsQuery, ZReadyBody, ZRecallBody } from './tickets.schemas';
import * as tickets from './tickets.service';

/** Kitchen display: the board, ticket actions, recall, reprint, expo. */
export const ticketsRoutes: ModuleRoutes = (deps) => {
  const r = Router();
  const auth = requireUser(deps.config.jwtSecret);
  const base = '/api/restaurants/:restaurantId';
  const ticketId = (req: { params: Record<string, string | string[] | undefined> }) => String(req.params.ticketId);
  r.get(`${base}/kds`, auth, tenant(deps, (ctx, req) => {
    const q = parse(ZKdsQuery, req.query);
    return tickets.kdsBoard(ctx, q.stationId ?? null, q.include === 'bumped');
  }));
  r.post(`${base}/kds/recall`, auth, tenant(deps, (ctx, req) => tickets.recallLast(ctx, parse(ZRecallBody, req.body).stationId)));
  r.get(`${base}/tickets/:ticketId`, auth, tenant(deps, (ctx, req) => tickets.getTicket(ctx, ticketId(req))));
  r.post(`${base}/tickets/:ticketId/start`, auth, tenant(deps, (ctx, req) => tickets.startTicket(ctx, ticketId(req))));
  r.post(`${base}/tickets/:ticketId/ready`, auth, tenant(deps, (ctx, req) => tickets.readyTicket(ctx, ticketId(req), parse(ZReadyBody, req.body).itemIds)));
  r.post(`${base}/tickets/:ticketId/bump`, auth, tenant(deps, (ctx, req) => tickets.bumpTicket(ctx, ticketId(req))));
  r.post(`${base}/tickets/:ticketId/reprint`, auth, tenant(deps, (ctx, req) => tickets.reprintTicket(ctx, ticketId(req))));
  r.get(`${base}/orders/:orderId/expo`, auth, tenant(deps, (ctx, req) => tickets.expo(ctx, String(req.params.orderId))));
  return r;
};
