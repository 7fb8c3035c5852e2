import type { StoredEvent } from '@ros/db';
import { allows, eventCatalog, type DeliveredEvent } from '@ros/shared-events';
import type { SubscriberAccess } from './shared-access';

/**
 * Whether a subscriber reads `event` in full: events without a read permission are public, the
 * others need `view` on it, unless the event's own `visibleTo` names this user (e.g. the driver of
 * a delivery); a private event (`privateTo`) is read by its one user alone, an event with an
 * `audience` (a chat message) by the users it names alone.
 */
export function canRead(access: SubscriberAccess, userId: string, event: StoredEvent): boolean {
  const def = eventCatalog.get(event.type);
  if (def?.privateTo) return def.privateTo(event.payload) === userId;
  if (def?.audience) return def.audience(event.payload).includes(userId);
  const read = def?.read ?? null;
  if (!read || allows(access.permissions, access.isOwner, 'view', read)) return true;
  return def?.visibleTo?.(event.payload, userId) ?? false;
}

/** What a subscriber who may not read `event` gets: its number, not its content. */
export function hiddenStub(event: StoredEvent): DeliveredEvent {
  return { restaurantId: event.restaurantId, seq: event.seq, hidden: true };
}
