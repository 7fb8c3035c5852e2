import { z } from 'zod';
import { INT32_MAX } from './primitives';

const text = (max = 500) => z.string().trim().max(max);
export const WAITLIST_STATUSES = ['waiting', 'notified', 'seated', 'left'] as const;

export const ZAddWaitlistBody = z.object({
  name: text(200).min(1, 'Name is required.'),
  phone: text(60).nullish(),
  partySize: z.number().int().min(1, 'Party size must be at least 1.').max(500),
  quotedWaitMinutes: z.number().int().min(0).max(600).default(0),
  notes: text(2000).nullish(),
});
export type AddWaitlistBody = z.infer<typeof ZAddWaitlistBody>;

export const ZWaitlistStatusBody = z.object({
  status: z.enum(['notified', 'seated', 'left', 'waiting']),
  tableId: z.string().uuid().nullish(),
  version: z.number().int().min(1).max(INT32_MAX).optional(),
});
export type WaitlistStatusBody = z.infer<typeof ZWaitlistStatusBody>;

export const ZWaitlistQuery = z.object({
  status: z.enum(WAITLIST_STATUSES).optional(),
  all: z.enum(['true', 'false']).optional(),
});
export type WaitlistQuery = z.infer<typeof ZWaitlistQuery>;
