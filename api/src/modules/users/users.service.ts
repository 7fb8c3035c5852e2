import type { Kysely, Updateable } from 'kysely';
import type { DB, Users } from '@ros/db';
import type { UserContext } from '../../http/account';
import { AppError, duplicate, notFound } from '../../http/errors';
import { isUniqueViolation } from '../../http/tenant';
import { assertAvailable, EMAIL_TAKEN, replaceSessions, USERNAME_TAKEN } from '../auth/auth.service';
import { workPlacesOf } from '../auth/session.service';
import { hashPassword, verifyPassword } from '../auth/tokens';
import { findUserById, setNotificationFlags, updateUser } from './users.repo';
import { notificationsOf, toUserData } from './user-data';
import type { UpdateMeBody } from './users.schemas';

async function userOrThrow(db: Kysely<DB>, userId: string) {
  const user = await findUserById(db, userId);
  if (!user) throw notFound('User');
  return user;
}

export async function getMe(db: Kysely<DB>, userId: string) {
  const user = await userOrThrow(db, userId);
  const { workPlaces } = await workPlacesOf(db, userId);
  return { userData: toUserData(user), workPlaces };
}

export async function updateMe(db: Kysely<DB>, userId: string, body: UpdateMeBody) {
  await assertAvailable(db, { email: body.email, username: body.username }, userId);
  const columns: Record<keyof UpdateMeBody, keyof Users> = {
    username: 'username', email: 'email', fullName: 'full_name', avatar: 'avatar_url', company: 'company', bio: 'bio',
    birthDate: 'birth_date', country: 'country', website: 'website', phone: 'phone', language: 'language',
  };
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined) values[columns[key as keyof UpdateMeBody]] = value === '' ? null : value;
  }
  try {
    const user = await updateUser(db, userId, values as Updateable<Users>);
    return { userData: toUserData(user) };
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_key')) throw duplicate(EMAIL_TAKEN, 'email');
    if (isUniqueViolation(err, 'users_username_key')) throw duplicate(USERNAME_TAKEN, 'username');
    throw err;
  }
}

export const PASSWORD_CHANGED = 'Your password was changed. You were signed out on your other devices.';

/**
 * Changes the password and, in the same transaction, revokes every refresh-token family of the user;
 * the caller continues with the fresh tokens of the answer (its old refresh token is revoked too).
 */
export async function changePassword(ctx: UserContext, jwtSecret: string, currentPassword: string, newPassword: string) {
  const userId = ctx.user.id;
  const user = await ctx.transaction(({ trx }) => userOrThrow(trx, userId));
  if (!(await verifyPassword(user.password_hash, currentPassword))) {
    const message = 'Current password is incorrect.';
    throw new AppError('invalid_input', message, { currentPassword: message });
  }
  const passwordHash = await hashPassword(newPassword);
  const tokens = await ctx.transaction(async ({ trx }) => {
    const updated = await updateUser(trx, userId, { password_hash: passwordHash });
    return replaceSessions(trx, jwtSecret, updated);
  });
  return { ...tokens, otherSessionsRevoked: true, message: PASSWORD_CHANGED };
}

export async function setNotifications(db: Kysely<DB>, userId: string, flags: Record<string, boolean | undefined>) {
  const user = await userOrThrow(db, userId);
  const merged = { ...notificationsOf(user.notification_flags), ...Object.fromEntries(Object.entries(flags).filter(([, v]) => v !== undefined)) };
  const updated = await setNotificationFlags(db, userId, merged);
  return { notifications: notificationsOf(updated.notification_flags) };
}
