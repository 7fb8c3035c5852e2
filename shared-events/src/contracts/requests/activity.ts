import { z } from 'zod';
import { ZPageQuery } from './page-query';

/** Query of the activity log: optional filters and pagination (newest first). */
export const ZActivityQuery = z.object({
  type: z.string().min(1).max(100).optional(),
  actorId: z.string().uuid().optional(),
  ...ZPageQuery(10, 100).shape,
});
export type ActivityQuery = z.infer<typeof ZActivityQuery>;

/** Query of the log's verification: the entry to walk on from (0, the start); each call checks a stretch. */
export const ZVerifyActivityQuery = z.object({
  afterSeq: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
});
