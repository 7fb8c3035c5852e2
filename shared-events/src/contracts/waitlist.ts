import { z } from 'zod';
import { ZPage } from './common';

/** Reply shapes of the waitlist operations (see common.ts). */

export const ZWaitlistEntry = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  partySize: z.number(),
  quotedWaitMinutes: z.number(),
  status: z.enum(['seated', 'waiting', 'notified', 'left']),
  notes: z.string().nullable(),
  tableId: z.string().nullable(),
  notifiedAt: z.string().nullable(),
  version: z.number(),
  createdAt: z.string(),
});
export type WaitlistEntry = z.infer<typeof ZWaitlistEntry>;

export const ZWaitlist = ZPage(ZWaitlistEntry);

export const ZNotifiedWaitlistEntry = ZWaitlistEntry.extend({ messageId: z.string().nullable() });

export const ZWaitlistStatusChange = z.union([ZWaitlistEntry, ZNotifiedWaitlistEntry]);
export type WaitlistStatusChange = z.infer<typeof ZWaitlistStatusChange>;
