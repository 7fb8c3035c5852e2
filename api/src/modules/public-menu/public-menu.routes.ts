import { Router } from 'express';
import type { ModuleRoutes } from '../../app';
import { parse } from '../../http/validate';
import { ZPublicMenuQuery } from './public-menu.schemas';
import * as publicMenu from './public-menu.service';

/** The guests' digital menu: no login, read only, still scoped by RLS to the restaurant. */
export const publicMenuRoutes: ModuleRoutes = (deps) => {
  const r = Router();
  const base = '/api/public/restaurants/:restaurantId';
  r.get(base, async (req, res) => {
    res.json(await publicMenu.getProfile(deps.db, String(req.params.restaurantId)));
  });
  r.get(`${base}/menu`, async (req, res) => {
    res.json(await publicMenu.getMenu(deps.db, String(req.params.restaurantId), parse(ZPublicMenuQuery, req.query)));
  });
  r.get(`${base}/tables/:tableId`, async (req, res) => {
    res.json(await publicMenu.getTable(deps.db, String(req.params.restaurantId), String(req.params.tableId)));
  });
  return r;
};
