import type { Kysely, Transaction, Updateable } from 'kysely';
import type { DB, Users } from '@ros/db';
import { jsonb } from '@ros/db';
import type { NotificationSettings } from '@ros/shared-events';

type Db = Kysely<DB> | Transaction<DB>;

export const findUserById = (db: Db, id: string) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const findUserByEmail = (db: Db, email: string) =>
  db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();

export const findUserByUsername = (db: Db, username: string) =>
  db
    .selectFrom('users')
    .select(['id'])
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .executeTakeFirst();

export const insertUser = (
  db: Db,
  values: { email: string; username: string; password_hash: string; full_name?: string | null },
) => db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();

export const updateUser = (db: Db, id: string, values: Updateable<Users>) =>
  db
    .updateTable('users')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

/** The user's active memberships, oldest first (the first one is the current workplace). */
export const listWorkPlaces = (db: Db, userId: string) =>
  db
    .selectFrom('members as m')
    .innerJoin('restaurants as r', 'r.id', 'm.restaurant_id')
    .innerJoin('roles as ro', 'ro.id', 'm.role_id')
    .select([
      'r.id',
      'r.name',
      'r.plan',
      'ro.id as roleId',
      'ro.name as roleName',
      'ro.system_key as roleKey',
      'ro.permissions',
      'ro.is_disabled as roleDisabled',
    ])
    .where('m.user_id', '=', userId)
    .where('m.status', '=', 'active')
    .orderBy('m.joined_at', 'asc')
    .orderBy('r.name', 'asc')
    .execute();

export const setNotificationSettings = (db: Db, id: string, settings: NotificationSettings) =>
  db
    .updateTable('users')
    .set({ notification_settings: jsonb(settings), updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
