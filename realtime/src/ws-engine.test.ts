import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Server } from 'socket.io';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { compactSocket, releaseUpgradeRequests } from './socket-memory';
import { choose, wsEngine } from './ws-engine';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const broken = () => {
  throw new Error('Cannot find module ./eiows_v20.0.0\n\nCompilation of eiows has failed.');
};

describe('choosing the WebSocket engine', () => {
  it('is ws when forced off, whatever is installed', () => {
    expect(choose('ws')).toEqual({ name: 'ws', server: undefined });
    expect(choose(' WS ')).toMatchObject({ name: 'ws' });
  });

  it('falls back to ws with the reason when eiows does not load, and refuses when eiows is required', () => {
    expect(choose(undefined, broken)).toEqual({
      name: 'ws',
      server: undefined,
      reason: 'Cannot find module ./eiows_v20.0.0',
    });
    expect(choose('auto', () => ({}))).toMatchObject({ name: 'ws', reason: 'eiows has no Server' });
    expect(() => choose('eiows', broken)).toThrow(/ROS_WS_ENGINE=eiows but eiows does not load/);
    expect(() => choose('uws')).toThrow(/must be ws, eiows or auto/);
  });

  it('is ws for a TLS server (this build of eiows takes over plain TCP only)', () => {
    const server = https.createServer();
    expect(wsEngine(undefined, server as unknown as http.Server)).toMatchObject({ name: 'ws', reason: 'TLS server' });
    expect(wsEngine(undefined, http.createServer()).name).toBe(choose(process.env.ROS_WS_ENGINE).name);
  });

  // The install builds eiows (realtime/scripts/build-eiows.mjs): on Linux a missing build is a fault
  // to see here, not a silent fallback (`npm run build:eiows -w realtime` after a Node.js upgrade).
  it.runIf(process.platform === 'linux' && process.env.ROS_WS_ENGINE !== 'ws')(
    'is eiows when the install built it',
    () => {
      const engine = choose(undefined);
      expect(engine.reason).toBeUndefined();
      expect(engine.name).toBe('eiows');
    },
  );
});

describe.each(['ws', 'eiows'] as const)('Socket.IO on %s', (name) => {
  const closers: (() => unknown)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });

  const start = async () => {
    const engine = choose(name === 'ws' ? 'ws' : 'auto');
    const gone: string[] = [];
    if (engine.name !== name) return null;
    const server = http.createServer();
    const io = new Server(server, { transports: ['websocket'], ...(engine.server ? { wsEngine: engine.server } : {}) });
    releaseUpgradeRequests(io.engine);
    io.on('connection', (socket) => {
      socket.on('echo', (value: unknown, ack: (v: unknown) => void) => ack(value));
      socket.on('disconnecting', () => gone.push(socket.id));
      // As the gateway does: everything below runs on the compacted listener tables.
      compactSocket(socket);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise<void>((resolve) => void io.close(() => resolve())));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const client = async () => {
      const c: ClientSocket = connect(url, { transports: ['websocket'], reconnection: false, forceNew: true });
      closers.push(() => c.close());
      await new Promise<void>((resolve, reject) => {
        c.once('connect', resolve);
        c.once('connect_error', reject);
      });
      return c;
    };
    return { io, client, gone };
  };

  it('carries acks, rooms, large and binary payloads both ways, and a server-side disconnect', async (ctx) => {
    const s = await start();
    if (!s) return ctx.skip();
    const a = await s.client();
    const b = await s.client();
    const big = 'é'.repeat(200_000);
    expect(await a.emitWithAck('echo', { big })).toEqual({ big });
    expect(Buffer.from((await a.emitWithAck('echo', Buffer.from([1, 2, 3]))) as ArrayBuffer)).toEqual(
      Buffer.from([1, 2, 3]),
    );

    const [sa] = await s.io.fetchSockets();
    sa!.join('room');
    const heard = new Promise((resolve) => a.once('news', resolve));
    b.once('news', () => expect.unreachable('b is not in the room'));
    s.io.to('room').emit('news', { n: 1 });
    expect(await heard).toEqual({ n: 1 });

    const closed = new Promise((resolve) => b.once('disconnect', resolve));
    s.io.in(b.id!).disconnectSockets(true);
    expect(await closed).toBe('io server disconnect');
    expect(a.connected).toBe(true);
  });

  it('cleans up after a client that leaves, and after one whose connection drops', async (ctx) => {
    const s = await start();
    if (!s) return ctx.skip();
    const a = await s.client();
    const b = await s.client();
    const ids = [a.id, b.id];
    a.disconnect();
    (b.io.engine as unknown as { close(): void }).close();
    await expect.poll(() => s.gone.sort(), { timeout: 5000 }).toEqual(ids.sort());
    await expect.poll(() => [s.io.of('/').sockets.size, s.io.engine.clientsCount], { timeout: 5000 }).toEqual([0, 0]);
    const c = await s.client();
    expect(await c.emitWithAck('echo', 'again')).toBe('again');
  });

  // With the gateway's release of the upgrade request (socket-memory.ts), nothing keeps them.
  it("lets go of the upgrade's TCP socket and request once eiows has the connection", async (ctx) => {
    if (name !== 'eiows') return ctx.skip();
    const s = await start();
    if (!s) return ctx.skip();
    const upgrades: WeakRef<object>[] = [];
    s.io.httpServer.on('upgrade', (req: http.IncomingMessage, socket: object) =>
      upgrades.push(new WeakRef(socket), new WeakRef(req)),
    );
    const c = await s.client();
    expect(await c.emitWithAck('echo', 1)).toBe(1);
    expect(upgrades).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    gc();
    gc();
    expect(upgrades.map((ref) => ref.deref())).toEqual([undefined, undefined]);
    expect(await c.emitWithAck('echo', 2)).toBe(2);
  });
});
