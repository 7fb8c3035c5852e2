import { sql, type InsertObject, type UpdateObject } from 'kysely';
import type { DB } from '@ros/db';
import type { RepoContext } from '../../../kernel/repo-context';

/** The assignee's name beside each row: its role, department or member (null once removed). */
const assigneeName = sql<string | null>`coalesce(
  (select r.name from roles r where r.restaurant_id = t.restaurant_id and r.id = t.role_id),
  (select d.name from departments d where d.restaurant_id = t.restaurant_id and d.id = t.department_id),
  (select coalesce(m.full_name, m.email) from members m where m.restaurant_id = t.restaurant_id and m.id = t.member_id))`;

export const listTemplates = ({ trx, restaurantId }: RepoContext) =>
  trx
    .selectFrom('checklist_templates as t')
    .selectAll('t')
    .select(assigneeName.as('assignee_name'))
    .where('t.restaurant_id', '=', restaurantId)
    .orderBy('t.name')
    .orderBy('t.id')
    .execute();

export const findTemplate = ({ trx, restaurantId }: RepoContext, id: string) =>
  trx
    .selectFrom('checklist_templates as t')
    .selectAll('t')
    .select(assigneeName.as('assignee_name'))
    .where('t.restaurant_id', '=', restaurantId)
    .where('t.id', '=', id)
    .executeTakeFirst();

export type TemplateRow = NonNullable<Awaited<ReturnType<typeof findTemplate>>>;

export const insertTemplate = (
  { trx, restaurantId }: RepoContext,
  row: Omit<InsertObject<DB, 'checklist_templates'>, 'restaurant_id'>,
) =>
  trx
    .insertInto('checklist_templates')
    .values({ ...row, restaurant_id: restaurantId })
    .returning('id')
    .executeTakeFirstOrThrow();

export const updateTemplate = (
  { trx, restaurantId }: RepoContext,
  id: string,
  row: UpdateObject<DB, 'checklist_templates'>,
) =>
  trx
    .updateTable('checklist_templates')
    .set({ ...row, updated_at: sql`now()` })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .execute();

export const deleteTemplate = ({ trx, restaurantId }: RepoContext, id: string) =>
  trx.deleteFrom('checklist_templates').where('restaurant_id', '=', restaurantId).where('id', '=', id).execute();

/** Whether a role, department or member of this restaurant has this id. */
export async function assigneeExists(
  { trx, restaurantId }: RepoContext,
  kind: 'role' | 'department' | 'member',
  id: string,
): Promise<boolean> {
  const table = ({ role: 'roles', department: 'departments', member: 'members' } as const)[kind];
  const row = await trx
    .selectFrom(table)
    .select('id')
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** The caller's department (lists assigned to a department are theirs too). */
export const departmentOf = async ({ trx, restaurantId }: RepoContext, memberId: string) =>
  (
    await trx
      .selectFrom('members')
      .select('department_id')
      .where('restaurant_id', '=', restaurantId)
      .where('id', '=', memberId)
      .executeTakeFirst()
  )?.department_id ?? null;

/** Who a list or template is for, by its columns. */
export interface Assignment {
  role_id: string | null;
  department_id: string | null;
  member_id: string | null;
}

/** The users of the active members a list is assigned to (their screens follow it live). */
export async function assigneeUserIds({ trx, restaurantId }: RepoContext, a: Assignment): Promise<string[]> {
  const rows = await trx
    .selectFrom('members')
    .select('user_id')
    .where('restaurant_id', '=', restaurantId)
    .where('status', '=', 'active')
    .where('user_id', 'is not', null)
    .where((eb) =>
      eb.or([
        ...(a.role_id ? [eb('role_id', '=', a.role_id)] : []),
        ...(a.department_id ? [eb('department_id', '=', a.department_id)] : []),
        ...(a.member_id ? [eb('id', '=', a.member_id)] : []),
        eb.val(false),
      ]),
    )
    .execute();
  return rows.map((r) => r.user_id!);
}

const checklistColumns = (t: 'c') =>
  [
    `${t}.id`,
    `${t}.template_id`,
    `${t}.name`,
    `${t}.category`,
    `${t}.assignee_kind`,
    `${t}.role_id`,
    `${t}.department_id`,
    `${t}.member_id`,
    `${t}.due_at`,
    `${t}.completed_at`,
  ] as const;

const checklistsQuery = ({ trx, restaurantId }: RepoContext) =>
  trx
    .selectFrom('checklists as c')
    .select(checklistColumns('c'))
    .select(sql<string>`to_char(c.business_day, 'YYYY-MM-DD')`.as('business_day'))
    .select(
      sql<string | null>`coalesce(
        (select r.name from roles r where r.restaurant_id = c.restaurant_id and r.id = c.role_id),
        (select d.name from departments d where d.restaurant_id = c.restaurant_id and d.id = c.department_id),
        (select coalesce(m.full_name, m.email) from members m where m.restaurant_id = c.restaurant_id and m.id = c.member_id))`.as(
        'assignee_name',
      ),
    )
    .where('c.restaurant_id', '=', restaurantId);

export type ChecklistRow = Awaited<ReturnType<ReturnType<typeof checklistsQuery>['executeTakeFirstOrThrow']>>;

/** A business day's lists; `mine` narrows them to a member's (their role, department or them). */
export function listChecklists(
  ctx: RepoContext,
  day: string,
  mine?: { memberId: string; roleId: string; departmentId: string | null },
) {
  let q = checklistsQuery(ctx).where('c.business_day', '=', sql<Date>`${day}::date`);
  if (mine)
    q = q.where((eb) =>
      eb.or([
        eb('c.member_id', '=', mine.memberId),
        eb('c.role_id', '=', mine.roleId),
        ...(mine.departmentId ? [eb('c.department_id', '=', mine.departmentId)] : []),
      ]),
    );
  return q
    .orderBy('c.due_at', (o) => o.asc().nullsLast())
    .orderBy('c.name')
    .orderBy('c.id')
    .execute();
}

export const findChecklist = (ctx: RepoContext, id: string, forUpdate = false) => {
  const q = checklistsQuery(ctx).where('c.id', '=', id);
  return (forUpdate ? q.forUpdate() : q).executeTakeFirst();
};

export const itemsOf = ({ trx, restaurantId }: RepoContext, checklistIds: readonly string[]) =>
  checklistIds.length === 0
    ? Promise.resolve([])
    : trx
        .selectFrom('checklist_items')
        .selectAll()
        .where('restaurant_id', '=', restaurantId)
        .where('checklist_id', 'in', checklistIds)
        .orderBy('checklist_id')
        .orderBy('position')
        .execute();

export type ItemRow = Awaited<ReturnType<typeof itemsOf>>[number];

export const updateItem = (
  { trx, restaurantId }: RepoContext,
  id: string,
  row: Omit<UpdateObject<DB, 'checklist_items'>, 'id' | 'restaurant_id' | 'checklist_id'>,
) =>
  trx.updateTable('checklist_items').set(row).where('restaurant_id', '=', restaurantId).where('id', '=', id).execute();

export const setCompleted = ({ trx, restaurantId }: RepoContext, id: string, completed: boolean) =>
  trx
    .updateTable('checklists')
    .set({ completed_at: completed ? sql`coalesce(completed_at, now())` : null })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .execute();
