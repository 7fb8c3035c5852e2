import { z } from 'zod';
import { ZListQuery } from './page-query';
import { INT32_MAX } from './primitives';

export const ZCreateStationBody = z.object({
  name: z.string({ error: 'Station name is required.' }).trim().min(1, 'Station name is required.').max(60),
  sortOrder: z.number().int().min(0).max(INT32_MAX).optional(),
  isDefault: z.boolean().optional(),
});
export type CreateStationBody = z.infer<typeof ZCreateStationBody>;

export const ZUpdateStationBody = ZCreateStationBody.partial();
export type UpdateStationBody = z.infer<typeof ZUpdateStationBody>;

export const ZStationListQuery = ZListQuery(['sortOrder', 'name'], 100);
export type StationListQuery = z.infer<typeof ZStationListQuery>;
