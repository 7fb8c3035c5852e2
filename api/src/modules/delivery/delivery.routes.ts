import { Router } from 'express';
import type { ModuleRoutes } from '../../app';
import { requireUser } from '../../http/auth';
import { created, noContent, tenant } from '../../http/tenant';
import { parse } from '../../http/validate';
import {
  ZAssignBody, ZCreateDeliveryBody, ZDeliveryListQuery, ZDeliveryStatusBody, ZShiftBody, ZUpdateDeliveryBody, ZUpdateZoneBody, ZZoneBody,
} from './delivery.schemas';
import * as delivery from './delivery.service';

/** Own delivery system (Premium): zones, deliveries, dispatch, drivers' shifts. Drivers see only their own deliveries. */
export const deliveryRoutes: ModuleRoutes = (deps) => {
  const r = Router();
  const auth = requireUser(deps.config.jwtSecret);
  const base = '/api/restaurants/:restaurantId';
  const p = (req: { params: Record<string, string | string[] | undefined> }, k: string) => String(req.params[k]);
  r.get(`${base}/delivery-zones`, auth, tenant(deps, (ctx) => delivery.listZones(ctx)));
  r.post(`${base}/delivery-zones`, auth, tenant(deps, async (ctx, req) => created(await delivery.createZone(ctx, parse(ZZoneBody, req.body)))));
  r.patch(`${base}/delivery-zones/:zoneId`, auth, tenant(deps, (ctx, req) => delivery.updateZone(ctx, p(req, 'zoneId'), parse(ZUpdateZoneBody, req.body))));
  r.delete(`${base}/delivery-zones/:zoneId`, auth, tenant(deps, async (ctx, req) => {
    await delivery.deleteZone(ctx, p(req, 'zoneId'));
    return noContent();
  }));

  r.get(`${base}/deliveries`, auth, tenant(deps, (ctx, req) => delivery.listDeliveries(ctx, parse(ZDeliveryListQuery, req.query))));
  r.get(`${base}/deliveries/pending-orders`, auth, tenant(deps, (ctx) => delivery.pendingOrders(ctx)));
  r.post(`${base}/deliveries`, auth, tenant(deps, async (ctx, req) => created(await delivery.createDelivery(ctx, parse(ZCreateDeliveryBody, req.body)))));
  r.get(`${base}/deliveries/:deliveryId`, auth, tenant(deps, (ctx, req) => delivery.getDelivery(ctx, p(req, 'deliveryId'))));
  r.patch(`${base}/deliveries/:deliveryId`, auth, tenant(deps, (ctx, req) => delivery.updateDelivery(ctx, p(req, 'deliveryId'), parse(ZUpdateDeliveryBody, req.body))));
  r.post(`${base}/deliveries/:deliveryId/assign`, auth, tenant(deps, (ctx, req) => delivery.assignDelivery(ctx, p(req, 'deliveryId'), parse(ZAssignBody, req.body))));
  r.post(`${base}/deliveries/:deliveryId/status`, auth, tenant(deps, (ctx, req) => delivery.setDeliveryStatus(ctx, p(req, 'deliveryId'), parse(ZDeliveryStatusBody, req.body))));

  r.get(`${base}/drivers`, auth, tenant(deps, (ctx) => delivery.listDrivers(ctx)));
  r.post(`${base}/drivers/:memberId/shift`, auth, tenant(deps, (ctx, req) => {
    const id = p(req, 'memberId');
    return delivery.setShift(ctx, id === 'me' ? 'me' : id, parse(ZShiftBody, req.body).isOnShift);
  }));
  return r;
};
