import { eventCatalog } from '@ros/shared-events';
import type { TenantContext } from '../../../kernel/tenant';
import { listEvents } from './activity.repo';
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
