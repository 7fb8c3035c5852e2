import type { Insertable, Updateable } from 'kysely';
import type { Roles, TenantTx } from '@ros/db';
import { jsonb } from '@ros/db';
import type { RepoContext } from '../../../kernel/repo-context';

/** Roles with how many members hold each (pending and inactive included: they too need a role). */
export const listRoles = ({ trx, restaurantId }: RepoContext) =>
  trx
    .selectFrom('roles as r')
    .leftJoin('members as m', 'm.role_id', 'r.id')
    .select((eb) => [
      'r.id',
      'r.name',
      'r.icon',
      'r.system_key',
      'r.is_disabled',
      'r.remarks',
      'r.permissions',
      'r.created_at',
      eb.fn.count<number>('m.id').as('employee_count'),
    ])
    .where('r.restaurant_id', '=', restaurantId)
    .groupBy('r.id')
    .orderBy('r.created_at')
    .orderBy('r.name')
    .execute();
export type RoleRow = Awaited<ReturnType<typeof listRoles>>[number];

export const findRole = ({ trx, restaurantId }: RepoContext, id: string) =>
  trx.selectFrom('roles').selectAll().where('restaurant_id', '=', restaurantId).where('id', '=', id).executeTakeFirst();

export const insertRole = (
  trx: TenantTx,
  values: Omit<Insertable<Roles>, 'permissions'>,
  permissions: Record<string, string>,
) =>
  trx
    .insertInto('roles')
    .values({ ...values, permissions: jsonb(permissions) })
    .returning('id')
    .executeTakeFirstOrThrow();

export const updateRole = (
  { trx, restaurantId }: RepoContext,
  id: string,
  values: Omit<Updateable<Roles>, 'permissions'>,
  permissions?: Record<string, string>,
) =>
  trx
    .updateTable('roles')
    .set({ ...values, ...(permissions ? { permissions: jsonb(permissions) } : {}), updated_at: new Date() })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .execute();

export const deleteRole = ({ trx, restaurantId }: RepoContext, id: string) =>
  trx.deleteFrom('roles').where('restaurant_id', '=', restaurantId).where('id', '=', id).execute();

/** Moves every member of a role to another; returns the moved members. */
export const moveMembers = ({ trx, restaurantId }: RepoContext, fromRoleId: string, toRoleId: string) =>
  trx
    .updateTable('members')
    .set({ role_id: toRoleId, updated_at: new Date() })
    .where('restaurant_id', '=', restaurantId)
    .where('role_id', '=', fromRoleId)
    .returning(['id', 'user_id', 'email'])
    .execute();

export const countMembersOf = async ({ trx, restaurantId }: RepoContext, roleId: string) =>
  Number(
    (
      await trx
        .selectFrom('members')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('restaurant_id', '=', restaurantId)
        .where('role_id', '=', roleId)
        .executeTakeFirstOrThrow()
    ).n,
  );
