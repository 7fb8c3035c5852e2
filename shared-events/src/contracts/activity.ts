import { z } from 'zod';
import { ZPage } from './common';

/** Reply shapes of the activity operations (see common.ts). */

export const ZEventActor = z.object({
  userId: z.string().nullable(),
  name: z.string(),
  /** Set when an integration acted with an API key. */
  apiKeyId: z.string().optional(),
});

export const ZStoredEvent = z.object({
  id: z.string(),
  restaurantId: z.string(),
  seq: z.number(),
  type: z.string(),
  version: z.number(),
  occurredAt: z.string(),
  actor: ZEventActor.nullable(),
  payload: z.unknown(),
});

export const ZActivityPage = ZPage(ZStoredEvent);
export type ActivityPage = z.infer<typeof ZActivityPage>;
