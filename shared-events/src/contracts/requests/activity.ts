import { z } from 'zod';
import { ZPageQuery } from './page-query';

/** Query of the activity log: optional filters and pagination (newest first). */
export const ZActivityQuery = z.object({
  type: z.string().min(1).max(100).optional(),
  actorId: z.string().uuid().optional(),
  ...ZPageQuery(10, 100).shape,
});
export type ActivityQuery = z.infer<typeof ZActivityQuery>;
