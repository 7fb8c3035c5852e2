import { operations as op } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { created, noContent } from '../../../kernel/replies';
import * as menus from './menus.service';

/** Menus: CRUD, the one active menu, category drag reorder. */
export const menusRoutes = defineRoutes('menus', (r) => {
  r.tenant(op.listMenus, { summary: 'Menus' }, (ctx, { query }) => menus.listMenus(ctx, query));
  r.tenant(op.createMenu, { summary: 'Create a menu' }, async (ctx, { body }) =>
    created(await menus.createMenu(ctx, body)),
  );
  r.tenant(op.getMenus, { summary: 'One menu' }, (ctx, { params }) => menus.getMenu(ctx, params.menuId));
  r.tenant(op.updateMenu, { summary: 'Change a menu' }, (ctx, { params, body }) =>
    menus.updateMenu(ctx, params.menuId, body),
  );
  r.tenant(op.activateMenu, { summary: 'Make a menu the active one (the digital menu)' }, (ctx, { params }) =>
    menus.activateMenu(ctx, params.menuId),
  );
  r.tenant(op.deactivateMenu, { summary: 'Deactivate a menu' }, (ctx, { params }) =>
    menus.deactivateMenu(ctx, params.menuId),
  );
  r.tenant(op.reorderCategories, { summary: "Reorder a menu's categories" }, (ctx, { params, body }) =>
    menus.reorderCategories(ctx, params.menuId, body),
  );
  r.tenant(op.deleteMenu, { summary: 'Delete a menu' }, async (ctx, { params }) => {
    await menus.deleteMenu(ctx, params.menuId);
    return noContent();
  });
});
