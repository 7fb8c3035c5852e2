/** This module's request schemas are shared with the web: `@ros/shared-events` (contracts/requests/dishes.ts). */
export {
  type VariantInput,
  type ModifierGroupInput,
  type CreateDishBody,
  type UpdateDishBody,
  type AvailabilityBody,
  type DishListQuery,
} from '@ros/shared-events';
