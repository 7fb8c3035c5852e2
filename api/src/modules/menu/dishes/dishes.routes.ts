import { operations as op } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { created, noContent } from '../../../kernel/replies';
import * as dishes from './dishes.service';

/** Dishes with variants and modifiers, and the 86 toggle. */
export const dishesRoutes = defineRoutes('dishes', (r) => {
  r.tenant(op.listDishes, { summary: 'Dishes (search, category, sort, page)' }, (ctx, { query }) =>
    dishes.listDishes(ctx, query),
  );
  r.tenant(op.createDish, { summary: 'Create a dish' }, async (ctx, { body }) =>
    created(await dishes.createDish(ctx, body)),
  );
  r.tenant(op.getDish, { summary: 'One dish' }, (ctx, { params }) => dishes.getDish(ctx, params.dishId));
  r.tenant(op.updateDish, { summary: 'Change a dish' }, (ctx, { params, body }) =>
    dishes.updateDish(ctx, params.dishId, body),
  );
  r.tenant(op.putDishesAvailability, { summary: '86 a dish or make it available again' }, (ctx, { params, body }) =>
    dishes.setAvailability(ctx, params.dishId, body),
  );
  r.tenant(op.deleteDish, { summary: 'Delete a dish' }, async (ctx, { params }) => {
    await dishes.deleteDish(ctx, params.dishId);
    return noContent();
  });
});
