import { call, delay } from 'redux-saga/effects';
import type { Socket } from 'socket.io-client';
import { refreshAccessToken } from '../api/http';

/** Renew this long before the socket's token expires (the gateway closes sockets at expiry). */
const RENEW_BEFORE_MS = 60_000;
const MIN_WAIT_MS = 5_000;

type ReauthenticateAck = { ok: true; expiresAt: number } | { ok: false; error: { code: string; message: string } };

/** When a JWT expires (ms since the epoch), or null when it cannot be read. */
export function tokenExpiry(token: string | null): number | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof claims.exp === 'number' ? claims.exp * 1000 : null;
  } catch {
    return null;
  }
}

function reauthenticate(socket: Socket, token: string): Promise<ReauthenticateAck> {
  return new Promise((resolve) => socket.emit('reauthenticate', { token }, resolve));
}

/**
 * Keeps an open socket authenticated: a minute before the token it authenticated with expires, it
 * sends a fresh one (another request may already have refreshed it; else the refresh token is
 * rotated). A refused token closes the socket on the server; the connection saga then reconnects
 * with the stored token, or signs out when the session has ended.
 */
export function* keepSocketAuthenticated(conn: { socket: Socket; handshakeToken: string | null }) {
  while (true) {
    const token = conn.handshakeToken;
    const expiresAt = tokenExpiry(token);
    // Not connected yet, or a token without expiry: look again shortly.
    yield delay(expiresAt === null ? MIN_WAIT_MS : Math.max(MIN_WAIT_MS, expiresAt - Date.now() - RENEW_BEFORE_MS));
    // Reconnected meanwhile (with the stored token), or not connected: the next round looks at that one.
    if (expiresAt === null || conn.handshakeToken !== token || !conn.socket.connected) continue;
    const fresh: string | null = yield call(refreshAccessToken, token);
    if (!fresh) return; // signed out
    const ack: ReauthenticateAck = yield call(reauthenticate, conn.socket, fresh);
    if (ack.ok) conn.handshakeToken = fresh;
  }
}
