import { z } from 'zod';
import { defineEvent } from './define';

const ZSpaceRef = z.object({ spaceId: z.string().uuid(), name: z.string(), sortOrder: z.number().int() });

/** A floor space (hall, terrace, …) was created. */
export const spaceCreated = defineEvent('space.created', ZSpaceRef);
/** A space was renamed or reordered. */
export const spaceUpdated = defineEvent('space.updated', ZSpaceRef);
/** A space was deleted (it had no tables left). */
export const spaceDeleted = defineEvent('space.deleted', z.object({ spaceId: z.string().uuid(), name: z.string() }));
