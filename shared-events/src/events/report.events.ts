import { z } from 'zod';
import { defineEvent } from './define';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * The workers added events to the report roll-ups of these business days: the dashboard and the
 * reports read their figures again. A signal, not an activity.
 */
export const reportRolledUp = defineEvent('report.rolled_up', z.object({ businessDays: z.array(day) }), {
  read: 'income',
  signal: true,
});

/** Someone asked for the restaurant's roll-ups to be recomputed from its events (after a change of its business day). */
export const reportRebuildRequested = defineEvent('report.rebuild_requested', z.object({ reason: z.string() }), {
  read: 'income',
  describe: (p) => ({ values: { reason: p.reason } }),
});
