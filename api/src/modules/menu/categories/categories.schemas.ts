/** This module's request schemas are shared with the web: `@ros/shared-events` (contracts/requests/categories.ts). */
export { type CreateCategoryBody, type UpdateCategoryBody, type CategoryListQuery } from '@ros/shared-events';
