import type { Refresh } from '@ros/shared-events';
import { createHmac, randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Logger } from 'pino';
import type { DB, Users } from '@ros/db';
import type { SessionEnded } from '@ros/shared-events';
import type { OpenContext } from '../../../kernel/account';
import { AppError, duplicate, invalidInput } from '../../../kernel/errors';
import { signAccessToken } from '../../../kernel/auth';
import { isUniqueViolation } from '../../../kernel/tenant';
import { findUserByEmail, findUserById, findUserByUsername, insertUser, listWorkPlaces } from './users.repo';
import { queueResetLink, queueVerificationLink, type LinkOptions } from './account-links';
import * as repo from './auth.repo';
import type { LoginBody, RegisterBody } from '@ros/shared-events';
import type { LoginLimiter } from './login-limiter';
import { displayName, roleAbility, sessionOf } from './session.service';
import { toUserData } from './user-data';
import {
  hashPassword,
  hashToken,
  newOpaqueToken,
  REFRESH_GRACE_MS,
  REFRESH_TOKEN_TTL_MS,
  RESET_TOKEN_TTL_MS,
  verifyPasswordOrDummy,
} from './tokens';

export const EMAIL_TAKEN = 'This email is already in use.';
export const USERNAME_TAKEN = 'This username is already in use.';
const INVALID_LOGIN = 'Email or Password is Invalid';
const INVALID_REFRESH = 'Invalid refresh token';
const INVALID_RESET = 'This reset link is invalid or has expired.';

/** What the sign-in flows need: short transactions (hashing runs between them), the secret, the limiter. */
interface AuthDeps {
  transaction: OpenContext['transaction'];
  jwtSecret: string;
  log: Logger;
  limiter: LoginLimiter;
  links: LinkOptions;
  /** After a commit that ended sessions: tells the gateways to close their sockets. */
  endSessions(message: SessionEnded): void;
}

/** An access token of the user's current session version, for the sign-in `sessionId` (refresh family). */
const accessTokenFor = (secret: string, u: Selectable<Users>, sessionId: string) =>
  signAccessToken(secret, {
    id: u.id,
    name: displayName(u),
    email: u.email,
    sessionVersion: u.session_version,
    sessionId,
  });

/** The one successor of a refresh token: only its holder (and the server) can name it. */
const successorOf = (secret: string, token: string) =>
  createHmac('sha256', secret).update(`refresh:${token}`).digest('base64url');

/** Issues a refresh token of `familyId` (a new sign-in when omitted). */
async function issueRefreshToken(db: Kysely<DB>, userId: string, familyId: string = randomUUID()) {
  const token = newOpaqueToken();
  await repo.insertRefreshToken(db, {
    user_id: userId,
    family_id: familyId,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
  });
  return { token, familyId };
}

/** A new sign-in: its refresh family and an access token naming it. */
async function newSession(db: Kysely<DB>, jwtSecret: string, user: Selectable<Users>) {
  const { token, familyId } = await issueRefreshToken(db, user.id);
  return { accessToken: accessTokenFor(jwtSecret, user, familyId), refreshToken: token };
}

function signIn(deps: Pick<AuthDeps, 'transaction' | 'jwtSecret'>, user: Selectable<Users>) {
  return deps.transaction(async ({ trx }) => ({
    ...(await newSession(trx, deps.jwtSecret, user)),
    ...(await sessionOf(trx, user)),
  }));
}

/** Registers and signs in; the email counts once confirmed from the link queued to it. */
export async function register(deps: AuthDeps, body: RegisterBody) {
  await deps.transaction(({ trx }) => assertAvailable(trx, { email: body.email, username: body.username }));
  const passwordHash = await hashPassword(body.password);
  let user: Selectable<Users>;
  try {
    user = await deps.transaction(async ({ trx }) => {
      const created = await insertUser(trx, {
        email: body.email,
        username: body.username,
        password_hash: passwordHash,
      });
      await queueVerificationLink(trx, created.id, created.email, deps.links);
      return created;
    });
  } catch (err) {
    // A concurrent registration won the race between the check and the insert.
    if (isUniqueViolation(err, 'users_email_key')) throw duplicate(EMAIL_TAKEN, 'email');
    if (isUniqueViolation(err, 'users_username_key')) throw duplicate(USERNAME_TAKEN, 'username');
    throw err;
  }
  return signIn(deps, user);
}

/** 409 with the seed's messages when the email or username belongs to another user. */
export async function assertAvailable(db: Kysely<DB>, want: { email?: string; username?: string }, selfId?: string) {
  const fields: Record<string, string> = {};
  if (want.email) {
    const other = await findUserByEmail(db, want.email);
    if (other && other.id !== selfId) fields.email = EMAIL_TAKEN;
  }
  if (want.username) {
    const other = await findUserByUsername(db, want.username);
    if (other && other.id !== selfId) fields.username = USERNAME_TAKEN;
  }
  const first = Object.values(fields)[0];
  if (first) throw new AppError('conflict', first, fields);
}

/**
 * Signs in. An unknown email is checked against a dummy hash, so it is refused after the same work
 * as a wrong password; both count against the (account, address) and the address.
 */
export async function login(deps: AuthDeps, body: LoginBody, ip: string) {
  await deps.limiter.check(body.email, ip);
  const user = await deps.transaction(({ trx }) => findUserByEmail(trx, body.email));
  const ok = await verifyPasswordOrDummy(user?.password_hash, body.password);
  if (!user || !ok) {
    await deps.limiter.fail(body.email, ip);
    throw new AppError('invalid_credentials', INVALID_LOGIN, { email: INVALID_LOGIN });
  }
  await deps.limiter.succeed(body.email, ip);
  return signIn(deps, user);
}

