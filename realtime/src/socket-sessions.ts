import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Server, Socket } from 'socket.io';
import type { DB } from '@ros/db';
import {
  SOCKET_UNAUTHORIZED,
  ZAccessTokenClaims,
  ZReauthenticateRequest,
  type ClientToServerEvents,
  type ReauthenticateAck,
  type ServerToClientEvents,
  type SessionEnded,
} from '@ros/shared-events';
import { loadSessionVersion } from './gateway.repo';

/**
 * What a socket keeps of its credential: who, the session version and sign-in it was issued for,
 * and when it expires. Sessions end on the socket as they do over HTTP:
 * - at the handshake and on `reauthenticate`, a token of an older session version is refused;
 * - a `session.ended` control message (password change, reset, sign-out) closes the user's sockets
 *   of that session at once, on every gateway node;
 * - a socket whose token expired without a `reauthenticate` is closed (the sweep below), which also
 *   covers a control message lost on the bus.
 */
export interface SocketSession {
  userId: string;
  sessionVersion: number;
  sessionId?: string;
  /** When the access token expires, in ms since the epoch. */
  expiresAt: number;
  /** A floor session (PIN switch on a terminal): the one restaurant it may subscribe to. */
  floorRestaurantId?: string;
}

/** A gateway socket with the session its token names. */
export type GatewaySocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketSession>;

/** How often expired sockets are looked for (a token lives 10 minutes). */
export const EXPIRY_SWEEP_MS = 5_000;

type VerifiedToken = SocketSession;

/** Checks a token's signature and expiry (one HMAC key for all: jsonwebtoken rebuilds it per call from a string). */
export function tokenVerifier(secret: string) {
  const key: KeyObject | string = secret ? createSecretKey(Buffer.from(secret)) : secret;
  return (token: unknown): VerifiedToken | null => {
    if (typeof token !== 'string') return null;
    try {
      const payload = jwt.verify(token, key, { algorithms: ['HS256'] });
      const claims = ZAccessTokenClaims.parse(payload);
      const exp = typeof payload === 'object' && payload.exp ? payload.exp * 1000 : 0;
      if (!exp) return null;
      if (claims.scope === 'floor' && !claims.rid) return null;
      return {
        userId: claims.sub,
        sessionVersion: claims.sv,
        ...(claims.sid ? { sessionId: claims.sid } : {}),
        expiresAt: exp,
        ...(claims.scope === 'floor' ? { floorRestaurantId: claims.rid } : {}),
      };
    } catch {
      return null;
    }
  };
}

/** Whether a token's session version is still the user's (one primary-key read). */
async function isCurrent(db: Kysely<DB>, token: VerifiedToken): Promise<boolean> {
  return (await loadSessionVersion(db, token.userId)) === token.sessionVersion;
}

/** The handshake middleware: a valid, current token, or `connect_error` "unauthorized". */
export function authenticateHandshake(db: Kysely<DB>, verify: ReturnType<typeof tokenVerifier>, log: Logger) {
  return (socket: GatewaySocket, next: (err?: Error) => void) => {
    const token = verify((socket.handshake.auth as { token?: unknown } | undefined)?.token);
    if (!token) return next(new Error(SOCKET_UNAUTHORIZED));
    isCurrent(db, token).then(
      (current) => {
        if (!current) return next(new Error(SOCKET_UNAUTHORIZED));
        Object.assign(socket.data, token);
        next();
      },
      (err: unknown) => {
        log.warn({ err: (err as Error).message }, 'handshake: session check failed');
        next(new Error(SOCKET_UNAUTHORIZED));
      },
    );
  };
}

/** `reauthenticate`: a fresh token of the same user and a current session extends the socket; anything else closes it. */
export function reauthenticate(db: Kysely<DB>, verify: ReturnType<typeof tokenVerifier>) {
  return async (socket: GatewaySocket, request: unknown, ack: unknown) => {
    const reply = typeof ack === 'function' ? (ack as (res: ReauthenticateAck) => void) : () => {};
    const parsed = ZReauthenticateRequest.safeParse(request);
    const token = parsed.success ? verify(parsed.data.token) : null;
    let ok = !!token && token.userId === socket.data.userId;
    try {
      ok = ok && (await isCurrent(db, token!));
    } catch {
      ok = false;
    }
    if (!ok || !token) {
      reply({ ok: false, error: { code: 'unauthorized', message: 'Your session has expired, please sign in again' } });
      socket.disconnect(true);
      return;
    }
    Object.assign(socket.data, token);
    reply({ ok: true, expiresAt: token.expiresAt });
  };
}

/** Whether a `session.ended` message ends this socket's session. */
export function endsSession(message: SessionEnded, session: SocketSession): boolean {
  if (message.userId !== session.userId) return false;
  if (message.exceptSessionId !== undefined && session.sessionId === message.exceptSessionId) return false;
  if (message.sessionVersion !== undefined && session.sessionVersion < message.sessionVersion) return true;
  return message.sessionId !== undefined && session.sessionId === message.sessionId;
}

/** Closes this node's sockets of the ended session (a scan: sessions end rarely, sockets cost no index). */
export function closeEndedSessions(io: Server, message: SessionEnded, log: Logger): number {
  let closed = 0;
  for (const socket of io.of('/').sockets.values()) {
    if (!endsSession(message, socket.data as SocketSession)) continue;
    socket.disconnect(true);
    closed++;
  }
  if (closed) log.info({ userId: message.userId, closed }, 'session ended: sockets closed');
  return closed;
}

/** Closes the sockets whose token expired without a `reauthenticate`; returns the sweep's stop. */
export function sweepExpiredSockets(io: Server, everyMs: number, log: Logger): () => void {
  const timer = setInterval(() => {
    const now = Date.now();
    let closed = 0;
    for (const socket of io.of('/').sockets.values()) {
      if ((socket.data as SocketSession).expiresAt > now) continue;
      socket.disconnect(true);
      closed++;
    }
    if (closed) log.info({ closed }, 'sockets with an expired token closed');
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
