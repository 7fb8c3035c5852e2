import { z } from 'zod';

export const ZKdsQuery = z.object({
  stationId: z.string().uuid().optional(),
  include: z.enum(['bumped']).optional(),
});
export const ZReadyBody = z.object({ itemIds: z.array(z.string().uuid()).min(1).optional() });
export const ZRecallBody = z.object({ stationId: z.string().uuid().nullable() });
