import { ZCategories, ZCategory } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { created, noContent } from '../../../kernel/replies';
import { ZCategoryListQuery, ZCreateCategoryBody, ZUpdateCategoryBody } from './categories.schemas';
import * as categories from './categories.service';

/** Menu categories (Starters, Mains…) with their kitchen station and order. */
export const categoriesRoutes = defineRoutes('categories', (r) => {
  const base = '/api/restaurants/:restaurantId/categories';
  r.tenant('get', base, { summary: 'Menu categories', query: ZCategoryListQuery, reply: ZCategories }, (ctx, { query }) => categories.listCategories(ctx, query));
  r.tenant('post', base, { summary: 'Create a category', body: ZCreateCategoryBody, reply: ZCategory }, async (ctx, { body }) => created(await categories.createCategory(ctx, body)));
  r.tenant('get', `${base}/:categoryId`, { summary: 'One category', reply: ZCategory }, (ctx, { params }) => categories.getCategory(ctx, params.categoryId));
  r.tenant('patch', `${base}/:categoryId`, { summary: 'Change a category', body: ZUpdateCategoryBody, reply: ZCategory }, (ctx, { params, body }) => categories.updateCategory(ctx, params.categoryId, body));
  r.tenant('delete', `${base}/:categoryId`, { summary: 'Delete a category' }, async (ctx, { params }) => {
    await categories.deleteCategory(ctx, params.categoryId);
    return noContent();
  });
});
