import { operations as op } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import * as publicMenu from './public-menu.service';

/** What a guest's phone reads without signing in: the restaurant, its active menu, the scanned table. */
export const publicMenuRoutes = defineRoutes('public-menu', (r) => {
  const notFound = publicMenu.INVALID_IDS;
  r.open(op.getProfile, { summary: "A restaurant's public profile", notFound }, (ctx, { params }) =>
    publicMenu.getProfile(ctx, params.restaurantId),
  );
  r.open(
    op.getPublicMenu,
    { summary: 'The active menu, a page of dishes at a time', notFound },
    (ctx, { params, query }) => publicMenu.getMenu(ctx, params.restaurantId, query),
  );
  r.open(
    op.getPublicTables,
    { summary: 'The table a guest scanned (by id or QR token)', notFound },
    (ctx, { params }) => publicMenu.getTable(ctx, params.restaurantId, params.tableIdOrToken),
  );
});
