import { z } from 'zod';
import { defineEvent } from './define';

const named = (p: { name: string }) => ({ values: { name: p.name } });

const ZSpaceRef = z.object({ spaceId: z.string().uuid(), name: z.string(), sortOrder: z.number().int() });

/** A floor space (hall, terrace, …) was created. */
export const spaceCreated = defineEvent('space.created', ZSpaceRef, { describe: named });
/** A space was renamed or reordered. */
export const spaceUpdated = defineEvent('space.updated', ZSpaceRef, { describe: named });
/** A space was deleted (it had no tables left). */
export const spaceDeleted = defineEvent('space.deleted', z.object({ spaceId: z.string().uuid(), name: z.string() }), {
  describe: named,
});
