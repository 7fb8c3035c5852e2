import { ZMyRestaurants, ZRestaurant, ZRestaurantAbility, ZSetupChecklist } from '@ros/shared-events';
import { created } from '../../../kernel/replies';
import { defineRoutes } from '../../../kernel/routes';
import { ZCreateRestaurantBody, ZPlanBody, ZUpdateRestaurantBody } from './restaurants.schemas';
import * as restaurants from './restaurants.service';
import { setupChecklist } from './setup-checklist';

/** Restaurants: create (the creator is Owner), my restaurants, profile and settings, ability, plan. */
export const restaurantsRoutes = defineRoutes('restaurants', (r) => {
  const base = '/api/restaurants/:restaurantId';
  r.user('post', '/api/restaurants', { summary: 'Create a restaurant (creator = Owner)', body: ZCreateRestaurantBody, reply: ZRestaurant }, async (ctx, { body }) =>
    created(await ctx.transaction(({ trx }) => restaurants.createRestaurant(trx, ctx.user, body))));
  r.user('get', '/api/restaurants', { summary: 'My restaurants', reply: ZMyRestaurants }, (ctx) => ctx.transaction(({ trx }) => restaurants.listMyRestaurants(trx, ctx.user.id)));
  r.tenant('get', base, { summary: 'The restaurant', reply: ZRestaurant }, (ctx) => restaurants.getRestaurant(ctx));
  r.tenant('patch', base, { summary: "Change the restaurant's profile and settings", body: ZUpdateRestaurantBody, reply: ZRestaurant }, (ctx, { body }) => restaurants.updateRestaurant(ctx, body));
  r.tenant('get', `${base}/ability`, { summary: "The caller's ability (CASL rules) in the restaurant", reply: ZRestaurantAbility }, (ctx) => restaurants.getAbility(ctx));
  r.tenant('get', `${base}/setup-checklist`, { summary: 'The setup checklist: menu, tables, printers, staff, going live', reply: ZSetupChecklist }, (ctx) => setupChecklist(ctx));
  r.tenant('put', `${base}/plan`, { summary: 'Change the subscription plan', body: ZPlanBody, reply: ZRestaurant, floor: false }, (ctx, { body }) => restaurants.changePlan(ctx, body.plan));
});
