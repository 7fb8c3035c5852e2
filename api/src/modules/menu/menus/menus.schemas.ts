/** This module's request schemas are shared with the web: `@ros/shared-events` (contracts/requests/menus.ts). */
export {
  type CreateMenuBody,
  type UpdateMenuBody,
  type MenuListQuery,
  type ReorderCategoriesBody,
} from '@ros/shared-events';
