import { sql, type Kysely } from 'kysely';
import type { PermissionMap } from '@ros/shared-events';
import type { DB } from './schema';

/**
 * The hour (0–11) a restaurant's business day starts, read from its settings in SQL (`alias` names
 * the `restaurants` row): 0 when unset, so a day is the calendar day.
 */
export const dayStartHourSql = (alias: string) =>
  sql<number>`coalesce(least(greatest((${sql.ref(`${alias}.settings`)}->'businessDay'->>'startsAtHour')::int, 0), 11), 0)`;

/**
 * The membership rule, the one place it is written: the user's *active* membership of the
 * restaurant with its role (and the restaurant), no row for a stranger. The api's tenant context
 * and the realtime gateway both read it.
 */
export function membershipQuery(db: Kysely<DB>, restaurantId: string, userId: string) {
  return membershipOf(db, restaurantId).where('m.user_id', '=', userId);
}

/**
 * The restaurant owner's active membership, by the same rule: what an API key acts as for the rows
 * it links to a member (issue 39; its permissions are the key's own, see the api's `api-key-auth.ts`).
 */
export function ownerMembershipQuery(db: Kysely<DB>, restaurantId: string) {
  return membershipOf(db, restaurantId).whereRef('m.user_id', '=', 'rs.owner_id');
}

function membershipOf(db: Kysely<DB>, restaurantId: string) {
  return db
    .selectFrom('members as m')
    .innerJoin('roles as r', 'r.id', 'm.role_id')
    .innerJoin('restaurants as rs', 'rs.id', 'm.restaurant_id')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'm.id as memberId',
      'r.id as roleId',
      'r.name as roleName',
      'r.system_key as roleKey',
      'r.permissions',
      'r.is_disabled as roleDisabled',
      'rs.id as restaurantId',
      'rs.name as restaurantName',
      'rs.plan',
      'rs.owner_id as ownerId',
      'rs.time_zone as timeZone',
      dayStartHourSql('rs').as('dayStartHour'),
      sql<string>`coalesce(m.full_name, u.full_name, u.username)`.as('displayName'),
      'u.session_version as sessionVersion',
    ])
    .where('m.restaurant_id', '=', restaurantId)
    .where('m.status', '=', 'active');
}

/** A member's permissions as their role grants them (a disabled role grants nothing). */
export const permissionsOf = (m: { roleDisabled: boolean; permissions: unknown }) =>
  (m.roleDisabled ? {} : m.permissions) as PermissionMap;
