import type { PermissionMap } from '@ros/shared-events';

/** What a subscriber may read in one restaurant, from its active membership and role (shared, read-only). */
export interface SubscriberAccess {
  roleId: string;
  isOwner: boolean;
  permissions: PermissionMap;
}

/** Past this many distinct accesses the table starts over: sharing only saves memory. */
const MAX_SHARED = 10_000;
const shared = new Map<string, SubscriberAccess>();

/**
 * One frozen object per distinct (role, owner, permissions) instead of one per subscription:
 * members with the same role read the same access, and a parsed permission map is ~1 KB.
 */
export function shareAccess(access: SubscriberAccess): SubscriberAccess {
  const key = `${access.roleId} ${access.isOwner} ${JSON.stringify(access.permissions)}`;
  const known = shared.get(key);
  if (known) return known;
  if (shared.size >= MAX_SHARED) shared.clear();
  const frozen = Object.freeze(access);
  shared.set(key, frozen);
  return frozen;
}
