import type http from 'node:http';
import { createRequire } from 'node:module';
import type { Duplex } from 'node:stream';
import tls from 'node:tls';
import type { Logger } from 'pino';

/**
 * The WebSocket server under Engine.IO (Socket.IO's `wsEngine`). `eiows` is a native one: after the
 * upgrade it takes the connection's file descriptor and Node's TCP socket is destroyed, so an idle
 * socket holds no `net.Socket`, no stream states and no `ws` reader/writer on the JS heap (see
 * docs/decisions/2026-11-28-gateway-ws-engine.md). It is built at install time by
 * `realtime/scripts/build-eiows.mjs`; when the build is missing (another platform, a Node.js patch
 * release since the install, a failed compile) the gateway runs on `ws`, Engine.IO's default.
 *
 * `ROS_WS_ENGINE`: `ws` forces `ws`; `eiows` requires eiows (startup fails without it, for checks
 * that must run on it); unset or `auto`: eiows when it loads, else `ws`.
 */
export type WsEngineName = 'eiows' | 'ws';

export interface WsEngine {
  name: WsEngineName;
  /** Socket.IO's `wsEngine` option (undefined: Engine.IO's default, `ws`). */
  server: (new (options: object) => unknown) | undefined;
  /** Why it is `ws` when eiows was not forced off. */
  reason?: string;
}

/** The part of an eiows WebSocket this file touches. */
interface EiowsWebSocket {
  _listeners?: Record<string, unknown>;
}

interface EiowsServer {
  handleUpgrade(req: http.IncomingMessage, socket: Duplex, head: Buffer, done: (ws: EiowsWebSocket) => void): void;
}

type EiowsServerClass = new (options: object) => EiowsServer;

const require = createRequire(import.meta.url);
let chosen: WsEngine | undefined;
let logged = false;

/**
 * The engine for this process, chosen once; the first gateway to ask logs which one it is. A gateway
 * on a TLS server gets `ws`: this build of eiows does not take over TLS connections (see
 * build-eiows.mjs), and the gateway's servers are plain HTTP, TLS ending in front of them.
 */
export function wsEngine(log?: Logger, server?: http.Server): WsEngine {
  if (server instanceof tls.Server) {
    log?.warn({ wsEngine: 'ws' }, 'WebSocket engine: ws (TLS server)');
    return { name: 'ws', server: undefined, reason: 'TLS server' };
  }
  chosen ??= choose(process.env.ROS_WS_ENGINE);
  if (log && !logged) {
    logged = true;
    if (chosen.reason)
      log.warn(
        { wsEngine: chosen.name, reason: chosen.reason },
        `WebSocket engine: ${chosen.name} (eiows unavailable)`,
      );
    else log.info({ wsEngine: chosen.name }, `WebSocket engine: ${chosen.name}`);
  }
  return chosen;
}

/** Picks the engine for a value of `ROS_WS_ENGINE` (exported for tests; `wsEngine` memoises it). */
export function choose(setting: string | undefined, load: () => unknown = () => require('eiows')): WsEngine {
  const wanted = (setting ?? '').trim().toLowerCase() || 'auto';
  if (wanted === 'ws') return { name: 'ws', server: undefined };
  if (wanted !== 'auto' && wanted !== 'eiows')
    throw new Error(`ROS_WS_ENGINE must be ws, eiows or auto (got "${setting}")`);
  try {
    const module = load() as { Server?: unknown; default?: { Server?: unknown } };
    const Server = module.Server ?? module.default?.Server;
    if (typeof Server !== 'function') throw new Error('eiows has no Server');
    return { name: 'eiows', server: withoutUpgradeLeftovers(Server as EiowsServerClass) };
  } catch (err) {
    const reason = (err as Error).message.split('\n')[0]!;
    if (wanted === 'eiows') throw new Error(`ROS_WS_ENGINE=eiows but eiows does not load: ${reason}`, { cause: err });
    return { name: 'ws', server: undefined, reason };
  }
}

/**
 * eiows's server, minus what Engine.IO leaves on each connection for the upgrade only. Engine.IO
 * adds an `error` listener (`onUpgradeError`) to every new WebSocket; its closure shares a context
 * with the upgrade's TCP socket and request, so on eiows, where that TCP socket is destroyed after
 * the takeover, it alone kept the dead `net.Socket`, its stream states, the HTTP request and the
 * upgrade's stand-in response alive for the socket's whole life (~2.3 KB). eiows never emits
 * `error` (only `message` and `close`; a failing connection closes), so no `error` listener on its
 * sockets can ever run: they are dropped once Engine.IO has taken the socket.
 */
function withoutUpgradeLeftovers(Base: EiowsServerClass): EiowsServerClass {
  return class GatewayEiowsServer extends Base {
    override handleUpgrade(
      req: http.IncomingMessage,
      socket: Duplex,
      head: Buffer,
      done: (ws: EiowsWebSocket) => void,
    ) {
      super.handleUpgrade(req, socket, head, (ws) => {
        done(ws);
        if (ws._listeners) delete ws._listeners.error;
      });
    }
  };
}
