import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { LiveClient } from '../../src/realtime/client';
import { freePort, runEntry, type Child } from '../../src/realtime/processes';
import { REDIS_URL, startEnv } from '../lib/env';
import { HttpClient } from '../lib/http';
import { openLoop } from '../lib/load';
import { orderBody, setupRestaurants } from '../lib/setup';
import { mapLimit, now, sleep, waitUntil } from '../lib/stats';

/** One side (ours, or Socket.IO's connection state recovery) of the crash. */
export interface RecoveryRun {
  clients: number;
  /** ms from the SIGKILL until every client is connected and has every event committed ≥ 0.5 s earlier. */
  caughtUpAfterKillMs: number | null;
  /** The same moment measured from the restarted node's READY (negative: before it was back). */
  caughtUpAfterRestartMs: number | null;
  /** ms from the SIGKILL until the restarted node printed READY (restart begins 2 s after the kill). */
  backUpAfterKillMs: number | null;
  expected: number;
  delivered: number;
  deliveredFraction: number;
  /** Events applied twice (must be 0). */
  duplicatesApplied: number;
  /** Duplicates the wire carried and the client dropped. */
  duplicatesOnWire: number;
  reconnects: number;
  commandsSent: number;
  recovered?: number;
}

export interface RecoveryResult {
  options: {
    clients: number;
    restaurants: number;
    rate: number;
    killAtMs?: number;
    downMs?: number;
    afterMs?: number;
    parallel?: boolean;
  };
  ours: RecoveryRun;
  socketIoRecovery: RecoveryRun;
}

/** When the node is killed, how long it stays down, and how long commands continue after that. */
interface CrashTiming {
  killAtMs: number;
  downMs: number;
  afterMs: number;
}

/**
 * Drives steady commands, SIGKILLs one node at 3 s, restarts it 2 s later, and polls until every
 * client is back and caught up (every event committed ≥ 0.5 s earlier, judged from 0.5 s after the kill). `lastSeqs()` is the truth (committed or emitted); `clientState()` what
 * the clients hold.
 */
async function crash(
  options: CrashTiming & {
    rate: number;
    send: (i: number) => Promise<boolean>;
    kill: () => Promise<void>;
    restart: () => Promise<void>;
    lastSeqs: () => Promise<Map<string, number>>;
    clients: () => { restaurantId: string; lastSeq: number; connected: boolean }[];
  },
) {
  const { killAtMs, downMs, afterMs } = options;
  const totalMs = killAtMs + downMs + afterMs;
  const load = openLoop({
    rate: options.rate,
    count: Math.ceil((options.rate * totalMs) / 1000),
    maxMs: totalMs,
    send: options.send,
  });
  await sleep(killAtMs);
  const killedAt = now();
  await options.kill();
  let restartedAt: number | null = null;
  const restart = sleep(downMs).then(async () => {
    await options.restart();
    restartedAt = now();
  });
  const history: { t: number; seqs: Map<string, number> }[] = [];
  let caughtUp: number | null = null;
  while (now() - killedAt < totalMs + 10_000) {
    const t = now();
    history.push({ t, seqs: await options.lastSeqs() });
    const old = [...history].reverse().find((h) => h.t <= t - 500 && h.t >= killedAt);
    if (old) {
      const ok = options.clients().every((c) => c.connected && c.lastSeq >= (old.seqs.get(c.restaurantId) ?? 0));
      if (ok) {
        caughtUp = t;
        break;
      }
    }
    await sleep(100);
  }
  await restart;
  const outcome = await load;
  return {
    caughtUpAfterKillMs: caughtUp === null ? null : Math.round(caughtUp - killedAt),
    caughtUpAfterRestartMs: caughtUp === null || restartedAt === null ? null : Math.round(caughtUp - restartedAt),
    backUpAfterKillMs: restartedAt === null ? null : Math.round(restartedAt - killedAt),
    commandsSent: outcome.ok,
  };
}

