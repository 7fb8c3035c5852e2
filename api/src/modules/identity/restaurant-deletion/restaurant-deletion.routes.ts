import { operations as op } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { deleteRestaurant } from './restaurant-deletion.service';

/** Deleting a restaurant for good (its owner, with its name and their password typed again). */
export const restaurantDeletionRoutes = defineRoutes('restaurant-deletion', (r, deps) => {
  r.user(
    op.deleteRestaurant,
    { summary: "Delete the restaurant and all of its data (its owner only, with its name and the owner's password)" },
    (ctx, { params, body }) => deleteRestaurant(ctx, deps.config.uploadDir, params.restaurantId, body),
  );
});
