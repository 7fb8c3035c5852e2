import { z } from 'zod';

/** Reply shapes of the uploads operations (see common.ts). */

export const ZStoreImage = z.object({
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number(),
  height: z.number(),
});
export type StoreImage = z.infer<typeof ZStoreImage>;
