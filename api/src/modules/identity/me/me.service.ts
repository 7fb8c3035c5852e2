import type { ChangePassword, Me } from '@ros/shared-events';
import type { Kysely, Updateable } from 'kysely';
import { jsonb, type DB, type Users } from '@ros/db';
import type { AppDeps } from '../../../deps';
import type { UserContext } from '../../../kernel/account';
import { duplicate, notFound, invalidInput } from '../../../kernel/errors';
import { isUniqueViolation } from '../../../kernel/tenant';
import type { LinkOptions } from '../auth';
import { assertAvailable, replaceSessions, USERNAME_TAKEN } from '../auth';
import { requestEmailChange } from '../auth';
import { workPlacesOf } from '../auth';
import { hashPassword, verifyPassword } from '../auth';
import { findUserById, setNotificationSettings, updateUser } from '../auth';
import { toUserData } from '../auth';
import {
  NOTIFICATION_KINDS,
  notificationSettingsOf,
  type NotificationSettingsBody,
  type UpdateMeBody,
} from '@ros/shared-events';

async function userOrThrow(db: Kysely<DB>, userId: string) {
  const user = await findUserById(db, userId);
  if (!user) throw notFound('User');
  return user;
}

/** The user and their restaurants (a floor session: only the terminal's restaurant). */
export async function getMe(db: Kysely<DB>, userId: string, onlyRestaurantId?: string): Promise<Me> {
  const user = await userOrThrow(db, userId);
  const { workPlaces } = await workPlacesOf(db, userId);
  return {
    userData: toUserData(user),
    workPlaces: onlyRestaurantId ? workPlaces.filter((w) => w._id === onlyRestaurantId) : workPlaces,
  };
}

/**
 * Updates the profile. A new email does not replace the current one: it becomes the pending email
 * and a link is queued to it; the change counts once that link is opened (see email-verification).
 */
export async function updateMe(ctx: UserContext, body: UpdateMeBody, links: LinkOptions) {
  const columns: Record<Exclude<keyof UpdateMeBody, 'email'>, keyof Users> = {
    username: 'username',
    fullName: 'full_name',
    avatar: 'avatar_url',
    company: 'company',
    bio: 'bio',
    birthDate: 'birth_date',
    country: 'country',
    website: 'website',
    phone: 'phone',
    language: 'language',
    spokenLanguages: 'spoken_languages',
  };
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined && key !== 'email')
      values[columns[key as keyof typeof columns]] = Array.isArray(value)
        ? jsonb([...new Set(value)])
        : value === ''
          ? null
          : value;
  }
  const { user } = await ctx.transaction(async ({ trx }) => {
    await assertAvailable(trx, { email: body.email, username: body.username }, ctx.user.id);
    let current = await userOrThrow(trx, ctx.user.id);
    if (body.email) await requestEmailChange(trx, current, body.email, links);
    try {
      if (Object.keys(values).length || body.email)
        current = await updateUser(trx, ctx.user.id, values as Updateable<Users>);
    } catch (err) {
      if (isUniqueViolation(err, 'users_username_key')) throw duplicate(USERNAME_TAKEN, 'username');
      throw err;
    }
    return { user: current };
  });
  return { userData: toUserData(user) };
}

export const PASSWORD_CHANGED = 'Your password was changed. You were signed out on your other devices.';

/**
 * Changes the password and, in the same transaction, ends every session of the user (access tokens
 * issued before are refused, refresh families revoked); once committed, the user's open sockets are
 * closed. The caller continues with the fresh tokens of the answer.
 */
export async function changePassword(
  ctx: UserContext,
  deps: { jwtSecret: string; endSessions: AppDeps['endSessions'] },
  currentPassword: string,
  newPassword: string,
): Promise<ChangePassword> {
  const userId = ctx.user.id;
  const user = await ctx.transaction(({ trx }) => userOrThrow(trx, userId));
  if (!(await verifyPassword(user.password_hash, currentPassword))) {
    const message = 'Current password is incorrect.';
    throw invalidInput('currentPassword', message);
  }
  const passwordHash = await hashPassword(newPassword);
  const { tokens, ended } = await ctx.transaction(({ trx }) =>
    replaceSessions(trx, deps.jwtSecret, userId, passwordHash),
  );
  // This device goes on with the tokens of the answer: its socket is spared, the others are closed.
  deps.endSessions({ ...ended, ...(ctx.user.sessionId ? { exceptSessionId: ctx.user.sessionId } : {}) });
  return { ...tokens, otherSessionsRevoked: true, message: PASSWORD_CHANGED };
}

/** Changes the kinds and channels the body names; the others keep their setting. */
export async function setNotifications(db: Kysely<DB>, userId: string, body: NotificationSettingsBody) {
  const user = await userOrThrow(db, userId);
  const settings = notificationSettingsOf(user.notification_settings);
  for (const kind of NOTIFICATION_KINDS) {
    const named = Object.entries(body[kind] ?? {}).filter(([, on]) => typeof on === 'boolean');
    settings[kind] = { ...settings[kind], ...Object.fromEntries(named) };
  }
  const updated = await setNotificationSettings(db, userId, settings);
  return { notifications: notificationSettingsOf(updated.notification_settings) };
}
