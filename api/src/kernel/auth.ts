import { createSecretKey, type KeyObject } from 'node:crypto';
import type { RequestHandler } from 'express';
import jwt from 'jsonwebtoken';
import type { Kysely } from 'kysely';
import type { DB } from '@ros/db';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  FLOOR_TOKEN_TTL_SECONDS,
  ZAccessTokenClaims,
  type AccessTokenClaims,
} from '@ros/shared-events';
import { AppError } from './errors';

/** The signed-in user of a request. */
export interface AuthUser {
  id: string;
  name: string;
  email: string;
  /** The user's session version when the token was issued (see `assertSessionCurrent`). */
  sessionVersion: number;
  /** The sign-in (refresh-token family) the token belongs to; absent on tokens minted without one. */
  sessionId?: string;
  /** A floor session (PIN switch on a shared terminal): only this restaurant, no account operations. */
  floor?: { restaurantId: string; terminalId: string };
  /**
   * A request with an API key (`api-key-auth.ts`): the key's hash, and once its command read it, its
   * id (the user is then the restaurant's owner, on whose behalf it acts).
   */
  apiKey?: { tokenHash: string; id?: string };
}

/** 403 for what a floor session may not do (account operations, API keys, the plan). */
export const NOT_ON_THE_FLOOR = 'A PIN session on a terminal cannot do this: sign in with your password.';

export const SESSION_EXPIRED = 'Your session has expired, please sign in again';

declare module 'express-serve-static-core' {
  interface Request {
    user?: AuthUser;
  }
}

export function signAccessToken(secret: string, user: AuthUser): string {
  const floor = user.floor ? { scope: 'floor' as const, rid: user.floor.restaurantId, tid: user.floor.terminalId } : {};
  const claims: AccessTokenClaims = {
    sub: user.id,
    name: user.name,
    email: user.email,
    sv: user.sessionVersion,
    ...(user.sessionId ? { sid: user.sessionId } : {}),
    ...floor,
  };
  return jwt.sign(claims, secret, {
    expiresIn: user.floor ? FLOOR_TOKEN_TTL_SECONDS : ACCESS_TOKEN_TTL_SECONDS,
    algorithm: 'HS256',
  });
}

/**
 * The HMAC key of a secret, made once: given a string, jsonwebtoken's verify first tries
 * `createPublicKey(secret)` (which throws for an HMAC secret) and then `createSecretKey` on every
 * call — about a tenth of the api's CPU per order command. An empty secret stays a string (verify
 * refuses it as before).
 */
const secretKeys = new Map<string, KeyObject>();
function verifyKey(secret: string): KeyObject | string {
  if (!secret) return secret;
  let key = secretKeys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret));
    secretKeys.set(secret, key);
  }
  return key;
}

/**
 * The user a token names, if its signature and expiry hold (cached per token). Whether its session
 * version is still the user's is checked where the request reads the database anyway: in the
 * membership statement of a tenant request (`tenant.ts`) and at the start of an account request's
 * first transaction (`assertSessionCurrent`), so no request pays an extra round trip for it.
 */
export function verifyAccessToken(secret: string, token: string): AuthUser | null {
  const known = verified.get(token);
  if (known && known.secret === secret && known.expiresAtMs > Date.now()) return known.user;
  try {
    const payload = jwt.verify(token, verifyKey(secret), { algorithms: ['HS256'] });
    const claims = ZAccessTokenClaims.parse(payload);
    // A token without an expiry would never end: refused (as on the socket).
    const exp = typeof payload === 'object' ? payload.exp : undefined;
    if (!exp) return null;
    const floor = claims.scope === 'floor' ? floorOf(claims) : undefined;
    if (claims.scope === 'floor' && !floor) return null;
    const user: AuthUser = {
      id: claims.sub,
      name: claims.name,
      email: claims.email,
      sessionVersion: claims.sv,
      ...(claims.sid ? { sessionId: claims.sid } : {}),
      ...(floor ? { floor } : {}),
    };
    remember(token, { secret, user, expiresAtMs: exp * 1000 });
    return user;
  } catch {
    return null;
  }
}

const floorOf = (c: { rid?: string; tid?: string }) =>
  c.rid && c.tid ? { restaurantId: c.rid, terminalId: c.tid } : undefined;

/**
 * Tokens already verified, until they expire: a client sends the same token with every request
 * for its 10 minutes, and checking the same string with the same key again gives the same answer
 * (jsonwebtoken's verify is a few percent of the api's CPU per command). Bounded: when full it
 * starts over.
 */
const verified = new Map<string, { secret: string; user: AuthUser; expiresAtMs: number }>();
const MAX_VERIFIED = 10_000;
function remember(token: string, entry: { secret: string; user: AuthUser; expiresAtMs: number }) {
  if (verified.size >= MAX_VERIFIED) verified.clear();
  verified.set(token, entry);
}

/** Requires `Authorization: Bearer <access JWT>`; 401 `unauthenticated` otherwise. */
export function requireUser(secret: string): RequestHandler {
  // Marked so the OpenAPI walk (openapi.ts) knows which routes need a bearer token.
  return Object.assign<RequestHandler, { requiresUser: true }>(
    (req, _res, next) => {
      const header = req.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice(7) : null;
      const user = token ? verifyAccessToken(secret, token) : null;
      if (!user) return next(new AppError('unauthenticated', SESSION_EXPIRED));
      req.user = user;
      next();
    },
    { requiresUser: true },
  );
}

/** 401 unless the token's session version is the user's current one (a password change, a reset or signing out everywhere bumps it). */
export async function assertSessionCurrent(db: Kysely<DB>, user: AuthUser): Promise<void> {
  const row = await db.selectFrom('users').select('session_version').where('id', '=', user.id).executeTakeFirst();
  if (!row || row.session_version !== user.sessionVersion) throw new AppError('unauthenticated', SESSION_EXPIRED);
}
