import { z } from 'zod';
import { ZPage } from './common';
import { MENU_LANGUAGE_CODES } from '../languages';

/** Reply shapes of the dishes operations (see common.ts). */

export const ZDishVariant = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  isDefault: z.boolean(),
  discount: z.object({
    amount: z.number(),
    percent: z.number(),
  }),
  isAvailable: z.boolean(),
  countdown: z.number().nullable(),
});
export type DishVariant = z.infer<typeof ZDishVariant>;

export const ZModifierGroup = z.object({
  options: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      priceDelta: z.number(),
      isAvailable: z.boolean(),
      countdown: z.number().nullable(),
    }),
  ),
  id: z.string(),
  name: z.string(),
  minSelections: z.number(),
  maxSelections: z.number(),
});
export type ModifierGroup = z.infer<typeof ZModifierGroup>;

/** A dish's name and description in other languages (either may be missing: the dish's own is shown). */
export const ZDishTranslations = z.partialRecord(
  z.enum(MENU_LANGUAGE_CODES),
  z.object({ name: z.string().nullable(), description: z.string().nullable() }),
);
export type DishTranslations = z.infer<typeof ZDishTranslations>;

export const ZDish = z.object({
  id: z.string(),
  displayId: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  translations: ZDishTranslations,
  images: z.array(z.string()),
  categoryIds: z.array(z.string()),
  menuIds: z.array(z.string()),
  variants: z.array(ZDishVariant),
  modifierGroups: z.array(ZModifierGroup),
  price: z.number(),
  preparationMinutes: z.number().nullable(),
  allergens: z.array(z.string()),
  dietaryTags: z.array(z.string()),
  stationId: z.string().nullable(),
  effectiveStationId: z.string().nullable(),
  isAvailable: z.boolean(),
  countdown: z.number().nullable(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Dish = z.infer<typeof ZDish>;

export const ZDishPage = ZPage(ZDish);
