import { runSaga } from 'redux-saga';
import type { Socket } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const refreshed: (string | null)[] = [];
vi.mock('../api/http', () => ({
  refreshAccessToken: vi.fn(async (stale: string | null) => (refreshed.push(stale), freshToken)),
}));

const { keepSocketAuthenticated, tokenExpiry } = await import('./tokenRenewal');

/** An unsigned JWT-shaped token expiring at `expMs` (only its payload is read by the client). */
const jwtExpiring = (expMs: number) =>
  `h.${btoa(JSON.stringify({ exp: Math.floor(expMs / 1000) })).replace(/=+$/, '')}.s`;
let freshToken = '';

describe('socket token renewal', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    refreshed.length = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('reads the expiry of a token', () => {
    expect(tokenExpiry(jwtExpiring(2_000_000_000_000))).toBe(2_000_000_000_000);
    expect(tokenExpiry('not-a-jwt')).toBeNull();
    expect(tokenExpiry(null)).toBeNull();
  });

  it('sends a fresh token a minute before the socket’s expires', async () => {
    const now = Date.now();
    const first = jwtExpiring(now + 120_000);
    freshToken = jwtExpiring(now + 720_000);
    const sent: unknown[] = [];
    const socket = {
      connected: true,
      emit: (_e: string, body: unknown, ack: (a: unknown) => void) => (
        sent.push(body),
        ack({ ok: true, expiresAt: now + 720_000 })
      ),
    };
    const conn = { socket: socket as unknown as Socket, handshakeToken: first };
    const task = runSaga({}, keepSocketAuthenticated, conn);

    await vi.advanceTimersByTimeAsync(50_000);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(refreshed).toEqual([first]);
    expect(sent).toEqual([{ token: freshToken }]);
    expect(conn.handshakeToken).toBe(freshToken);
    task.cancel();
  });
});
