import http from 'node:http';
import type { Server } from 'socket.io';

/**
 * Lets go of each connection's HTTP upgrade request once the handshake is done (see
 * docs/decisions/2026-11-22-gateway-socket-memory.md). Engine.IO keeps it for the socket's whole
 * life twice over: as `conn.request` (Socket.IO's memory guide drops that one) and through the
 * stand-in response it builds to run middlewares on an upgrade, which stays referenced by a `close`
 * listener on the TCP socket. The gateway reads nothing from the request: the token comes in the
 * handshake's `auth`, and the middleware keeps only the user id (`socket.data`). Without the request
 * `socket.handshake` has empty `headers` and `query` (Socket.IO builds it that way when there is none).
 */
export function releaseUpgradeRequests(engine: Server['engine']): void {
  // Must be the last Engine.IO middleware: the ones before it (the CORS one Engine.IO adds for the
  // `cors` option) set their headers through the stand-in, which writes them on the request.
  engine.use((_req: http.IncomingMessage, res: http.ServerResponse | { req: unknown }, next: () => void) => {
    // Only the upgrade stand-in: a real response (a polling request) needs its request.
    if (!(res instanceof http.ServerResponse)) res.req = null;
    next();
  });
  engine.on('connection', (conn: { request: http.IncomingMessage | null }) => {
    conn.request = null;
  });
}
