import { z } from 'zod';
import { ZDiscount } from './primitives';
import { ZListQuery, ZQueryBool } from './page-query';
import { INT32_MAX } from './primitives';

export const ZCreateMenuBody = z.object({
  name: z.string({ error: 'Menu name is required.' }).trim().min(1, 'Menu name is required.').max(80),
  color: z.string().trim().max(32).nullable().optional(),
  description: z.string().trim().max(2000).nullable().optional(),
  discount: ZDiscount.optional(),
  isActive: z.boolean().optional(),
  sortOrder: z.number().int().min(0).max(INT32_MAX).optional(),
});
export type CreateMenuBody = z.infer<typeof ZCreateMenuBody>;

export const ZUpdateMenuBody = ZCreateMenuBody.partial();
export type UpdateMenuBody = z.infer<typeof ZUpdateMenuBody>;

export const ZMenuListQuery = ZListQuery(['sortOrder', 'name', 'createdAt'], 100).extend({
  isActive: ZQueryBool.optional(),
});
export type MenuListQuery = z.infer<typeof ZMenuListQuery>;

export const ZReorderCategoriesBody = z.object({
  categoryIds: z.array(z.string().uuid()).min(1, 'Send the categories in their new order.').max(500),
});
export type ReorderCategoriesBody = z.infer<typeof ZReorderCategoriesBody>;
