import { z } from 'zod';
import { ZPage } from './common';

/** Reply shapes of the stations operations (see common.ts). */

export const ZStation = z.object({
  id: z.string(),
  name: z.string(),
  sortOrder: z.number(),
  isDefault: z.boolean(),
});
export type Station = z.infer<typeof ZStation>;

export const ZStations = ZPage(ZStation);
