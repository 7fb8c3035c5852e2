import { Router } from 'express';
import type { ModuleRoutes } from '../../app';
import { requireUser } from '../../http/auth';
import { created, noContent, tenant } from '../../http/tenant';
import { parse } from '../../http/validate';
import { ZCategoryListQuery, ZCreateCategoryBody, ZUpdateCategoryBody } from './categories.schemas';
import * as categories from './categories.service';

/** Menu categories (Starters, Mains…) with their kitchen station and order. */
export const categoriesRoutes: ModuleRoutes = (deps) => {
  const r = Router();
  const auth = requireUser(deps.config.jwtSecret);
  const base = '/api/restaurants/:restaurantId/categories';
  const categoryId = (req: { params: Record<string, string | string[] | undefined> }) => String(req.params.categoryId);
  r.get(base, auth, tenant(deps, (ctx, req) => categories.listCategories(ctx, parse(ZCategoryListQuery, req.query))));
  r.post(base, auth, tenant(deps, async (ctx, req) => created(await categories.createCategory(ctx, parse(ZCreateCategoryBody, req.body)))));
  r.get(`${base}/:categoryId`, auth, tenant(deps, (ctx, req) => categories.getCategory(ctx, categoryId(req))));
  r.patch(`${base}/:categoryId`, auth, tenant(deps, (ctx, req) => categories.updateCategory(ctx, categoryId(req), parse(ZUpdateCategoryBody, req.body))));
  r.delete(`${base}/:categoryId`, auth, tenant(deps, async (ctx, req) => {
    await categories.deleteCategory(ctx, categoryId(req));
    return noContent();
  }));
  return r;
};
