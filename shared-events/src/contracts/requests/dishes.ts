import { MENU_LANGUAGE_CODES } from '../../languages';
import { z } from 'zod';
import { ZDiscount } from './primitives';
import { ZListQuery, ZQueryBool } from './page-query';
import { INT32_MAX, money, ZMoney, ZSignedMoney } from './primitives';

const ZPartId = z.string().trim().min(1).max(64);
const ZCountdown = z.number().int().min(0, 'The count cannot be negative.').max(INT32_MAX).nullable();

export const ZVariant = z.object({
  id: ZPartId.optional(),
  name: z.string({ error: 'Variant name is required.' }).trim().min(1, 'Variant name is required.').max(60),
  price: money({ required: 'Price is required.' }),
  isDefault: z.boolean().default(false),
  discount: ZDiscount.default({ amount: 0, percent: 0 }),
  isAvailable: z.boolean().default(true),
  countdown: ZCountdown.default(null),
});
export type VariantInput = z.infer<typeof ZVariant>;

export const ZModifierOption = z.object({
  id: ZPartId.optional(),
  name: z.string({ error: 'Option name is required.' }).trim().min(1, 'Option name is required.').max(60),
  priceDelta: ZSignedMoney.default(0),
  isAvailable: z.boolean().default(true),
  countdown: ZCountdown.default(null),
});

export const ZModifierGroupInput = z
  .object({
    id: ZPartId.optional(),
    name: z
      .string({ error: 'Modifier group name is required.' })
      .trim()
      .min(1, 'Modifier group name is required.')
      .max(60),
    minSelections: z.number().int().min(0).default(0),
    maxSelections: z.number().int().min(1).default(1),
    options: z.array(ZModifierOption).min(1, 'Add at least one option.').max(50),
  })
  .refine((g) => g.minSelections <= g.maxSelections, {
    message: 'Minimum selections cannot exceed the maximum.',
    path: ['minSelections'],
  })
  .refine((g) => g.minSelections <= g.options.length, {
    message: 'Minimum selections exceed the number of options.',
    path: ['minSelections'],
  });
export type ModifierGroupInput = z.infer<typeof ZModifierGroupInput>;

const oneDefault = (variants: { isDefault: boolean }[] | undefined) =>
  !variants || variants.filter((v) => v.isDefault).length <= 1;

const ZTranslation = z.object({
  name: z
    .string()
    .trim()
    .max(120)
    .nullable()
    .optional()
    .transform((v) => v || null),
  description: z
    .string()
    .trim()
    .max(4000)
    .nullable()
    .optional()
    .transform((v) => v || null),
});
/** Per language; a language whose name and description are both empty is dropped. */
const ZTranslations = z
  .partialRecord(z.enum(MENU_LANGUAGE_CODES), ZTranslation, {
    // zod reports a language outside the list as an unrecognized key of the record.
    error: (issue) =>
      'keys' in issue && Array.isArray(issue.keys) ? `Unknown language: ${issue.keys.join(', ')}.` : undefined,
  })
  .transform((all) => Object.fromEntries(Object.entries(all).filter(([, t]) => t && (t.name || t.description))));

const dishFields = {
  name: z.string({ error: 'Dish name is required.' }).trim().min(1, 'Dish name is required.').max(120),
  displayId: z.string().trim().max(32).nullable().optional(),
  description: z.string().trim().max(4000).nullable().optional(),
  translations: ZTranslations.optional(),
  images: z.array(z.string().trim().min(1).max(1000)).max(10).optional(),
  categoryIds: z.array(z.string().uuid('Unknown category.')).max(50).optional(),
  variants: z.array(ZVariant).min(1, 'Add at least one variant with a price.').max(30).optional(),
  /** Shortcut for a single "Regular" variant. */
  price: ZMoney.optional(),
  modifierGroups: z.array(ZModifierGroupInput).max(20).optional(),
  preparationMinutes: z.number().int().min(0).max(600).nullable().optional(),
  allergens: z.array(z.string().trim().min(1).max(40)).max(30).optional(),
  dietaryTags: z.array(z.string().trim().min(1).max(40)).max(30).optional(),
  stationId: z.string().uuid('Unknown kitchen station.').nullable().optional(),
  isAvailable: z.boolean().optional(),
  countdown: ZCountdown.optional(),
};

export const ZCreateDishBody = z
  .object(dishFields)
  .refine((b) => (b.variants?.length ?? 0) > 0 || b.price !== undefined, {
    message: 'Price is required.',
    path: ['price'],
  })
  .refine((b) => oneDefault(b.variants), { message: 'Only one variant can be the default.', path: ['variants'] });
export type CreateDishBody = z.infer<typeof ZCreateDishBody>;

export const ZUpdateDishBody = z
  .object({
    ...dishFields,
    name: dishFields.name.optional(),
    version: z.number().int().min(1).max(INT32_MAX).optional(),
  })
  .refine((b) => oneDefault(b.variants), { message: 'Only one variant can be the default.', path: ['variants'] });
export type UpdateDishBody = z.infer<typeof ZUpdateDishBody>;

export const ZAvailabilityBody = z.object({
  isAvailable: z.boolean({ error: 'isAvailable is required.' }),
  variantId: ZPartId.nullable().optional(),
  optionId: ZPartId.nullable().optional(),
  countdown: ZCountdown.optional(),
});
export type AvailabilityBody = z.infer<typeof ZAvailabilityBody>;

export const ZDishListQuery = ZListQuery(['name', 'price', 'displayId', 'createdAt'], 10).extend({
  categoryId: z.string().uuid().optional(),
  menuId: z.string().uuid().optional(),
  available: ZQueryBool.optional(),
});
export type DishListQuery = z.infer<typeof ZDishListQuery>;
