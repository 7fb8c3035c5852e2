import { sql, type Selectable, type UpdateObject } from 'kysely';
import { pipelined, settleAll, type DB, type TenantTx, type TimePunches } from '@ros/db';
import { readRolledPeriod } from '../../insight/reports';
import type { RepoContext } from '../../../kernel/repo-context';

/** A member's name as staff screens show it (`m` a member, `u` its user). */
export const memberName = sql<string>`coalesce(m.full_name, u.full_name, u.username, m.email)`;

/** `column`'s local day (the restaurant's time zone) lies in [from, to]. */
export const onLocalDays = (timeZone: string, column: string, from: string, to: string) =>
  sql<boolean>`cast(timezone(${timeZone}, ${sql.ref(column)}) as date) between cast(${from} as date) and cast(${to} as date)`;

export function listDepartments(ctx: RepoContext) {
  return selectDepartments(ctx).execute();
}

/** The restaurant's departments with their manager's name and member count, by name (a statement for a pipeline). */
function selectDepartments(ctx: RepoContext) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('departments as d')
    .leftJoin('members as m', (j) =>
      j.onRef('m.id', '=', 'd.manager_member_id').onRef('m.restaurant_id', '=', 'd.restaurant_id'),
    )
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'd.id',
      'd.name',
      'd.color',
      'd.manager_member_id',
      'd.remarks',
      'd.cover_image_url',
      sql<string | null>`case when m.id is null then null else ${memberName} end`.as('manager_name'),
    ])
    .select((eb) =>
      eb
        .selectFrom('members as x')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('x.department_id', '=', 'd.id')
        .whereRef('x.restaurant_id', '=', 'd.restaurant_id')
        .where('x.status', '!=', 'inactive')
        .as('members'),
    )
    .where('d.restaurant_id', '=', restaurantId)
    .orderBy(sql`lower(d.name)`);
}
export type DepartmentRow = Awaited<ReturnType<typeof listDepartments>>[number];

