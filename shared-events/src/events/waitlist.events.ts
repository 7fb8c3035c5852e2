import { z } from 'zod';
import { defineEvent } from './define';

/** Statuses of a waitlist entry. */
const WAITLIST_STATUSES = ['waiting', 'notified', 'seated', 'left'] as const;

/** A walk-in party waiting for a table. */
const ZWaitlistSnapshot = z.object({
  id: z.string().uuid(),
  name: z.string(),
  phone: z.string().nullable(),
  partySize: z.number().int(),
  quotedWaitMinutes: z.number().int(),
  status: z.enum(WAITLIST_STATUSES),
  tableId: z.string().uuid().nullable(),
  version: z.number().int(),
});

/** A walk-in party joined the waitlist. */
export const waitlistEntryAdded = defineEvent('waitlist.entry_added', z.object({ entry: ZWaitlistSnapshot }), {
  read: 'reservations',
  describe: (p) => ({ values: { name: p.entry.name, count: p.entry.partySize } }),
});
/** A waitlist entry changed (notified "table ready", seated, left, or edited). */
export const waitlistEntryUpdated = defineEvent(
  'waitlist.entry_updated',
  z.object({ entry: ZWaitlistSnapshot, previousStatus: z.enum(WAITLIST_STATUSES) }),
  { read: 'reservations', describe: (p) => ({ context: p.entry.status, values: { name: p.entry.name } }) },
);
