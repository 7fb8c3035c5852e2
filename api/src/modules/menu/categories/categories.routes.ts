import { operations as op } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { created, noContent } from '../../../kernel/replies';
import * as categories from './categories.service';

/** Menu categories (Starters, Mains…) with their kitchen station and order. */
export const categoriesRoutes = defineRoutes('categories', (r) => {
  r.tenant(op.getCategories, { summary: 'Menu categories' }, (ctx, { query }) => categories.listCategories(ctx, query));
  r.tenant(op.postCategories, { summary: 'Create a category' }, async (ctx, { body }) =>
    created(await categories.createCategory(ctx, body)),
  );
  r.tenant(op.getCategory, { summary: 'One category' }, (ctx, { params }) =>
    categories.getCategory(ctx, params.categoryId),
  );
  r.tenant(op.updateCategory, { summary: 'Change a category' }, (ctx, { params, body }) =>
    categories.updateCategory(ctx, params.categoryId, body),
  );
  r.tenant(op.deleteCategories, { summary: 'Delete a category' }, async (ctx, { params }) => {
    await categories.deleteCategory(ctx, params.categoryId);
    return noContent();
  });
});
