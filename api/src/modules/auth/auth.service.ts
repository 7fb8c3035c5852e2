import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Logger } from 'pino';
import type { DB, Users } from '@ros/db';
import type { OpenContext } from '../../http/account';
import { AppError, duplicate } from '../../http/errors';
import { signAccessToken } from '../../http/auth';
import { isUniqueViolation } from '../../http/tenant';
import { findUserByEmail, findUserById, findUserByUsername, insertUser, updateUser } from '../users/users.repo';
import * as repo from './auth.repo';
import type { LoginBody, RegisterBody } from './auth.schemas';
import type { LoginLimiter } from './login-limiter';
import { displayName, sessionOf } from './session.service';
import {
  hashPassword, hashToken, newOpaqueToken, REFRESH_GRACE_MS, REFRESH_TOKEN_TTL_MS, RESET_TOKEN_TTL_MS, verifyPasswordOrDummy,
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
  publicUrl: string | null;
}

const accessTokenFor = (secret: string, u: Selectable<Users>) =>
  signAccessToken(secret, { id: u.id, name: displayName(u), email: u.email });

/** Issues a refresh token of `familyId` (a new family when omitted). */
async function issueRefreshToken(db: Kysely<DB>, userId: string, familyId: string = randomUUID()): Promise<string> {
  const token = newOpaqueToken();
  await repo.insertRefreshToken(db, { user_id: userId, family_id: familyId, token_hash: hashToken(token), expires_at: new Date(Date.now() + REFRESH_TOKEN_TTL_MS) });
  return token;
}

function signIn(deps: AuthDeps, user: Selectable<Users>) {
  return deps.transaction(async ({ trx }) => {
    const refreshToken = await issueRefreshToken(trx, user.id);
    return { accessToken: accessTokenFor(deps.jwtSecret, user), refreshToken, ...(await sessionOf(trx, user)) };
  });
}

export async function register(deps: AuthDeps, body: RegisterBody) {
  await deps.transaction(({ trx }) => assertAvailable(trx, { email: body.email, username: body.username }));
  const passwordHash = await hashPassword(body.password);
  let user: Selectable<Users>;
  try {
    user = await deps.transaction(({ trx }) => insertUser(trx, { email: body.email, username: body.username, password_hash: passwordHash }));
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

export async function login(deps: AuthDeps, body: LoginBody, ip: string) {
  await deps.limiter.check(body.email, ip);
  const user = await deps.transaction(({ trx }) => findUserByEmail(trx, body.email));
  const ok = await verifyPasswordOrDummy(user?.password_hash, body.password);
  if (!user || !ok) {
    await deps.limiter.fail(body.email, ip);
    throw new AppError('invalid_credentials', INVALID_LOGIN, { email: INVALID_LOGIN });
  }
  await deps.limiter.succeed(body.email);
  return signIn(deps, user);
}

/**
 * Rotates a refresh token. A token rotated moments ago (another tab refreshing at the same time)
 * gets a fresh token of the same family; an older rotated token is a replay: the family is revoked.
 */
export async function refresh(deps: AuthDeps, token: string) {
  const outcome = await deps.transaction(async ({ trx }) => {
    const row = await repo.lockRefreshToken(trx, hashToken(token));
    if (!row || row.revoked_at || new Date(row.expires_at).getTime() <= Date.now()) return null;
    if (row.rotated_at && Date.now() - new Date(row.rotated_at).getTime() > REFRESH_GRACE_MS) {
      await repo.revokeFamily(trx, row.family_id);
      return { reused: true as const, userId: row.user_id };
    }
    if (!row.rotated_at) await repo.markRotated(trx, row.id);
    const next = newOpaqueToken();
    await repo.insertRefreshToken(trx, { user_id: row.user_id, family_id: row.family_id, token_hash: hashToken(next), expires_at: new Date(Date.now() + REFRESH_TOKEN_TTL_MS) });
    return { reused: false as const, userId: row.user_id, refreshToken: next };
  });
  if (!outcome) throw new AppError('invalid_refresh_token', INVALID_REFRESH);
  if (outcome.reused) {
    deps.log.warn({ userId: outcome.userId }, 'refresh token reuse detected: family revoked');
    throw new AppError('invalid_refresh_token', INVALID_REFRESH);
  }
  const user = await deps.transaction(({ trx }) => findUserById(trx, outcome.userId));
  if (!user) throw new AppError('invalid_refresh_token', INVALID_REFRESH);
  return { accessToken: accessTokenFor(deps.jwtSecret, user), refreshToken: outcome.refreshToken };
}

/**
 * After a password change (in the caller's transaction): every refresh-token family of the user is
 * revoked, signing out all other devices, and a new session is issued for the device that changed it.
 * Access tokens already issued stay valid until they expire (minutes).
 */
export async function replaceSessions(db: Kysely<DB>, jwtSecret: string, user: Selectable<Users>) {
  await repo.revokeUserTokens(db, user.id);
  const refreshToken = await issueRefreshToken(db, user.id);
  return { accessToken: accessTokenFor(jwtSecret, user), refreshToken };
}

/** Revokes the family of a refresh token of this user (unknown tokens are ignored). */
export async function logout(deps: AuthDeps, userId: string, token: string) {
  await deps.transaction(async ({ trx }) => {
    const row = await repo.findRefreshToken(trx, hashToken(token));
    if (row && row.user_id === userId) await repo.revokeFamily(trx, row.family_id);
  });
}

/** Creates a single-use reset link and logs it (there is no mail service yet); silent for unknown emails. */
export async function forgotPassword(deps: AuthDeps, email: string) {
  const token = newOpaqueToken();
  const user = await deps.transaction(async ({ trx }) => {
    const found = await findUserByEmail(trx, email);
    if (found) await repo.insertResetToken(trx, { user_id: found.id, token_hash: hashToken(token), expires_at: new Date(Date.now() + RESET_TOKEN_TTL_MS) });
    return found;
  });
  if (!user) return;
  const resetLink = `${deps.publicUrl ?? ''}/reset-password?token=${token}`;
  deps.log.info({ userId: user.id, resetLink }, 'password reset requested');
}

export async function resetPassword(deps: AuthDeps, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  await deps.transaction(async ({ trx }) => {
    const used = await repo.consumeResetToken(trx, hashToken(token));
    if (!used) throw new AppError('invalid_input', INVALID_RESET, { token: INVALID_RESET });
    await updateUser(trx, used.user_id, { password_hash: passwordHash });
    await repo.revokeUserTokens(trx, used.user_id);
  });
}

export type { AuthDeps };
