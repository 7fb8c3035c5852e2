import { Router } from 'express';
import type { ModuleRoutes } from '../../app';
import { requireUser } from '../../http/auth';
import { tenant } from '../../http/tenant';
import { parse } from '../../http/validate';
import { ZCreateRestaurantBody, ZPlanBody, ZUpdateRestaurantBody } from './restaurants.schemas';
import * as restaurants from './restaurants.service';

/** Restaurants: create (creator = Owner), the switcher list, profile and settings, plan. */
export const restaurantsRoutes: ModuleRoutes = (deps) => {
  const r = Router();
  const auth = requireUser(deps.config.jwtSecret);
  r.post('/api/restaurants', auth, async (req, res) => {
    res.status(201).json(await restaurants.createRestaurant(deps.db, req.user!, parse(ZCreateRestaurantBody, req.body)));
  });
  r.get('/api/restaurants', auth, async (req, res) => {
    res.json(await restaurants.listMyRestaurants(deps.db, req.user!.id));
  });
  r.get('/api/restaurants/:restaurantId', auth, tenant(deps, (ctx) => restaurants.getRestaurant(ctx)));
  r.patch('/api/restaurants/:restaurantId', auth, tenant(deps, (ctx, req) => restaurants.updateRestaurant(ctx, parse(ZUpdateRestaurantBody, req.body))));
  r.get('/api/restaurants/:restaurantId/ability', auth, tenant(deps, (ctx) => restaurants.getAbility(ctx)));
  r.put('/api/restaurants/:restaurantId/plan', auth, tenant(deps, (ctx, req) => restaurants.changePlan(ctx, parse(ZPlanBody, req.body).plan)));
  return r;
};
