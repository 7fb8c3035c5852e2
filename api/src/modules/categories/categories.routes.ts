import { defineRoutes } from '../../http/routes';
import { created, noContent } from '../../http/replies';
import { ZCategoryListQuery, ZCreateCategoryBody, ZUpdateCategoryBody } from './categories.schemas';
import * as categories from './categories.service';

/** Menu categories (Starters, Mains…) with their kitchen station and order. */
export const categoriesRoutes = defineRoutes('categories', (r) => {
  const base = '/api/restaurants/:restaurantId/categories';
  r.tenant('get', base, { summary: 'Menu categories', query: ZCategoryListQuery }, (ctx, { query }) => categories.listCategories(ctx, query));
  r.tenant('post', base, { summary: 'Create a category', body: ZCreateCategoryBody }, async (ctx, { body }) => created(await categories.createCategory(ctx, body)));
  r.tenant('get', `${base}/:categoryId`, { summary: 'One category' }, (ctx, { params }) => categories.getCategory(ctx, params.categoryId));
  r.tenant('patch', `${base}/:categoryId`, { summary: 'Change a category', body: ZUpdateCategoryBody }, (ctx, { params, body }) => categories.updateCategory(ctx, params.categoryId, body));
  r.tenant('delete', `${base}/:categoryId`, { summary: 'Delete a category' }, async (ctx, { params }) => {
    await categories.deleteCategory(ctx, params.categoryId);
    return noContent();
  });
});
