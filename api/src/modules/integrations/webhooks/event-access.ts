import { allows, eventCatalog, type PermissionMap } from '@ros/shared-events';

/**
 * Whether an API key's permissions read an event type in full, as a socket of a member with these
 * permissions would (`realtime/src/event-shape.ts` `canRead`), less what is never sent outside the
 * app: events read by named people alone (`privateTo`, `audience`), whose `visibleTo` exceptions a
 * key never has, and the webhooks' own events (a webhook about webhooks would feed itself).
 */
export function keyReads(permissions: PermissionMap, type: string): boolean {
  const def = eventCatalog.get(type);
  if (!def || def.privateTo || def.audience || type.startsWith('webhook.')) return false;
  return !def.read || allows(permissions, false, 'view', def.read);
}

/** Every event type a key's endpoints may subscribe to, in catalogue order. */
export const typesKeyReads = (permissions: PermissionMap) =>
  [...eventCatalog.keys()].filter((type) => keyReads(permissions, type));
