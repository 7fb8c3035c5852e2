import http from 'node:http';
import type { Server, Socket } from 'socket.io';

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

const EMPTY = Object.freeze({});

/**
 * What every socket's `handshake` becomes once its middleware has read it: one shared, frozen
 * object of the same shape. Socket.IO builds a handshake per socket (~250 bytes: the object, a
 * 62-character `time` string, the address, two empty objects) and never reads it again; nor does the
 * gateway (the credential is checked once, and the middleware keeps what it needs in `socket.data`).
 */
const RELEASED_HANDSHAKE = Object.freeze({
  headers: EMPTY,
  time: '',
  address: '',
  xdomain: false,
  secure: false,
  issued: 0,
  url: '',
  query: EMPTY,
  auth: EMPTY,
});

/** Lets go of a socket's handshake (credential included) once the middleware has read it. */
export function releaseHandshake(socket: Socket): void {
  (socket as { handshake: unknown }).handshake = RELEASED_HANDSHAKE;
}

type Table = Record<PropertyKey, unknown>;
interface Emitter {
  _events?: Table;
}

/** The same entries in the same order, each list cut to its length, as a fast-mode object. */
function compacted(table: Table, prototype: object | null): Table {
  const copy: Table = {};
  for (const key of Reflect.ownKeys(table)) {
    const value = table[key];
    copy[key] = Array.isArray(value) ? value.slice() : value;
  }
  // Set after the keys: an object literal with a null prototype is created in dictionary mode.
  return Object.setPrototypeOf(copy, prototype) as Table;
}

/** A Node EventEmitter's listener table (`_events`, null prototype), compacted. */
function compactEmitter(emitter: Emitter | null | undefined): void {
  const events = emitter?._events;
  if (!events || typeof events !== 'object' || Object.getPrototypeOf(events) !== null) return;
  emitter._events = compacted(events, null);
}

/** Lists of a plain object (kept as it is), each cut to its length. */
function compactLists(table: Table | null | undefined): void {
  if (!table || typeof table !== 'object') return;
  for (const key of Reflect.ownKeys(table)) {
    const value = table[key];
    if (Array.isArray(value)) table[key] = value.slice();
  }
}

/**
 * Rebuilds, once a socket is set up, the per-socket listener tables that are kept in their roomiest
 * form (see docs/decisions/2026-11-28-gateway-ws-engine.md), without changing what is in them:
 * - Node's EventEmitter starts each `_events` as `{ __proto__: null }`, which V8 keeps in dictionary
 *   mode (~250 bytes for a handful of entries); three per socket (Socket.IO's Socket, Engine.IO's
 *   Socket and its WebSocket transport), plus eiows's own table (`_listeners`);
 * - a list that got its first entry by `push` has room for 17 (152 bytes for one or two listeners):
 *   the lists of those tables, Engine.IO's `cleanupFn` and the Socket.IO parser's `$decoded`.
 * Each table is replaced by a fast-mode copy with the same keys in the same order and the lists cut
 * to their length; listeners added or removed later change the copy as they would the original.
 * Anything that is not of the expected shape is left alone. Saves ~1.3 KB per socket.
 */
export function compactSocket(socket: Socket): void {
  const conn = socket.conn as unknown as Emitter & {
    cleanupFn?: unknown[];
    transport?: Emitter & { socket?: Emitter & { _listeners?: Table } };
  };
  const client = (socket as unknown as { client?: { decoder?: { _callbacks?: Table } } }).client;
  compactEmitter(socket as unknown as Emitter);
  compactEmitter(conn);
  compactEmitter(conn.transport);
  if (Array.isArray(conn.cleanupFn)) conn.cleanupFn = conn.cleanupFn.slice();
  compactLists(client?.decoder?._callbacks);
  const raw = conn.transport?.socket;
  compactEmitter(raw);
  const listeners = raw?._listeners;
  // eiows's WebSocket keeps its listeners in an `Object.create(null)` table of lists.
  if (raw && listeners && typeof listeners === 'object' && Object.getPrototypeOf(listeners) === null)
    raw._listeners = compacted(listeners, null);
}
