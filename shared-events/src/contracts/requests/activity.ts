import { z } from 'zod';

/** Query of the activity log: optional filters and pagination (newest first). */
export const ZActivityQuery = z.object({
  type: z.string().min(1).max(100).optional(),
  actorId: z.string().uuid().optional(),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(10),
});
export type ActivityQuery = z.infer<typeof ZActivityQuery>;
