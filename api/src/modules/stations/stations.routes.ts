import { Router } from 'express';
import type { ModuleRoutes } from '../../app';
import { requireUser } from '../../http/auth';
import { created, noContent, tenant } from '../../http/tenant';
import { parse } from '../../http/validate';
import { ZCreateStationBody, ZStationListQuery, ZUpdateStationBody } from './stations.schemas';
import * as stations from './stations.service';

/** Kitchen stations (Grill, Fry, Bar, Pastry…) that dishes route to. */
export const stationsRoutes: ModuleRoutes = (deps) => {
  const r = Router();
  const auth = requireUser(deps.config.jwtSecret);
  const base = '/api/restaurants/:restaurantId/stations';
  r.get(base, auth, tenant(deps, (ctx, req) => stations.listStations(ctx, parse(ZStationListQuery, req.query))));
  r.post(base, auth, tenant(deps, async (ctx, req) => created(await stations.createStation(ctx, parse(ZCreateStationBody, req.body)))));
  r.patch(`${base}/:stationId`, auth, tenant(deps, (ctx, req) => stations.updateStation(ctx, String(req.params.stationId), parse(ZUpdateStationBody, req.body))));
  r.delete(`${base}/:stationId`, auth, tenant(deps, async (ctx, req) => {
    await stations.deleteStation(ctx, String(req.params.stationId));
    return noContent();
  }));
  return r;
};