/** Ours: two real gateway nodes, LiveClients (resume with afterSeq, rotate to the other node). */
async function runOurs(
  clients: number,
  restaurantsCount: number,
  rate: number,
  timing: CrashTiming,
): Promise<RecoveryRun> {
  const env = await startEnv({ gateways: 2 });
  const live: LiveClient[] = [];
  try {
    const restaurants = await setupRestaurants(env, restaurantsCount);
    const [a, b] = env.gateways;
    const urlsA = [`http://127.0.0.1:${a!.port}`, `http://127.0.0.1:${b!.port}`];
    const urlsB = [...urlsA].reverse();
    const specs = Array.from({ length: clients }, (_, i) => ({
      r: restaurants[i % restaurants.length]!,
      urls: i % 2 ? urlsB : urlsA,
    }));
    live.push(
      ...(await mapLimit(specs, 50, async ({ r, urls }) => {
        const c = new LiveClient(urls, r.token, r.id);
        const ack = await c.start();
        if (!ack.ok) throw new Error(`subscribe refused ${JSON.stringify(ack)}`);
        return c;
      })),
    );
    const startSeq = live.map((c) => c.lastSeq);
    const lastSeqs = async () => {
      const rows = await env.sql<
        { restaurant_id: string; last_seq: string }[]
      >`select restaurant_id, last_seq from event_streams`;
      return new Map(rows.map((r) => [r.restaurant_id, Number(r.last_seq)]));
    };
    const c = await crash({
      ...timing,
      rate,
      send: async (i) => {
        const r = restaurants[i % restaurants.length]!;
        return (await env.api.post(`/api/restaurants/${r.id}/orders`, orderBody(r), r.token)).status === 201;
      },
      kill: () => a!.child.kill('SIGKILL'),
      restart: async () => void (await env.startGateway(a!.port)),
      lastSeqs,
      clients: () => live,
    });
    const final = await lastSeqs();
    await waitUntil(() => live.every((x) => x.lastSeq >= (final.get(x.restaurantId) ?? 0)), 20_000, 100);
    const expected = live.reduce((n, x, i) => n + (final.get(x.restaurantId) ?? 0) - startSeq[i]!, 0);
    let duplicatesApplied = 0;
    let delivered = 0;
    live.forEach((x, i) => {
      const seqs = x.seqs;
      duplicatesApplied += seqs.length - new Set(seqs).size;
      delivered += new Set(seqs.filter((s) => s > startSeq[i]! && s <= (final.get(x.restaurantId) ?? 0))).size;
    });
    return {
      clients,
      ...c,
      expected,
      delivered,
      deliveredFraction: expected ? delivered / expected : 0,
      duplicatesApplied,
      duplicatesOnWire: live.reduce((n, x) => n + x.duplicates, 0),
      reconnects: live.reduce((n, x) => n + x.reconnects, 0),
    };
  } finally {
    live.forEach((x) => x.stop());
    await env.close();
  }
}

/** A Socket.IO client relying on connection state recovery (no afterSeq of its own). */
class RecoveringClient {
  lastSeq = 0;
  readonly seqs: number[] = [];
  duplicates = 0;
  reconnects = 0;
  recovered = 0;
  readonly socket: Socket;
  constructor(
    url: string,
    readonly restaurantId: string,
  ) {
    this.socket = io(url, {
      transports: ['websocket'],
      forceNew: true,
      reconnectionDelay: 100,
      reconnectionDelayMax: 500,
      randomizationFactor: 0,
    });
    this.socket.on('event', (e: { seq: number }) => {
      if (e.seq <= this.lastSeq) {
        this.duplicates++;
        return;
      }
      this.seqs.push(e.seq);
      this.lastSeq = e.seq;
    });
  }
  start(): Promise<void> {
    return new Promise((resolve) => {
      this.socket.on('connect', () => {
        if (this.socket.recovered) {
          this.recovered++;
          return;
        }
        const first = this.reconnects++ === 0;
        this.socket.emit('subscribe', { restaurantId: this.restaurantId }, (ack: { lastSeq: number }) => {
          if (first) {
            this.lastSeq = ack.lastSeq;
            resolve();
          }
        });
      });
    });
  }
  get connected() {
    return this.socket.connected;
  }
}

