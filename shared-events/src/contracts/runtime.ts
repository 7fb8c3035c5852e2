import { z } from 'zod';

/** Reply shapes of the runtime operations (see common.ts). */

export const ZRuntime = z.object({
  realtimeUrl: z.string().nullable(),
});
