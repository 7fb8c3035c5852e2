import { z } from 'zod';

export const ZPublicMenuQuery = z.object({
  q: z.string().trim().max(100).optional(),
  categoryId: z.string().uuid().optional(),
  cursor: z.string().max(400).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** The guest's language: dishes translated into it show their name and description in it. */
  lang: z
    .string()
    .trim()
    .toLowerCase()
    .max(35)
    .optional()
    .transform((tag) => tag?.split('-')[0] || undefined),
});
export type PublicMenuQuery = z.infer<typeof ZPublicMenuQuery>;

/** The keyset position of the last item of a page (opaque to clients). */
export const ZCursor = z.tuple([z.string(), z.string().uuid()]);
