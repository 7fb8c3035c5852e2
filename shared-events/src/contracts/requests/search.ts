import { z } from 'zod';

export const ZRecordSearchQuery = z.object({
  q: z.string({ error: 'Type something to search for.' }).trim().min(1, 'Type something to search for.').max(100),
});
export const ZBookmarkToggleBody = z.object({ id: z.union([z.string().max(100), z.number().int()]).transform(String) });
