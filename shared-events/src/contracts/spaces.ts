import { z } from 'zod';
import { ZPage } from './common';

/** Reply shapes of the spaces operations (see common.ts). */

export const ZSpace = z.object({
  id: z.string(),
  name: z.string(),
  sortOrder: z.number(),
  tableCount: z.number(),
});
export type Space = z.infer<typeof ZSpace>;

export const ZSpaces = ZPage(ZSpace);
