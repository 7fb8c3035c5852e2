import { ZMenu, ZMenuCategories, ZMenuWithCategories, ZMenus } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { created, noContent } from '../../../kernel/replies';
import { ZCreateMenuBody, ZMenuListQuery, ZReorderCategoriesBody, ZUpdateMenuBody } from './menus.schemas';
import * as menus from './menus.service';

/** Menus: CRUD, the one active menu, category drag reorder. */
export const menusRoutes = defineRoutes('menus', (r) => {
  const base = '/api/restaurants/:restaurantId/menus';
  r.tenant('get', base, { summary: 'Menus', query: ZMenuListQuery, reply: ZMenus }, (ctx, { query }) => menus.listMenus(ctx, query));
  r.tenant('post', base, { summary: 'Create a menu', body: ZCreateMenuBody, reply: ZMenu }, async (ctx, { body }) => created(await menus.createMenu(ctx, body)));
  r.tenant('get', `${base}/:menuId`, { summary: 'One menu', reply: ZMenuWithCategories }, (ctx, { params }) => menus.getMenu(ctx, params.menuId));
  r.tenant('patch', `${base}/:menuId`, { summary: 'Change a menu', body: ZUpdateMenuBody, reply: ZMenu }, (ctx, { params, body }) => menus.updateMenu(ctx, params.menuId, body));
  r.tenant('post', `${base}/:menuId/activate`, { summary: 'Make a menu the active one (the digital menu)', reply: ZMenu }, (ctx, { params }) => menus.activateMenu(ctx, params.menuId));
  r.tenant('post', `${base}/:menuId/deactivate`, { summary: 'Deactivate a menu', reply: ZMenu }, (ctx, { params }) => menus.deactivateMenu(ctx, params.menuId));
  r.tenant('put', `${base}/:menuId/categories/order`, { summary: "Reorder a menu's categories", body: ZReorderCategoriesBody, reply: ZMenuCategories }, (ctx, { params, body }) => menus.reorderCategories(ctx, params.menuId, body));
  r.tenant('delete', `${base}/:menuId`, { summary: 'Delete a menu' }, async (ctx, { params }) => {
    await menus.deleteMenu(ctx, params.menuId);
    return noContent();
  });
});
