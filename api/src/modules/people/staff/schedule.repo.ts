import { sql, type UpdateObject } from 'kysely';
import type { DB, TenantTx } from '@ros/db';
import { jsonb } from '../../../kernel/jsonb';
import { memberName, onLocalDays } from './staff.repo';
import type { RepoContext } from '../../../kernel/repo-context';

/** Shifts starting on the local days [from, to], with their member's name and user. */
export function shiftsIn(
  ctx: RepoContext,
  tz: string,
  from: string,
  to: string,
  filter: { departmentId?: string; memberId?: string; publishedOnly?: boolean } = {},
) {
  const { trx, restaurantId } = ctx;
  let q = trx
    .selectFrom('shifts as s')
    .innerJoin('members as m', (j) =>
      j.onRef('m.id', '=', 's.member_id').onRef('m.restaurant_id', '=', 's.restaurant_id'),
    )
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .selectAll('s')
    .select([memberName.as('member_name'), 'm.user_id as member_user_id'])
    .where('s.restaurant_id', '=', restaurantId)
    .where(onLocalDays(tz, 's.starts_at', from, to));
  if (filter.departmentId) q = q.where('s.department_id', '=', filter.departmentId);
  if (filter.memberId) q = q.where('s.member_id', '=', filter.memberId);
  if (filter.publishedOnly) q = q.where('s.published_at', 'is not', null);
  return q.orderBy('s.starts_at').orderBy('s.id').execute();
}
export type ShiftRow = Awaited<ReturnType<typeof shiftsIn>>[number];

