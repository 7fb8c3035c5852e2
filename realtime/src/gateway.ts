import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { Server } from 'socket.io';
import { allAnswer, selectOne, type DB } from '@ros/db';
import {
  restaurantRoom,
  ZSubscribeRequest,
  ZUnsubscribeRequest,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SubscribeAck,
} from '@ros/shared-events';
import type { EventBus } from '@ros/bus';
import { loadAccess, SESSION_ENDED } from './gateway.repo';
import { attachGuestFeed } from './guest-feed';
import { deliveredLive, watchSockets } from './metrics';
import { RoomFeed, type SendToSockets } from './room-feed';
import { compactSocket, releaseHandshake, releaseUpgradeRequests } from './socket-memory';
import {
  authenticateHandshake,
  closeEndedSessions,
  EXPIRY_SWEEP_MS,
  reauthenticate,
  sweepExpiredSockets,
  tokenVerifier,
  type GatewaySocket,
  type SocketSession,
} from './socket-sessions';
import { Subscription } from './subscription';
import { wsEngine } from './ws-engine';

/** What a gateway node needs. */
export interface GatewayDeps {
  db: Kysely<DB>;
  bus: EventBus;
  jwtSecret: string;
  log: Logger;
  /** How far behind (in events) a resuming client may be before it must resync. */
  replayWindow?: number;
  /** How often sockets whose token expired are closed (default `EXPIRY_SWEEP_MS`). */
  expirySweepMs?: number;
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
 * (with `/health` and `/ready`). Sockets authenticate with the access JWT of a current session,
 * subscribe to restaurants they are active members of, get the replay after `afterSeq`, then live
 * events; they `reauthenticate` before the token expires, and close when their session ends (see
 * socket-sessions.ts). Guests' phones use the `/guest` namespace instead (guest-feed.ts). The bus
 * must be started by the caller.
 */
export async function createGateway(target: http.Server | number, deps: GatewayDeps): Promise<Gateway> {
  const { db, bus, log } = deps;
  const replayWindow = deps.replayWindow ?? DEFAULT_REPLAY_WINDOW;
  let closing = false;
  // Ready while the database answers a `select 1` and the bus a PING, each within its timeout.
  const isReady = async () => !closing && (await allAnswer([selectOne(db), () => bus.ping()]));

  const ownServer = typeof target === 'number';
  const server = ownServer ? http.createServer((req, res) => void probe(req, res, isReady)) : target;
  const engine = wsEngine(log, server);
  const io = new Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketSession>(server, {
    transports: ['websocket'],
    cors: { origin: true, credentials: true },
    serveClient: false,
    ...(engine.server ? { wsEngine: engine.server } : {}),
  });
  releaseUpgradeRequests(io.engine);

  const unwatchSockets = watchSockets(io as Server);
  const sendToSockets: SendToSockets = (socketIds, event) => {
    io.to(socketIds).emit('event', event);
    deliveredLive(socketIds.length);
  };
  /**
   * Room feeds by room name. A socket's subscriptions are found through the restaurant rooms it
   * joined (Socket.IO's adapter already keeps that set per socket) and each feed's map by socket id:
   * the gateway keeps no map or closure of its own per socket.
   */
  const rooms = new Map<string, RoomFeed>();
  const subscriptionOf = (socket: GatewaySocket, room: string) => rooms.get(room)?.subs.get(socket.id);
  const subscriptionsOf = (socket: GatewaySocket) =>
    [...socket.rooms].flatMap((room) => subscriptionOf(socket, room) ?? []);

  const drop = (sub: Subscription) => {
    sub.close();
    const room = rooms.get(restaurantRoom(sub.restaurantId));
    // Already replaced by a newer subscribe of the same socket, or already dropped.
    if (room?.subs.get(sub.socket.id) !== sub) return;
    room.subs.delete(sub.socket.id);
    if (room.subs.size === 0) rooms.delete(room.name);
    void sub.socket.leave(room.name);
  };
  const ended = (sub: Subscription, revoked: boolean) => {
    drop(sub);
    if (!revoked) return;
    log.info({ restaurantId: sub.restaurantId, userId: sub.userId }, 'subscription revoked');
    if (subscriptionsOf(sub.socket).length === 0) sub.socket.disconnect(true);
  };

  const guestFeed = attachGuestFeed(io.of('/guest'), db, log);
  io.of('/guest').on('connection', compactSocket);
  const unsubscribeBus = bus.subscribe((event) => {
    rooms.get(restaurantRoom(event.restaurantId))?.receive(event);
    guestFeed(event);
  });
  const unsubscribeReconnect = bus.onReconnect(() => {
    log.info({ rooms: rooms.size }, 'bus reconnected; catching up from the database');
    for (const room of rooms.values()) room.catchUp();
  });

  const unsubscribeControl = bus.onControl((message) => closeEndedSessions(io, message, log));
  const stopSweep = sweepExpiredSockets(io, deps.expirySweepMs ?? EXPIRY_SWEEP_MS, log);

  const verify = tokenVerifier(deps.jwtSecret);
  const handshake = authenticateHandshake(db, verify, log);
  io.use((socket, next) => {
    handshake(socket, (err) => {
      // Checked once: the socket keeps neither the credential (~300 bytes) nor the rest of the handshake.
      releaseHandshake(socket);
      next(err);
    });
  });
  const handleReauthenticate = reauthenticate(db, verify);

  const subscribe = async (socket: GatewaySocket, request: unknown, ack: unknown) => {
    const reply = typeof ack === 'function' ? (ack as (res: SubscribeAck) => void) : () => {};
    const parsed = ZSubscribeRequest.safeParse(request);
    if (!parsed.success)
      return reply({ ok: false, error: { code: 'invalid_input', message: 'restaurantId must be a uuid' } });
    const { restaurantId, afterSeq } = parsed.data;
    const name = restaurantRoom(restaurantId);
    // A floor session sees its terminal's restaurant only.
    if (socket.data.floorRestaurantId && socket.data.floorRestaurantId !== restaurantId) return reply(notFound());
    try {
      const access = await loadAccess(db, restaurantId, socket.data.userId, socket.data.sessionVersion);
      if (access === SESSION_ENDED) {
        reply({
          ok: false,
          error: { code: 'unauthorized', message: 'Your session has expired, please sign in again' },
        });
        return void socket.disconnect(true);
      }
      if (!access || !socket.connected) return reply(notFound());
      const previous = subscriptionOf(socket, name);
      if (previous) drop(previous);
      let room = rooms.get(name);
      if (!room) rooms.set(name, (room = new RoomFeed(restaurantId, name, db, log, sendToSockets)));
      // The room's id string, not the request's: one copy per restaurant instead of one per socket.
      const sub = new Subscription(socket, room.restaurantId, access, db, log, ended);
      // Registered before reading lastSeq: live events queue behind the replay, none is missed.
      room.subs.set(socket.id, sub);
      await socket.join(room.name);
      await sub.begin(afterSeq, replayWindow, reply);
    } catch (err) {
      log.error({ err, restaurantId, userId: socket.data.userId, socketId: socket.id }, 'subscribe failed');
      const half = subscriptionOf(socket, name);
      if (half) drop(half);
      reply({ ok: false, error: { code: 'internal_error', message: 'Could not subscribe, please retry' } });
    }
  };

  // The handlers are shared by all sockets (Socket.IO calls them with the socket as `this`).
  function handleSubscribe(this: GatewaySocket, request: unknown, ack: unknown) {
    void subscribe(this, request, ack);
  }

  function handleUnsubscribe(this: GatewaySocket, request: unknown, ack: unknown) {
    const parsed = ZUnsubscribeRequest.safeParse(request);
    const sub = parsed.success ? subscriptionOf(this, restaurantRoom(parsed.data.restaurantId)) : undefined;
    if (sub) drop(sub);
    if (typeof ack === 'function') ack({ ok: true });
  }

  function handleReauthenticateCommand(this: GatewaySocket, request: unknown, ack: unknown) {
    void handleReauthenticate(this, request, ack);
  }

  // 'disconnecting': the socket still lists its rooms ('disconnect' comes after it left them).
  function handleDisconnecting(this: GatewaySocket) {
    for (const sub of subscriptionsOf(this)) drop(sub);
  }

  io.on('connection', (socket: GatewaySocket) => {
    socket.on('subscribe', handleSubscribe);
    socket.on('unsubscribe', handleUnsubscribe);
    socket.on('reauthenticate', handleReauthenticateCommand);
    socket.on('disconnecting', handleDisconnecting);
    // Last: every listener of the socket's layers is registered by now.
    compactSocket(socket);
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
      unwatchSockets();
      unsubscribeBus();
      unsubscribeReconnect();
      unsubscribeControl();
      stopSweep();
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