export function findDepartment(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('departments')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function insertDepartment(
  trx: TenantTx,
  values: {
    restaurant_id: string;
    name: string;
    color: string | null;
    manager_member_id: string | null;
    remarks: string | null;
    cover_image_url: string | null;
  },
) {
  return trx.insertInto('departments').values(values).returning('id').executeTakeFirstOrThrow();
}

export function updateDepartment(
  ctx: RepoContext,
  id: string,
  values: {
    name?: string;
    color?: string | null;
    manager_member_id?: string | null;
    remarks?: string | null;
    cover_image_url?: string | null;
  },
) {
  const { trx, restaurantId } = ctx;
  return trx
    .updateTable('departments')
    .set({ ...values, updated_at: new Date() })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .execute();
}

export function deleteDepartment(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return trx.deleteFrom('departments').where('restaurant_id', '=', restaurantId).where('id', '=', id).execute();
}

/** The active member a PIN digest names, or undefined. */
export function memberByPin(ctx: RepoContext, digest: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('members as m')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.id', 'm.user_id', 'm.department_id', memberName.as('name')])
    .where('m.restaurant_id', '=', restaurantId)
    .where('m.pin_digest', '=', digest)
    .where('m.status', '=', 'active')
    .executeTakeFirst();
}

/** A member's role, to compare with the caller's. */
export function memberRole(ctx: RepoContext, memberId: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('members as m')
    .innerJoin('roles as r', 'r.id', 'm.role_id')
    .select(['r.system_key as roleKey', 'r.permissions', 'r.is_disabled as roleDisabled'])
    .where('m.restaurant_id', '=', restaurantId)
    .where('m.id', '=', memberId)
    .executeTakeFirst();
}

export function setPin(ctx: RepoContext, memberId: string, digest: string | null) {
  const { trx, restaurantId } = ctx;
  return trx
    .updateTable('members')
    .set({ pin_digest: digest, updated_at: new Date() })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', memberId)
    .executeTakeFirst();
}

/** Punches with their member's name and department, oldest first. */
function punchesQuery(trx: TenantTx, restaurantId: string) {
  return trx
    .selectFrom('time_punches as p')
    .innerJoin('members as m', (j) =>
      j.onRef('m.id', '=', 'p.member_id').onRef('m.restaurant_id', '=', 'p.restaurant_id'),
    )
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .selectAll('p')
    .select([memberName.as('member_name'), 'm.department_id', 'm.salary', 'm.salary_type'])
    .where('p.restaurant_id', '=', restaurantId)
    .orderBy('p.clock_in_at')
    .orderBy('p.id');
}
export type PunchRow = Selectable<TimePunches> & {
  member_name: string;
  department_id: string | null;
  salary: number | null;
  salary_type: string | null;
};

export function openPunchOf(ctx: RepoContext, memberId: string) {
  const { trx, restaurantId } = ctx;
  return punchesQuery(trx, restaurantId)
    .where('p.member_id', '=', memberId)
    .where('p.clock_out_at', 'is', null)
    .forUpdate('p')
    .executeTakeFirst() as Promise<PunchRow | undefined>;
}

export function punchById(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return punchesQuery(trx, restaurantId).where('p.id', '=', id).forUpdate('p').executeTakeFirst() as Promise<
    PunchRow | undefined
  >;
}

export function openPunches(ctx: RepoContext) {
  const { trx, restaurantId } = ctx;
  return punchesQuery(trx, restaurantId).where('p.clock_out_at', 'is', null).execute() as Promise<PunchRow[]>;
}

/** Punches that started on the local days [from, to] (the restaurant's time zone). */
export function punchesIn(ctx: RepoContext, timeZone: string, from: string, to: string, departmentId?: string) {
  return selectPunchesIn(ctx, timeZone, from, to, departmentId).execute();
}

/** `punchesIn` as a statement for a pipeline. */
export function selectPunchesIn(ctx: RepoContext, timeZone: string, from: string, to: string, departmentId?: string) {
  const { trx, restaurantId } = ctx;
  let q = punchesQuery(trx, restaurantId).where(onLocalDays(timeZone, 'p.clock_in_at', from, to));
  if (departmentId) q = q.where('m.department_id', '=', departmentId);
  return q.$castTo<PunchRow>();
}

export function insertPunch(ctx: RepoContext, memberId: string, at: Date) {
  const { trx, restaurantId } = ctx;
  return trx
    .insertInto('time_punches')
    .values({ restaurant_id: restaurantId, member_id: memberId, clock_in_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function updatePunch(ctx: RepoContext, id: string, values: UpdateObject<DB, 'time_punches'>) {
  const { trx, restaurantId } = ctx;
  return trx
    .updateTable('time_punches')
    .set({ ...values, updated_at: new Date() })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .execute();
}

/** Start times of these members' published shifts starting in [from, to]. */
export function publishedShiftStarts(ctx: RepoContext, memberIds: string[], from: Date, to: Date) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('shifts')
    .select(['member_id', 'starts_at'])
    .where('restaurant_id', '=', restaurantId)
    .where('member_id', 'in', memberIds)
    .where('published_at', 'is not', null)
    .where('starts_at', '>=', from)
    .where('starts_at', '<=', to)
    .execute();
}

/** The departments and the punches of a period (`selectPunchesIn`), read in one round trip. */
export async function departmentsAndPunches(
  ctx: RepoContext,
  timeZone: string,
  from: string,
  to: string,
  departmentId?: string,
) {
  const { trx } = ctx;
  const db = await pipelined(trx);
  return settleAll([
    db.rows(selectDepartments(ctx)),
    db.rows(selectPunchesIn(ctx, timeZone, from, to, departmentId)),
  ] as const);
}

/**
 * The labour report's reads, in one round trip: the punches of a period (`selectPunchesIn`), the
 * departments and the period's sales by day from the reports' roll-ups.
 */
export async function labourFigures(ctx: RepoContext, timeZone: string, from: string, to: string) {
  const { trx } = ctx;
  const db = await pipelined(trx);
  const [punches, departments, sales] = await settleAll([
    db.rows(selectPunchesIn(ctx, timeZone, from, to)),
    db.rows(selectDepartments(ctx)),
    readRolledPeriod(ctx, db, from, to, 'day'),
  ] as const);
  return { punches, departments, sales };
}