export function findShift(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('shifts')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function insertShifts(
  trx: TenantTx,
  rows: {
    restaurant_id: string;
    member_id: string;
    department_id: string | null;
    starts_at: Date;
    ends_at: Date;
    notes: string | null;
  }[],
) {
  if (!rows.length) return Promise.resolve([]);
  return trx.insertInto('shifts').values(rows).returning('id').execute();
}

export function updateShift(ctx: RepoContext, id: string, values: UpdateObject<DB, 'shifts'>) {
  const { trx, restaurantId } = ctx;
  return trx
    .updateTable('shifts')
    .set({ ...values, updated_at: new Date() })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .execute();
}

export function deleteShift(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return trx.deleteFrom('shifts').where('restaurant_id', '=', restaurantId).where('id', '=', id).execute();
}

/** Publishes the drafts starting on [from, to]; returns the shifts published and their members' users. */
export async function publish(ctx: RepoContext, tz: string, from: string, to: string, departmentId?: string) {
  const { trx, restaurantId } = ctx;
  let q = trx
    .updateTable('shifts as s')
    .set({ published_at: new Date(), updated_at: new Date() })
    .where('s.restaurant_id', '=', restaurantId)
    .where('s.published_at', 'is', null)
    .where(onLocalDays(tz, 's.starts_at', from, to));
  if (departmentId) q = q.where('s.department_id', '=', departmentId);
  const rows = await q.returning(['s.id', 's.member_id']).execute();
  const users = rows.length
    ? await trx
        .selectFrom('members')
        .select('user_id')
        .where('restaurant_id', '=', restaurantId)
        .where('id', 'in', [...new Set(rows.map((r) => r.member_id))])
        .execute()
    : [];
  return {
    count: rows.length,
    shiftIds: rows.map((r) => r.id),
    userIds: users.flatMap((u) => (u.user_id ? [u.user_id] : [])),
  };
}

/**
 * These shifts with what their members' emails need: the active member's address, name and language
 * (their account's), and the department's name; in time order.
 */
export function shiftsToAnnounce(ctx: RepoContext, shiftIds: string[]) {
  const { trx, restaurantId } = ctx;
  if (!shiftIds.length) return Promise.resolve([]);
  return trx
    .selectFrom('shifts as s')
    .innerJoin('members as m', (j) =>
      j.onRef('m.id', '=', 's.member_id').onRef('m.restaurant_id', '=', 's.restaurant_id'),
    )
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .leftJoin('departments as d', (j) =>
      j.onRef('d.id', '=', 's.department_id').onRef('d.restaurant_id', '=', 's.restaurant_id'),
    )
    .select([
      's.id',
      's.member_id',
      's.starts_at',
      's.ends_at',
      's.notes',
      'd.name as department',
      'm.email',
      'm.user_id',
      'u.language',
      memberName.as('member_name'),
    ])
    .where('s.restaurant_id', '=', restaurantId)
    .where('s.id', 'in', shiftIds)
    .where('m.status', '=', 'active')
    .orderBy('s.starts_at')
    .orderBy('s.id')
    .execute();
}
export type ShiftToAnnounce = Awaited<ReturnType<typeof shiftsToAnnounce>>[number];

/** Approved time off of these members overlapping [from, to]. */
export function approvedTimeOff(ctx: RepoContext, memberIds: string[], from: string, to: string) {
  const { trx, restaurantId } = ctx;
  if (!memberIds.length) return Promise.resolve([]);
  return trx
    .selectFrom('time_off_requests')
    .select([
      'member_id',
      sql<string>`to_char(starts_on, 'YYYY-MM-DD')`.as('starts_on'),
      sql<string>`to_char(ends_on, 'YYYY-MM-DD')`.as('ends_on'),
    ])
    .where('restaurant_id', '=', restaurantId)
    .where('status', '=', 'approved')
    .where('member_id', 'in', memberIds)
    .where('starts_on', '<=', sql<Date>`cast(${to} as date)`)
    .where('ends_on', '>=', sql<Date>`cast(${from} as date)`)
    .execute();
}

/** Time-off requests, newest first: all, a member's (`memberId`) or one (`id`). */
export function listTimeOff(ctx: RepoContext, filter: { memberId?: string; id?: string } = {}) {
  const { trx, restaurantId } = ctx;
  let q = trx
    .selectFrom('time_off_requests as t')
    .innerJoin('members as m', (j) =>
      j.onRef('m.id', '=', 't.member_id').onRef('m.restaurant_id', '=', 't.restaurant_id'),
    )
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .select([
      't.id',
      't.member_id',
      't.reason',
      't.status',
      't.decided_by',
      'm.user_id as member_user_id',
      memberName.as('member_name'),
      sql<string>`to_char(t.starts_on, 'YYYY-MM-DD')`.as('starts_on'),
      sql<string>`to_char(t.ends_on, 'YYYY-MM-DD')`.as('ends_on'),
    ])
    .where('t.restaurant_id', '=', restaurantId);
  if (filter.memberId) q = q.where('t.member_id', '=', filter.memberId);
  if (filter.id) q = q.where('t.id', '=', filter.id);
  return q.orderBy('t.starts_on', 'desc').orderBy('t.id').limit(500).execute();
}
export type TimeOffRow = Awaited<ReturnType<typeof listTimeOff>>[number];

export function insertTimeOff(
  trx: TenantTx,
  v: { restaurant_id: string; member_id: string; starts_on: string; ends_on: string; reason: string | null },
) {
  return trx.insertInto('time_off_requests').values(v).returning('id').executeTakeFirstOrThrow();
}

export function decideTimeOff(ctx: RepoContext, id: string, values: UpdateObject<DB, 'time_off_requests'>) {
  const { trx, restaurantId } = ctx;
  return trx
    .updateTable('time_off_requests')
    .set(values)
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

export async function departmentExists(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return !!(await trx
    .selectFrom('departments')
    .select('id')
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .executeTakeFirst());
}

export function availabilityOf(ctx: RepoContext, memberIds: string[]) {
  const { trx, restaurantId } = ctx;
  if (!memberIds.length) return Promise.resolve([]);
  return trx
    .selectFrom('members')
    .select(['id', 'availability'])
    .where('restaurant_id', '=', restaurantId)
    .where('id', 'in', memberIds)
    .execute();
}

export function setAvailability(ctx: RepoContext, memberId: string, availability: unknown) {
  const { trx, restaurantId } = ctx;
  return trx
    .updateTable('members')
    .set({ availability: availability === null ? null : jsonb(availability), updated_at: new Date() })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', memberId)
    .executeTakeFirst();
}
