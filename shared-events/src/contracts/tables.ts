import { z } from 'zod';
import { ZPage } from './common';

/** Reply shapes of the tables operations (see common.ts). */

export const ZTable = z.object({
  id: z.string(),
  spaceId: z.string(),
  spaceName: z.string(),
  name: z.string(),
  capacity: z.number(),
  shape: z.enum(['round', 'square', 'rectangle']),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  rotation: z.number(),
  status: z.enum(['free', 'occupied', 'reserved', 'needs_cleaning']),
  isOpen: z.boolean(),
  qrToken: z.string(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Table = z.infer<typeof ZTable>;

export const ZTables = ZPage(ZTable);
