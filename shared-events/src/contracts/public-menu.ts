import { z } from 'zod';

/** Reply shapes of the public-menu operations (see common.ts). */

export const ZPublicMenuSummary = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string().nullable(),
  description: z.string().nullable(),
  discount: z.object({
    amount: z.number(),
    percent: z.number(),
  }),
});
export type PublicMenuSummary = z.infer<typeof ZPublicMenuSummary>;

export const ZPublicProfile = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string().nullable(),
  address: z.string().nullable(),
  contact: z.string().nullable(),
  email: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  isActive: z.boolean(),
  currency: z.string(),
  confirmOrders: z.boolean(),
  activeMenu: ZPublicMenuSummary.nullable(),
});
export type PublicProfile = z.infer<typeof ZPublicProfile>;

/** No active menu: nothing to list (empty lists, so the reply reads as a page with no rows). */
export const ZEmptyPublicMenu = z.object({
  menu: z.null(),
  categories: z.array(z.never()),
  items: z.array(z.never()),
  nextCursor: z.null(),
});

export const ZPublicVariant = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  isDefault: z.boolean(),
  discount: z.object({
    amount: z.number(),
    percent: z.number(),
  }),
  isAvailable: z.boolean(),
});

export const ZPublicMenuPage = z.object({
  menu: ZPublicMenuSummary,
  categories: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string().nullable(),
      coverImageUrl: z.string().nullable(),
      itemCount: z.number(),
    }),
  ),
  items: z.array(
    z.object({
      id: z.string(),
      displayId: z.string().nullable(),
      name: z.string(),
      description: z.string().nullable(),
      images: z.array(z.string()),
      categoryIds: z.array(z.string()),
      variants: z.array(ZPublicVariant),
      modifierGroups: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          minSelections: z.number(),
          maxSelections: z.number(),
          options: z.array(
            z.object({
              id: z.string(),
              name: z.string(),
              priceDelta: z.number(),
              isAvailable: z.boolean(),
            }),
          ),
        }),
      ),
      price: z.number(),
      preparationMinutes: z.number().nullable(),
      allergens: z.array(z.string()),
      dietaryTags: z.array(z.string()),
    }),
  ),
  nextCursor: z.string().nullable(),
});
export type PublicMenuPage = z.infer<typeof ZPublicMenuPage>;

export const ZPublicMenu = z.union([ZEmptyPublicMenu, ZPublicMenuPage]);

export const ZPublicTable = z.object({
  id: z.string(),
  name: z.string(),
  capacity: z.number(),
  isOpen: z.boolean(),
  space: z.object({
    id: z.string(),
    name: z.string(),
  }),
});
