import { createSecretKey } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import jwt from 'jsonwebtoken';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { Server } from 'socket.io';
import type { DB } from '@ros/db';
import {
  restaurantRoom, SOCKET_UNAUTHORIZED, ZAccessTokenClaims, ZSubscribeRequest, ZUnsubscribeRequest,
  type ClientToServerEvents, type ServerToClientEvents, type SubscribeAck,
} from '@ros/shared-events';
import type { EventBus } from '@ros/workers/bus/event-bus';
import { loadAccess, ping } from './gateway.repo';
import { RoomFeed, type SendToSockets } from './room-feed';
import { releaseUpgradeRequests } from './socket-memory';
import { Subscription, type GatewaySocket } from './subscription';

/** What a gateway node needs. */
export interface GatewayDeps {
  db: Kysely<DB>;
  bus: EventBus;
  jwtSecret: string;
  log: Logger;
  /** How far behind (in events) a resuming client may be before it must resync. */
  replayWindow?: number;
}

/** A running gateway node. */
export interface Gateway {
  io: Server<ClientToServerEvents, ServerToClientEvents>;
  server: http.Server;
  /** Set when the gateway listens on its own port. */
  port: number | null;
  isReady(): Promise<boolean>;
  close(): Promise<void>;
}

export const DEFAULT_REPLAY_WINDOW = 1000;

/**
 * Starts a Socket.IO gateway on an existing HTTP server (embedded: the API's) or on its own port
 * (with `/health` and `/ready`). Sockets authenticate with the access JWT, subscribe to
 * restaurants they are active members of, get the replay after `afterSeq`, then live events.
 * The bus must be started by the caller.
 */
export async function createGateway(target: http.Server | number, deps: GatewayDeps): Promise<Gateway> {
  const { db, bus, log } = deps;
  const replayWindow = deps.replayWindow ?? DEFAULT_REPLAY_WINDOW;
  let closing = false;
  const isReady = async () => {
    if (closing) return false;
    try {
      await ping(db);
      return true;
    } catch {
      return false;
    }
  };

  const ownServer = typeof target === 'number';
  const server = ownServer ? http.createServer((req, res) => void probe(req, res, isReady)) : target;
  const io = new Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, { userId: string }>(server, {
    transports: ['websocket'],
    cors: { origin: true, credentials: true },
    serveClient: false,
  });
  releaseUpgradeRequests(io.engine);

  const sendToSockets: SendToSockets = (socketIds, event) => void io.to(socketIds).emit('event', event);
  const rooms = new Map<string, RoomFeed>();
  const socketSubs = new Map<string, Map<string, Subscription>>();

  const drop = (sub: Subscription) => {
    sub.close();
    const room = rooms.get(sub.restaurantId);
    room?.subs.delete(sub);
    if (room && room.subs.size === 0) rooms.delete(sub.restaurantId);
    const mine = socketSubs.get(sub.socket.id);
    if (mine?.get(sub.restaurantId) === sub) mine.delete(sub.restaurantId);
    void sub.socket.leave(restaurantRoom(sub.restaurantId));
  };
  const ended = (sub: Subscription, revoked: boolean) => {
    drop(sub);
    if (!revoked) return;
    log.info({ restaurantId: sub.restaurantId, userId: sub.userId }, 'subscription revoked');
    if ((socketSubs.get(sub.socket.id)?.size ?? 0) === 0) sub.socket.disconnect(true);
  };

  const unsubscribeBus = bus.subscribe((event) => rooms.get(event.restaurantId)?.receive(event));
  const unsubscribeReconnect = bus.onReconnect(() => {
    log.info({ rooms: rooms.size }, 'bus reconnected; catching up from the database');
    for (const room of rooms.values()) room.catchUp();
  });

  // One HMAC key for every handshake: given a string, jsonwebtoken rebuilds the key on each verify.
  const jwtKey = deps.jwtSecret ? createSecretKey(Buffer.from(deps.jwtSecret)) : deps.jwtSecret;
  io.use((socket, next) => {
    const auth = (socket.handshake.auth ?? {}) as { token?: unknown };
    const { token } = auth;
    try {
      if (typeof token !== 'string') throw new Error('no token');
      const claims = ZAccessTokenClaims.parse(jwt.verify(token, jwtKey, { algorithms: ['HS256'] }));
      socket.data.userId = claims.sub;
      // Checked once: the socket does not keep the credential (~300 bytes each) for its lifetime.
      delete auth.token;
      next();
    } catch {
      next(new Error(SOCKET_UNAUTHORIZED));
    }
  });

  io.on('connection', (socket: GatewaySocket) => {
    const subs = new Map<string, Subscription>();
    socketSubs.set(socket.id, subs);

    socket.on('subscribe', async (request, ack) => {
      const reply = typeof ack === 'function' ? ack : () => {};
      const parsed = ZSubscribeRequest.safeParse(request);
      if (!parsed.success) return reply({ ok: false, error: { code: 'invalid_input', message: 'restaurantId must be a uuid' } });
      const { restaurantId, afterSeq } = parsed.data;
      try {
        const access = await loadAccess(db, restaurantId, socket.data.userId);
        if (!access || !socket.connected) return reply(notFound());
        const previous = subs.get(restaurantId);
        if (previous) drop(previous);
        const sub = new Subscription(socket, restaurantId, access, db, log, ended);
        let room = rooms.get(restaurantId);
        if (!room) rooms.set(restaurantId, (room = new RoomFeed(restaurantId, db, log, sendToSockets)));
        // Registered before reading lastSeq: live events queue behind the replay, none is missed.
        room.subs.add(sub);
        subs.set(restaurantId, sub);
        await socket.join(restaurantRoom(restaurantId));
        await sub.begin(afterSeq, replayWindow, reply);
      } catch (err) {
        log.error({ err, restaurantId, userId: socket.data.userId, socketId: socket.id }, 'subscribe failed');
        const half = subs.get(restaurantId);
        if (half) drop(half);
        reply({ ok: false, error: { code: 'internal_error', message: 'Could not subscribe, please retry' } });
      }
    });

    socket.on('unsubscribe', (request, ack) => {
      const parsed = ZUnsubscribeRequest.safeParse(request);
      const sub = parsed.success ? subs.get(parsed.data.restaurantId) : undefined;
      if (sub) drop(sub);
      if (typeof ack === 'function') ack({ ok: true });
    });

    socket.on('disconnect', () => {
      for (const sub of [...subs.values()]) drop(sub);
      socketSubs.delete(socket.id);
    });
  });

  let port: number | null = null;
  if (ownServer) {
    await new Promise<void>((resolve) => server.listen(target, process.env.HOST ?? '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  }

  return {
    io,
    server,
    port,
    isReady,
    async close() {
      closing = true;
      unsubscribeBus();
      unsubscribeReconnect();
      io.disconnectSockets(true);
      // io.close() closes the HTTP server too: only when it is ours (the API closes its own).
      if (ownServer) {
        server.closeAllConnections();
        await new Promise<void>((resolve) => void io.close(() => resolve()));
      }
    },
  };
}

function notFound(): SubscribeAck {
  return { ok: false, error: { code: 'not_found', message: 'Restaurant not found' } };
}

async function probe(req: http.IncomingMessage, res: http.ServerResponse, isReady: () => Promise<boolean>) {
  if (req.url === '/health') return json(res, 200, { ok: true });
  if (req.url === '/ready') {
    const ok = await isReady();
    return json(res, ok ? 200 : 503, { ok });
  }
  json(res, 404, { error: { code: 'not_found', message: 'Route not found' } });
}

function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
