import { z } from 'zod';
import { ZCategory } from './categories';
import { ZList, ZPage } from './common';

/** Reply shapes of the menus operations (see common.ts). */

export const ZMenu = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string().nullable(),
  description: z.string().nullable(),
  discount: z.object({
    amount: z.number(),
    percent: z.number(),
  }),
  isActive: z.boolean(),
  sortOrder: z.number(),
  categoryCount: z.number(),
  dishCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Menu = z.infer<typeof ZMenu>;

export const ZMenus = ZPage(ZMenu);

export const ZMenuWithCategories = ZMenu.extend({ categories: z.array(ZCategory) });
export type MenuWithCategories = z.infer<typeof ZMenuWithCategories>;

export const ZMenuCategories = ZList(ZCategory);
