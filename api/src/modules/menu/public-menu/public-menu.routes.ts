import { ZPublicMenu, ZPublicProfile, ZPublicTable } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { ZPublicMenuQuery } from './public-menu.schemas';
import * as publicMenu from './public-menu.service';

/** What a guest's phone reads without signing in: the restaurant, its active menu, the scanned table. */
export const publicMenuRoutes = defineRoutes('public-menu', (r) => {
  const base = '/api/public/restaurants/:restaurantId';
  const notFound = publicMenu.INVALID_IDS;
  r.open('get', base, { summary: "A restaurant's public profile", notFound, reply: ZPublicProfile }, (ctx, { params }) => publicMenu.getProfile(ctx, params.restaurantId));
  r.open('get', `${base}/menu`, { summary: 'The active menu, a page of dishes at a time', query: ZPublicMenuQuery, notFound, reply: ZPublicMenu }, (ctx, { params, query }) =>
    publicMenu.getMenu(ctx, params.restaurantId, query));
  r.open('get', `${base}/tables/:tableIdOrToken`, { summary: 'The table a guest scanned (by id or QR token)', notFound, reply: ZPublicTable }, (ctx, { params }) =>
    publicMenu.getTable(ctx, params.restaurantId, params.tableIdOrToken));
});
