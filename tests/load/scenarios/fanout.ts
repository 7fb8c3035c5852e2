import { freePort, runEntry, type Child } from '../../src/realtime/processes';
import { startEnv } from '../lib/env';
import { Arrivals, connectScreens, type Screen } from '../lib/screens';
import { orderBody, setupRestaurants } from '../lib/setup';
import { now, sleep } from '../lib/stats';
import { driveFanout, type FanoutRun } from './latency';

export interface FanoutResult {
  options: { sockets: number; restaurants: number; deliveriesPerS: number; durationS: number };
  memory: SocketMemory;
  /** The same sockets on a bare Socket.IO server (joined to their room, nothing else). */
  bareMemory: SocketMemory;
  connectS: number;
  ordersPerS: number;
  socketsPerRestaurant: number;
  run: FanoutRun;
}

export interface SocketMemory {
  before: NodeJS.MemoryUsage;
  after: NodeJS.MemoryUsage;
  heapPerSocketBytes: number;
  rssPerSocketBytes: number;
}

const probes = new WeakMap<Child, number>();
async function memoryOf(child: Child): Promise<NodeJS.MemoryUsage> {
  const n = (probes.get(child) ?? 0) + 1;
  probes.set(child, n);
  child.proc.kill('SIGUSR2');
  const m = await child.waitFor(new RegExp(`^MEM ${n} (\\{.*\\})$`), 30_000);
  return JSON.parse(m[1]!) as NodeJS.MemoryUsage;
}

const perSocket = (before: NodeJS.MemoryUsage, after: NodeJS.MemoryUsage, n: number): SocketMemory => ({
  before,
  after,
  heapPerSocketBytes: Math.round((after.heapUsed - before.heapUsed) / n),
  rssPerSocketBytes: Math.round((after.rss - before.rss) / n),
});

/** Heap and RSS per idle socket of a bare Socket.IO server holding the same sockets in the same rooms. */
async function bareSocketMemory(sockets: number, restaurants: number): Promise<SocketMemory> {
  const port = await freePort();
  const child = runEntry('tests/load/bare/bare-server.ts', { PORT: String(port) });
  const screens: Screen[] = [];
  try {
    await child.waitFor(/^READY \d+/, 60_000);
    const rs = Array.from({ length: restaurants }, (_, i) => ({ id: `r${i}`, token: 'bare' }));
    await sleep(300);
    const before = await memoryOf(child);
    screens.push(
      ...(await connectScreens(
        [`http://127.0.0.1:${port}`],
        rs,
        Math.max(1, Math.round(sockets / restaurants)),
        new Arrivals(),
        100,
      )),
    );
    await sleep(1000);
    return perSocket(before, await memoryOf(child), screens.length);
  } finally {
    screens.forEach((s) => s.stop());
    await child.kill();
  }
}

/** S3: one gateway node with `sockets` subscribed sockets: memory per socket, then latency at a delivery rate. */
export async function runFanout(options: FanoutResult['options']): Promise<FanoutResult> {
  const bareMemory = await bareSocketMemory(options.sockets, options.restaurants);
  const env = await startEnv({ gateways: 1, gatewayEntry: 'tests/load/bare/gateway-probe.ts' });
  const screens: Screen[] = [];
  try {
    const gateway = env.gateways[0]!;
    const restaurants = await setupRestaurants(env, options.restaurants);
    const perRestaurant = Math.max(1, Math.round(options.sockets / options.restaurants));
    await sleep(500);
    const before = await memoryOf(gateway.child);
    const arrivals = new Arrivals();
    const t0 = now();
    screens.push(
      ...(await connectScreens([`http://127.0.0.1:${gateway.port}`], restaurants, perRestaurant, arrivals, 100)),
    );
    const connectS = (now() - t0) / 1000;
    await sleep(1000);
    const after = await memoryOf(gateway.child);
    // Each order emits three events (placed, sent to kitchen, ticket created) to every socket of its restaurant.
    const ordersPerS = options.deliveriesPerS / (3 * perRestaurant);
    const run = await driveFanout(
      screens,
      arrivals,
      {
        rate: ordersPerS,
        count: Math.ceil(ordersPerS * options.durationS),
        maxMs: options.durationS * 1000 + 2000,
        afterWarmUp: env.analyze,
      },
      async (i, sent) => {
        const r = restaurants[i % restaurants.length]!;
        const t = now();
        const res = await env.api.post(`/api/restaurants/${r.id}/orders`, orderBody(r), r.token);
        if (res.status !== 201) throw new Error(`order ${res.status}`);
        sent.set(res.body.id as string, t);
        return true;
      },
    );
    return {
      options,
      memory: perSocket(before, after, screens.length),
      bareMemory,
      connectS: Math.round(connectS * 10) / 10,
      ordersPerS: Math.round(ordersPerS * 100) / 100,
      socketsPerRestaurant: perRestaurant,
      run: { ...run, setupS: connectS },
    };
  } finally {
    screens.forEach((s) => s.stop());
    await env.close();
  }
}