/** The baseline: two bare Socket.IO nodes with connection state recovery over the Redis Streams adapter. */
async function runSocketIo(
  clients: number,
  restaurantsCount: number,
  rate: number,
  timing: CrashTiming,
): Promise<RecoveryRun> {
  const stream = `bench-bare-${process.pid}-${randomUUID().slice(0, 8)}`;
  const env = { BARE_RECOVERY: '1', BARE_REDIS_URL: REDIS_URL, BARE_STREAM: stream };
  const ports = [await freePort(), await freePort()];
  const start = async (port: number) => {
    const child = runEntry('tests/load/bare/bare-server.ts', { PORT: String(port), ...env });
    await child.waitFor(/^READY \d+/, 60_000);
    return child;
  };
  let nodeA: Child = await start(ports[0]!);
  const nodeB = await start(ports[1]!);
  const http = new HttpClient(`http://127.0.0.1:${ports[1]}`, 64);
  const list: RecoveringClient[] = [];
  try {
    const restaurants = Array.from({ length: restaurantsCount }, (_, i) => `r${i}`);
    list.push(
      ...(await mapLimit(
        Array.from({ length: clients }, (_, i) => i),
        50,
        async (i) => {
          const c = new RecoveringClient(`http://127.0.0.1:${ports[i % 2]}`, restaurants[i % restaurants.length]!);
          await c.start();
          return c;
        },
      )),
    );
    const startSeq = list.map((c) => c.lastSeq);
    const emitted = new Map<string, number>();
    const types = ['order.placed', 'order.sent_to_kitchen', 'ticket.created'];
    const c = await crash({
      ...timing,
      rate,
      send: async (i) => {
        const restaurantId = restaurants[i % restaurants.length]!;
        const ok = (await http.post('/emit', { restaurantId, key: `k${i}`, types })).status === 201;
        if (ok) emitted.set(restaurantId, (emitted.get(restaurantId) ?? 0) + types.length);
        return ok;
      },
      kill: () => nodeA.kill('SIGKILL'),
      restart: async () => void (nodeA = await start(ports[0]!)),
      lastSeqs: async () => new Map(emitted),
      clients: () => list,
    });
    const final = new Map(emitted);
    await waitUntil(() => list.every((x) => x.lastSeq >= (final.get(x.restaurantId) ?? 0)), 5000, 100);
    const expected = list.reduce((n, x, i) => n + (final.get(x.restaurantId) ?? 0) - startSeq[i]!, 0);
    let delivered = 0;
    let duplicatesApplied = 0;
    list.forEach((x, i) => {
      duplicatesApplied += x.seqs.length - new Set(x.seqs).size;
      delivered += new Set(x.seqs.filter((s) => s > startSeq[i]!)).size;
    });
    return {
      clients,
      ...c,
      expected,
      delivered,
      deliveredFraction: expected ? delivered / expected : 0,
      duplicatesApplied,
      duplicatesOnWire: list.reduce((n, x) => n + x.duplicates, 0),
      reconnects: list.reduce((n, x) => n + Math.max(0, x.reconnects - 1), 0),
      recovered: list.reduce((n, x) => n + x.recovered, 0),
    };
  } finally {
    list.forEach((x) => x.socket.disconnect());
    http.close();
    await nodeA.kill();
    await nodeB.kill();
    const { Redis } = await import('ioredis');
    const r = new Redis(REDIS_URL);
    await r.del(stream).catch(() => 0);
    r.disconnect();
  }
}

/** S4: crash recovery, ours vs Socket.IO's connection state recovery, under the same kill. */
export async function runRecovery(options: RecoveryResult['options']): Promise<RecoveryResult> {
  const timing = {
    killAtMs: options.killAtMs ?? 3000,
    downMs: options.downMs ?? 2000,
    afterMs: options.afterMs ?? 5000,
  };
  if (options.parallel) {
    const [socketIoRecovery, ours] = await Promise.all([
      runSocketIo(options.clients, options.restaurants, options.rate, timing),
      runOurs(options.clients, options.restaurants, options.rate, timing),
    ]);
    return { options, ours, socketIoRecovery };
  }
  const socketIoRecovery = await runSocketIo(options.clients, options.restaurants, options.rate, timing);
  const ours = await runOurs(options.clients, options.restaurants, options.rate, timing);
  return { options, ours, socketIoRecovery };
}
