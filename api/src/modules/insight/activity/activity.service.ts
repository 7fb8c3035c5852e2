import { eventCatalog } from '@ros/shared-events';
import { forbidden } from '../../../kernel/errors';
import type { TenantContext } from '../../../kernel/tenant';
import { listEvents, verifyEvents } from './activity.repo';
import type { ActivityQuery } from '@ros/shared-events';

/** The activity log: the restaurant's events, newest first; needs `activity` view. */
export async function listActivity(ctx: TenantContext, query: ActivityQuery) {
  ctx.authorize('view', 'activity');
  // Same rule as the live stream: an event whose `read` permission the member lacks stays private;
  // one user's own events (an export's progress) and signals are not the restaurant's activity.
  const unreadable = [...eventCatalog.values()]
    .filter((d) => d.privateTo || d.audience || d.signal || (d.read && !ctx.can('view', d.read)))
    .map((d) => d.type);
  return listEvents(ctx, query, unreadable);
}

/**
 * Entries one call checks: about a second's work (see the decision note's figures), so a long log
 * is walked in calls that show progress and no request holds a transaction for long.
 */
const VERIFY_STRETCH = 20_000;

const ONLY_THE_OWNER = "Only the restaurant's owner can verify the activity log.";

/**
 * Walks the whole log's hash chain (every type, the ones the owner's screen hides too) and says
 * where it breaks: the owner's, as the log is the record of what everyone else did.
 */
export async function verifyActivity(ctx: TenantContext, afterSeq: number) {
  ctx.authorize('view', 'activity');
  if (ctx.user.id !== ctx.restaurant.ownerId) throw forbidden(ONLY_THE_OWNER);
  const { restaurantId: _restaurantId, ...report } = await verifyEvents(ctx, afterSeq, VERIFY_STRETCH);
  return report;
}
