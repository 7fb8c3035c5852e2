import type { Kysely, Selectable } from 'kysely';
import type { DB, Users } from '@ros/db';
import { abilityRules, type AbilityRule, type PermissionMap } from '@ros/shared-events';
import { listWorkPlaces } from './users.repo';
import { toUserData } from './user-data';

/** The name shown for a user (access token claim, event actor). */
export const displayName = (u: { full_name: string | null; username: string }) => u.full_name || u.username;

/** CASL rules of a role (a disabled role grants nothing). */
export function roleAbility(role: {
  roleKey: string | null;
  permissions: unknown;
  roleDisabled: boolean;
}): AbilityRule[] {
  const permissions = (role.roleDisabled ? {} : role.permissions) as PermissionMap;
  return abilityRules(permissions, role.roleKey === 'owner');
}

/** `workPlaces` and the ability for the first one, as the client keeps them after sign-in. */
export async function workPlacesOf(db: Kysely<DB>, userId: string) {
  const places = await listWorkPlaces(db, userId);
  const first = places[0];
  const ability: AbilityRule[] = first ? roleAbility(first) : [{ action: 'manage', subject: 'user' }];
  return { workPlaces: places.map((p) => ({ _id: p.id, name: p.name })), ability };
}

/** `{ userData, workPlaces, ability }` for a user. */
export async function sessionOf(db: Kysely<DB>, user: Selectable<Users>) {
  const { workPlaces, ability } = await workPlacesOf(db, user.id);
  return { userData: toUserData(user), workPlaces, ability };
}
