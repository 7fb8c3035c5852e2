import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { DB, Restaurants } from '@ros/db';
import type { TenantTx } from '@ros/db';
import { jsonb } from '@ros/db';
import type { RepoContext } from '../../../kernel/repo-context';

type Db = Kysely<DB> | Transaction<DB>;

/** Locks the user row for the rest of the transaction. */
export const lockUser = (trx: Transaction<DB>, userId: string) =>
  trx.selectFrom('users').select(['id', 'email', 'full_name']).where('id', '=', userId).forUpdate().executeTakeFirst();

/** Scopes the rest of the transaction to one restaurant, exactly as `withTenant` does. */
export const enterTenant = (trx: Transaction<DB>, restaurantId: string) =>
  sql`select set_config('app.restaurant_id', ${restaurantId}, true), set_config('role', 'ros_tenant', true)`.execute(
    trx,
  );

/** Plans of the restaurants a user owns (for the multiple-restaurants rule). */
export const ownedPlans = (db: Db, userId: string) =>
  db.selectFrom('restaurants').select('plan').where('owner_id', '=', userId).execute();

export const insertRestaurant = (trx: TenantTx, values: Insertable<Restaurants>) =>
  trx.insertInto('restaurants').values(values).returningAll().executeTakeFirstOrThrow();

export const findRestaurant = ({ trx, restaurantId }: RepoContext) =>
  trx.selectFrom('restaurants').selectAll().where('id', '=', restaurantId).executeTakeFirstOrThrow();

export const updateRestaurant = (
  { trx, restaurantId }: RepoContext,
  values: Updateable<Restaurants>,
  settings?: Record<string, unknown>,
) =>
  trx
    .updateTable('restaurants')
    .set({ ...values, ...(settings ? { settings: jsonb(settings) } : {}), updated_at: new Date() })
    .where('id', '=', restaurantId)
    .returningAll()
    .executeTakeFirstOrThrow();

/** The user's active memberships with their role, for the restaurant switcher. */
export const listMyRestaurants = (db: Db, userId: string) =>
  db
    .selectFrom('members as m')
    .innerJoin('restaurants as r', 'r.id', 'm.restaurant_id')
    .innerJoin('roles as ro', 'ro.id', 'm.role_id')
    .select(['r.id', 'r.name', 'r.plan', 'ro.id as roleId', 'ro.name as roleName'])
    .where('m.user_id', '=', userId)
    .where('m.status', '=', 'active')
    .orderBy('m.joined_at', 'asc')
    .orderBy('r.name', 'asc')
    .execute();

export const insertRoles = (
  trx: TenantTx,
  rows: {
    restaurant_id: string;
    name: string;
    icon: string;
    system_key: string | null;
    permissions: Record<string, string>;
  }[],
) =>
  trx
    .insertInto('roles')
    .values(rows.map((r) => ({ ...r, permissions: jsonb(r.permissions) })))
    .returning(['id', 'system_key', 'name'])
    .execute();

export const insertOwnerMember = (
  trx: TenantTx,
  values: { restaurant_id: string; user_id: string; email: string; role_id: string; full_name: string | null },
) =>
  trx
    .insertInto('members')
    .values({ ...values, status: 'active', joined_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
