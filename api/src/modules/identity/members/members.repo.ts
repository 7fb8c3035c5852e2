import { sql, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { DB, Members, TenantTx } from '@ros/db';
import type { ListMembersQuery } from '@ros/shared-events';
import type { RepoContext } from '../../../kernel/repo-context';

type Db = Kysely<DB> | Transaction<DB>;

const fullName = sql<string | null>`coalesce(m.full_name, u.full_name)`;

/** Members with their role name and display name. */
function membersQuery(trx: Db, restaurantId: string) {
  return trx
    .selectFrom('members as m')
    .innerJoin('roles as r', 'r.id', 'm.role_id')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .where('m.restaurant_id', '=', restaurantId)
    .select([
      'm.id',
      'm.user_id',
      'm.email',
      fullName.as('full_name'),
      'm.role_id',
      'r.name as role_name',
      'r.system_key as role_key',
      'm.status',
      'm.invited_at',
      'm.joined_at',
      'm.position',
      'm.contact',
      'm.address',
      'm.salary',
      'm.salary_type',
      'm.department_id',
      'm.emergency_contact',
      sql<string | null>`to_char(m.start_date, 'YYYY-MM-DD')`.as('start_date'),
      sql<boolean>`m.pin_digest is not null`.as('has_pin'),
      'm.availability',
    ]);
}
export type MemberRow = Awaited<ReturnType<ReturnType<typeof membersQuery>['executeTakeFirstOrThrow']>>;

const SORT = {
  fullName: fullName,
  email: sql`m.email`,
  status: sql`m.status`,
  roleName: sql`r.name`,
  invitedAt: sql`m.invited_at`,
  joinedAt: sql`m.joined_at`,
  salary: sql`m.salary`,
} as const;

export async function listMembers(ctx: RepoContext, q: ListMembersQuery) {
  const { trx, restaurantId } = ctx;
  let query = membersQuery(trx, restaurantId);
  if (q.q) {
    const like = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) => eb.or([eb('m.email', 'ilike', like), eb(fullName, 'ilike', like)]));
  }
  if (q.status) query = query.where('m.status', '=', q.status);
  if (q.roleId) query = query.where('m.role_id', '=', q.roleId);
  if (q.departmentId) query = query.where('m.department_id', '=', q.departmentId);
  const direction = q.sort === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  // One after the other: both run on the transaction's single connection.
  const rows = await query
    .orderBy(sql`${SORT[q.sortColumn]} ${direction}`)
    .orderBy('m.id')
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage)
    .execute();
  const count = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

export const findMember = ({ trx, restaurantId }: RepoContext, id: string) =>
  membersQuery(trx, restaurantId).where('m.id', '=', id).executeTakeFirst();

export const findMembersByEmail = ({ trx, restaurantId }: RepoContext, emails: string[]) =>
  trx
    .selectFrom('members')
    .select(['email'])
    .where('restaurant_id', '=', restaurantId)
    .where(sql<string>`lower(email)`, 'in', emails)
    .execute();

export const insertPendingMembers = (
  trx: TenantTx,
  rows: { restaurant_id: string; email: string; role_id: string; invited_by: string }[],
) =>
  trx
    .insertInto('members')
    .values(rows.map((r) => ({ ...r, status: 'pending' })))
    .returning('id')
    .execute();

export const updateMember = ({ trx, restaurantId }: RepoContext, id: string, values: Updateable<Members>) =>
  trx
    .updateTable('members')
    .set({ ...values, updated_at: new Date() })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .execute();

/** Turns a pending invitation into the user's active membership; false when it is no longer pending. */
export async function acceptPending(ctx: RepoContext, id: string, userId: string): Promise<boolean> {
  const { trx, restaurantId } = ctx;
  const res = await trx
    .updateTable('members')
    .set({ user_id: userId, status: 'active', joined_at: new Date(), updated_at: new Date() })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export const deleteMember = ({ trx, restaurantId }: RepoContext, id: string) =>
  trx.deleteFrom('members').where('restaurant_id', '=', restaurantId).where('id', '=', id).execute();

export const findRole = ({ trx, restaurantId }: RepoContext, id: string) =>
  trx
    .selectFrom('roles')
    .select(['id', 'name', 'system_key'])
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .executeTakeFirst();

/** Pending invitations addressed to an email, across restaurants (the invitee's inbox). */
export const listInvitationsFor = (db: Kysely<DB>, email: string) =>
  db
    .selectFrom('members as m')
    .innerJoin('restaurants as rs', 'rs.id', 'm.restaurant_id')
    .innerJoin('roles as r', 'r.id', 'm.role_id')
    .select(['m.id', 'm.restaurant_id', 'rs.name as restaurant_name', 'r.name as role_name', 'm.invited_at'])
    .where('m.status', '=', 'pending')
    .where(sql<string>`lower(m.email)`, '=', email.toLowerCase())
    .orderBy('m.invited_at', 'desc')
    .execute();

export const findInvitationFor = (db: Kysely<DB>, id: string, email: string) =>
  db
    .selectFrom('members')
    .select(['id', 'restaurant_id'])
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
