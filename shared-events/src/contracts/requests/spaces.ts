import { z } from 'zod';
import { ZListQuery } from './page-query';
import { INT32_MAX } from './primitives';

export const ZCreateSpaceBody = z.object({
  name: z.string({ error: 'Space name is required.' }).trim().min(1, 'Space name is required.').max(80),
  sortOrder: z.number().int().min(0).max(INT32_MAX).optional(),
});
export type CreateSpaceBody = z.infer<typeof ZCreateSpaceBody>;

export const ZUpdateSpaceBody = ZCreateSpaceBody.partial();
export type UpdateSpaceBody = z.infer<typeof ZUpdateSpaceBody>;

export const ZSpaceListQuery = ZListQuery(['sortOrder', 'name', 'createdAt'], 100);
export type SpaceListQuery = z.infer<typeof ZSpaceListQuery>;
