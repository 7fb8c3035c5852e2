import { operations as op } from '@ros/shared-events';
import { created } from '../../../kernel/replies';
import { defineRoutes } from '../../../kernel/routes';
import * as restaurants from './restaurants.service';
import { setupChecklist } from './setup-checklist';

/** Restaurants: create (the creator is Owner), my restaurants, profile and settings, ability (the plan is billing's). */
export const restaurantsRoutes = defineRoutes('restaurants', (r) => {
  r.user(op.createRestaurant, { summary: 'Create a restaurant (creator = Owner)' }, async (ctx, { body }) =>
    created(await ctx.transaction(({ trx }) => restaurants.createRestaurant(trx, ctx.user, body))),
  );
  r.user(op.listMyRestaurants, { summary: 'My restaurants' }, (ctx) =>
    ctx.transaction(({ trx }) => restaurants.listMyRestaurants(trx, ctx.user.id)),
  );
  r.tenant(op.getRestaurant, { summary: 'The restaurant' }, (ctx) => restaurants.getRestaurant(ctx));
  r.tenant(op.updateRestaurant, { summary: "Change the restaurant's profile and settings" }, (ctx, { body }) =>
    restaurants.updateRestaurant(ctx, body),
  );
  r.tenant(op.getAbility, { summary: "The caller's ability (CASL rules) in the restaurant" }, (ctx) =>
    restaurants.getAbility(ctx),
  );
  r.tenant(op.setupChecklist, { summary: 'The setup checklist: menu, tables, printers, staff, going live' }, (ctx) =>
    setupChecklist(ctx),
  );
});
