import { sql } from 'kysely';
import type { RepoContext } from '../../../kernel/repo-context';

/** The member's card facts: who they are in this restaurant and what their user account says of them. */
export function selectProfile(ctx: RepoContext, memberId: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('members as m')
    .innerJoin('roles as r', 'r.id', 'm.role_id')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .leftJoin('departments as d', 'd.id', 'm.department_id')
    .select([
      'm.id',
      'm.user_id',
      'm.email',
      'r.name as role',
      'd.name as department',
      'u.avatar_url',
      'u.spoken_languages',
      sql<string>`coalesce(m.full_name, u.full_name, u.username, m.email)`.as('name'),
      sql<string | null>`coalesce(u.phone, m.contact)`.as('phone'),
    ])
    .where('m.restaurant_id', '=', restaurantId)
    .where('m.id', '=', memberId)
    .where('m.status', '=', 'active')
    .executeTakeFirst();
}

/** The member's published shifts in the restaurant's current week (Monday to Monday, its time zone). */
export function selectWeekShifts(ctx: RepoContext, memberId: string, timeZone: string) {
  const { trx, restaurantId } = ctx;
  const weekStart = sql<Date>`timezone(${timeZone}, date_trunc('week', timezone(${timeZone}, now())))`;
  return trx
    .selectFrom('shifts')
    .select(['id', 'starts_at', 'ends_at'])
    .where('restaurant_id', '=', restaurantId)
    .where('member_id', '=', memberId)
    .where('published_at', 'is not', null)
    .where('starts_at', '>=', weekStart)
    .where('starts_at', '<', sql<Date>`${weekStart} + interval '7 days'`)
    .orderBy('starts_at')
    .execute();
}
