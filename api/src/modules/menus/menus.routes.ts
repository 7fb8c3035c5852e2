import { Router } from 'express';
import type { ModuleRoutes } from '../../app';
import { requireUser } from '../../http/auth';
import { created, noContent, tenant } from '../../http/tenant';
import { parse } from '../../http/validate';
import { ZCreateMenuBody, ZMenuListQuery, ZReorderCategoriesBody, ZUpdateMenuBody } from './menus.schemas';
import * as menus from './menus.service';

/** Menus: CRUD, the one active menu, category drag reorder. */
export const menusRoutes: ModuleRoutes = (deps) => {
  const r = Router();
  const auth = requireUser(deps.config.jwtSecret);
  const base = '/api/restaurants/:restaurantId/menus';
  const menuId = (req: { params: Record<string, string | string[] | undefined> }) => String(req.params.menuId);
  r.get(base, auth, tenant(deps, (ctx, req) => menus.listMenus(ctx, parse(ZMenuListQuery, req.query))));
  r.post(base, auth, tenant(deps, async (ctx, req) => created(await menus.createMenu(ctx, parse(ZCreateMenuBody, req.body)))));
  r.get(`${base}/:menuId`, auth, tenant(deps, (ctx, req) => menus.getMenu(ctx, menuId(req))));
  r.patch(`${base}/:menuId`, auth, tenant(deps, (ctx, req) => menus.updateMenu(ctx, menuId(req), parse(ZUpdateMenuBody, req.body))));
  r.post(`${base}/:menuId/activate`, auth, tenant(deps, (ctx, req) => menus.activateMenu(ctx, menuId(req))));
  r.post(`${base}/:menuId/deactivate`, auth, tenant(deps, (ctx, req) => menus.deactivateMenu(ctx, menuId(req))));
  r.put(`${base}/:menuId/categories/order`, auth, tenant(deps, (ctx, req) => menus.reorderCategories(ctx, menuId(req), parse(ZReorderCategoriesBody, req.body))));
  r.delete(`${base}/:menuId`, auth, tenant(deps, async (ctx, req) => {
    await menus.deleteMenu(ctx, menuId(req));
    return noContent();
  }));
  return r;
};
