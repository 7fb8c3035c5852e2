import { Router } from 'express';
import type { ModuleRoutes } from '../../app';
import { requireUser } from '../../http/auth';
import { created, noContent, tenant } from '../../http/tenant';
import { parse } from '../../http/validate';
import { ZAvailabilityBody, ZCreateDishBody, ZDishListQuery, ZUpdateDishBody } from './dishes.schemas';
import * as dishes from './dishes.service';

/** Dishes with variants and modifiers, and the 86 toggle. */
export const dishesRoutes: ModuleRoutes = (deps) => {
  const r = Router();
  const auth = requireUser(deps.config.jwtSecret);
  const base = '/api/restaurants/:restaurantId/dishes';
  const dishId = (req: { params: Record<string, string | string[] | undefined> }) => String(req.params.dishId);
  r.get(base, auth, tenant(deps, (ctx, req) => dishes.listDishes(ctx, parse(ZDishListQuery, req.query))));
  r.post(base, auth, tenant(deps, async (ctx, req) => created(await dishes.createDish(ctx, parse(ZCreateDishBody, req.body)))));
  r.get(`${base}/:dishId`, auth, tenant(deps, (ctx, req) => dishes.getDish(ctx, dishId(req))));
  r.patch(`${base}/:dishId`, auth, tenant(deps, (ctx, req) => dishes.updateDish(ctx, dishId(req), parse(ZUpdateDishBody, req.body))));
  r.put(`${base}/:dishId/availability`, auth, tenant(deps, (ctx, req) => dishes.setAvailability(ctx, dishId(req), parse(ZAvailabilityBody, req.body))));
  r.delete(`${base}/:dishId`, auth, tenant(deps, async (ctx, req) => {
    await dishes.deleteDish(ctx, dishId(req));
    return noContent();
  }));
  return r;
};