/**
 * Rotates a refresh token. Its successor is derived from it (HMAC with the server's secret), so a
 * token rotated moments ago (another tab refreshing at the same time) gets the same successor as
 * the first caller, and one token never leaves more than one live successor; an older rotated
 * token is a replay: the family is revoked.
 */
export async function refresh(deps: AuthDeps, token: string): Promise<Refresh> {
  const next = successorOf(deps.jwtSecret, token);
  const outcome = await deps.transaction(async ({ trx }) => {
    const row = await repo.lockRefreshToken(trx, hashToken(token));
    if (!row || row.revoked_at || new Date(row.expires_at).getTime() <= Date.now()) return null;
    if (row.rotated_at && Date.now() - new Date(row.rotated_at).getTime() > REFRESH_GRACE_MS) {
      await repo.revokeFamily(trx, row.family_id);
      return { reused: true as const, userId: row.user_id };
    }
    if (!row.rotated_at) {
      await repo.markRotated(trx, row.id);
      await repo.insertRefreshToken(trx, {
        user_id: row.user_id,
        family_id: row.family_id,
        token_hash: hashToken(next),
        expires_at: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
      });
    }
    return { reused: false as const, userId: row.user_id, familyId: row.family_id, refreshToken: next };
  });
  if (!outcome) throw new AppError('invalid_refresh_token', INVALID_REFRESH);
  if (outcome.reused) {
    deps.log.warn({ userId: outcome.userId }, 'refresh token reuse detected: family revoked');
    throw new AppError('invalid_refresh_token', INVALID_REFRESH);
  }
  const user = await deps.transaction(({ trx }) => findUserById(trx, outcome.userId));
  if (!user) throw new AppError('invalid_refresh_token', INVALID_REFRESH);
  return { accessToken: accessTokenFor(deps.jwtSecret, user, outcome.familyId), refreshToken: outcome.refreshToken };
}

/**
 * Ends every session of the user (in the caller's transaction): the session version goes up, so
 * every access token issued before is refused, and every refresh-token family is revoked. Returns
 * the user as updated and the message for the gateways, to send once committed.
 */
export async function endAllSessions(db: Kysely<DB>, userId: string, values: { password_hash?: string } = {}) {
  const user = await repo.bumpSessionVersion(db, userId, values);
  await repo.revokeUserTokens(db, userId);
  const ended: SessionEnded = { type: 'session.ended', userId, sessionVersion: user.session_version };
  return { user, ended };
}

/**
 * After a password change (in the caller's transaction): every session of the user ends (other
 * devices are signed out, their sockets closed) and a new one is issued for the device that changed it.
 */
export async function replaceSessions(db: Kysely<DB>, jwtSecret: string, userId: string, passwordHash: string) {
  const { user, ended } = await endAllSessions(db, userId, { password_hash: passwordHash });
  return { tokens: await newSession(db, jwtSecret, user), ended };
}

/** Signs this device out: revokes the family of its refresh token (unknown tokens are ignored) and closes its sockets. */
export async function logout(deps: AuthDeps, userId: string, token: string) {
  const familyId = await deps.transaction(async ({ trx }) => {
    const row = await repo.findRefreshToken(trx, hashToken(token));
    if (!row || row.user_id !== userId) return null;
    await repo.revokeFamily(trx, row.family_id);
    return row.family_id;
  });
  if (familyId) deps.endSessions({ type: 'session.ended', userId, sessionId: familyId });
}

/** Signs out every device: every token issued before stops working and every socket closes. */
export async function logoutEverywhere(deps: AuthDeps, userId: string) {
  const { ended } = await deps.transaction(({ trx }) => endAllSessions(trx, userId));
  deps.endSessions(ended);
}

/** Queues a single-use reset link to the account's address (Settings › account messages show it to its owner); silent for unknown emails. */
export async function forgotPassword(deps: AuthDeps, email: string) {
  const token = newOpaqueToken();
  await deps.transaction(async ({ trx }) => {
    const found = await findUserByEmail(trx, email);
    if (!found) return null;
    await repo.insertResetToken(trx, {
      user_id: found.id,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
    return queueResetLink(trx, found.id, found.email, token, deps.links);
  });
}

/** Sets a new password from a reset link; every session of the account ends. */
export async function resetPassword(deps: AuthDeps, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  const { ended } = await deps.transaction(async ({ trx }) => {
    const used = await repo.consumeResetToken(trx, hashToken(token));
    if (!used) throw invalidInput('token', INVALID_RESET);
    return endAllSessions(trx, used.user_id, { password_hash: passwordHash });
  });
  deps.endSessions(ended);
}

export type { AuthDeps };

/**
 * Signs a member in on a shared terminal after their PIN was checked (by the staff module): a floor
 * session, so every order and event names them, but only in the terminal's restaurant, with no
 * refresh token and no account operations (email, password, other restaurants, the plan).
 */
export async function signInOnFloor(
  deps: Pick<AuthDeps, 'transaction' | 'jwtSecret'>,
  userId: string,
  floor: { restaurantId: string; terminalId: string; terminalName: string },
) {
  return deps.transaction(async ({ trx }) => {
    const user = await findUserById(trx, userId);
    const place = user ? (await listWorkPlaces(trx, userId)).find((p) => p.id === floor.restaurantId) : undefined;
    if (!user || !place) throw invalidInput('pin', 'Wrong PIN.');
    const accessToken = signAccessToken(deps.jwtSecret, {
      id: user.id,
      name: displayName(user),
      email: user.email,
      sessionVersion: user.session_version,
      floor,
    });
    return {
      accessToken,
      userData: toUserData(user),
      workPlaces: [{ _id: place.id, name: place.name }],
      ability: roleAbility(place),
    };
  });
}
