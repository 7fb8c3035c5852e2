import { z } from 'zod';
import { ZPage } from './common';

/** Reply shapes of the categories operations (see common.ts). */

export const ZCategory = z.object({
  id: z.string(),
  menuId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  stationId: z.string().nullable(),
  /** The course its dishes take on the POS (null: mains). */
  defaultCourse: z.string().nullable(),
  sortOrder: z.number(),
  itemCount: z.number(),
});
export type Category = z.infer<typeof ZCategory>;

export const ZCategories = ZPage(ZCategory);
