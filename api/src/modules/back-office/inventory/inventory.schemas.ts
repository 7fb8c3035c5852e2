/** This module's request schemas are shared with the web: `@ros/shared-events` (contracts/requests/inventory.ts). */
export {
  type UnitBody,
  type CreateItemBody,
  type UpdateInventoryItemBody as UpdateItemBody,
  type ItemListQuery,
  type MovementListQuery,
  type ManualMovementBody,
  type RecipeBody,
  type CountLinesBody,
  type ImportItemsBody,
} from '@ros/shared-events';
