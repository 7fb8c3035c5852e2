import { COURSES } from '../../orders';
import { z } from 'zod';
import { ZListQuery } from './page-query';
import { INT32_MAX } from './primitives';

export const ZCreateCategoryBody = z.object({
  menuId: z.string({ error: 'Please select a menu.' }).uuid('Please select a menu.'),
  name: z.string({ error: 'Category name is required.' }).trim().min(1, 'Category name is required.').max(80),
  description: z.string().trim().max(2000).nullable().optional(),
  coverImageUrl: z.string().trim().max(1000).nullable().optional(),
  stationId: z.string().uuid().nullable().optional(),
  defaultCourse: z.enum(COURSES, 'Choose drinks, starters, mains or desserts.').nullable().optional(),
  sortOrder: z.number().int().min(0).max(INT32_MAX).optional(),
});
export type CreateCategoryBody = z.infer<typeof ZCreateCategoryBody>;

export const ZUpdateCategoryBody = ZCreateCategoryBody.partial();
export type UpdateCategoryBody = z.infer<typeof ZUpdateCategoryBody>;

export const ZCategoryListQuery = ZListQuery(['sortOrder', 'name', 'createdAt'], 200).extend({
  menuId: z.string().uuid().optional(),
});
export type CategoryListQuery = z.infer<typeof ZCategoryListQuery>;
