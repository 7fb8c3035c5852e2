import { ZDish, ZDishPage } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { created, noContent } from '../../../kernel/replies';
import { ZAvailabilityBody, ZCreateDishBody, ZDishListQuery, ZUpdateDishBody } from './dishes.schemas';
import * as dishes from './dishes.service';

/** Dishes with variants and modifiers, and the 86 toggle. */
export const dishesRoutes = defineRoutes('dishes', (r) => {
  const base = '/api/restaurants/:restaurantId/dishes';
  r.tenant('get', base, { summary: 'Dishes (search, category, sort, page)', query: ZDishListQuery, reply: ZDishPage }, (ctx, { query }) => dishes.listDishes(ctx, query));
  r.tenant('post', base, { summary: 'Create a dish', body: ZCreateDishBody, reply: ZDish }, async (ctx, { body }) => created(await dishes.createDish(ctx, body)));
  r.tenant('get', `${base}/:dishId`, { summary: 'One dish', reply: ZDish }, (ctx, { params }) => dishes.getDish(ctx, params.dishId));
  r.tenant('patch', `${base}/:dishId`, { summary: 'Change a dish', body: ZUpdateDishBody, reply: ZDish }, (ctx, { params, body }) => dishes.updateDish(ctx, params.dishId, body));
  r.tenant('put', `${base}/:dishId/availability`, { summary: "86 a dish or make it available again", body: ZAvailabilityBody, reply: ZDish }, (ctx, { params, body }) => dishes.setAvailability(ctx, params.dishId, body));
  r.tenant('delete', `${base}/:dishId`, { summary: 'Delete a dish' }, async (ctx, { params }) => {
    await dishes.deleteDish(ctx, params.dishId);
    return noContent();
  });
});
