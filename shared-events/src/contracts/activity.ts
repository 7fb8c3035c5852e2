import { z } from 'zod';
import { ZEventDevice } from '../envelope';
import { ZPage } from './common';

/** Reply shapes of the activity operations (see common.ts). */

export const ZEventActor = z.object({
  userId: z.string().nullable(),
  name: z.string(),
  /** Set when an integration acted with an API key. */
  apiKeyId: z.string().optional(),
  device: ZEventDevice.optional(),
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

/** The activity log's hash chain as verification found it (db/src/audit-chain.ts). */
export const ZChainReport = z.object({
  /** Entries checked by this call, from `afterSeq + 1`. */
  checked: z.number(),
  lastSeq: z.number(),
  /** The restaurant's last event number. */
  total: z.number(),
  head: z.string().nullable(),
  broken: z
    .object({
      seq: z.number(),
      kind: z.enum(['changed', 'missing', 'head']),
      occurredAt: z.string().nullable(),
      type: z.string().nullable(),
    })
    .nullable(),
  /** False when the stretch ended before the chain did: walk on from `lastSeq`. */
  done: z.boolean(),
});
export type ChainReport = z.infer<typeof ZChainReport>;
