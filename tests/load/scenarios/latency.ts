import { monitorEventLoopDelay } from 'node:perf_hooks';
import { freePort, runEntry } from '../../src/realtime/processes';
import { CpuMeter } from '../lib/cpu';
import { startEnv } from '../lib/env';
import { HttpClient } from '../lib/http';
import { openLoop, type LoadOutcome } from '../lib/load';
import { RelayProbe } from '../lib/relay-probe';
import { Arrivals, connectScreens, type Screen } from '../lib/screens';
import { orderBody, setupRestaurants } from '../lib/setup';
import { now, sleep, summarize, waitUntil, type LatencySummary } from '../lib/stats';

/** Options of the command → screen scenario (S1, with the relay lag S5 measured in the same run). */
export interface LatencyOptions {
  /** api nodes taking the commands in turn (distributed mode runs any number). */
  apis: number;
  restaurants: number;
  screens: number;
  rate: number;
  durationS: number;
}

/** One side (distributed or bare) of the command → screen measurement. */
export interface FanoutRun {
  latency: LatencySummary;
  expected: number;
  delivered: number;
  deliveredFraction: number;
  duplicates: number;
  gaps: number;
  load: Omit<LoadOutcome, 'replyMs'> & { reply: LatencySummary };
  setupS: number;
  /** Event-loop delay of the bench process (the screens) while measuring, ms: when high, the clients limit the figure. */
  clientLoopDelay: { p50: number; p99: number; max: number };
  /** CPU of each part of the pipeline while measuring, % of one core. */
  cpu: Record<string, number>;
}

export interface LatencyResult {
  options: LatencyOptions;
  distributed: FanoutRun;
  bare: FanoutRun;
  /**
   * Every command: one published before its nudge was seen (the relay found it through an earlier
   * nudge or the poll) counts as 0 ms — its lag was at most the api's own commit → nudge delay.
   */
  relayLag: LatencySummary & { unmatched: number };
  /** Only the commands published after their nudge was seen. */
  relayLagAfterNudge: LatencySummary;
  p99Ratio: number;
}

const TYPES = ['order.placed', 'order.sent_to_kitchen', 'ticket.created'];

/** Sends commands at a fixed rate, then waits (bounded) until every screen has every ticket. */
export async function driveFanout(
  screens: Screen[],
  arrivals: Arrivals,
  options: { rate: number; count: number; maxMs: number; afterWarmUp?: () => Promise<void> },
  send: (i: number, sent: Map<string, number>) => Promise<boolean>,
): Promise<Omit<FanoutRun, 'setupS'>> {
  const sent = new Map<string, number>();
  const perRestaurant = new Map<string, number>();
  for (const s of screens) perRestaurant.set(s.restaurantId, (perRestaurant.get(s.restaurantId) ?? 0) + 1);
  // Warm-up (JIT, pools, prepared plans): the same load for a short while, not measured.
  const warm = new Map<string, number>();
  const warmCount = Math.min(options.count, Math.max(10, Math.ceil(options.rate * 2)));
  await openLoop({ rate: options.rate, count: warmCount, maxMs: 3000, send: (i) => send(options.count + i, warm) });
  await options.afterWarmUp?.();
  await sleep(500);
  for (const s of screens) s.duplicates = s.gaps = 0;
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const cpu = new CpuMeter();
  cpu.start();
  const load = await openLoop({ ...options, send: (i) => send(i, sent) });
  const screensFor = [...perRestaurant.values()][0] ?? 0;
  const expected = sent.size * screensFor;
  const count = () => [...sent.keys()].reduce((n, k) => n + (arrivals.byKey.get(k)?.length ?? 0), 0);
  await waitUntil(() => count() >= expected, 10_000, 50);
  const cpuUsed = cpu.stop();
  delay.disable();
  const toMs = (ns: number) => Math.round(ns / 1e4) / 100;
  const latencies: number[] = [];
  for (const [key, t0] of sent) for (const t of arrivals.byKey.get(key) ?? []) latencies.push(t - t0);
  const delivered = count();
  const { replyMs, ...rest } = load;
  return {
    latency: summarize(latencies),
    expected,
    delivered,
    deliveredFraction: expected ? delivered / expected : 0,
    duplicates: screens.reduce((n, s) => n + s.duplicates, 0),
    gaps: screens.reduce((n, s) => n + s.gaps, 0),
    load: { ...rest, reply: summarize(replyMs) },
    clientLoopDelay: { p50: toMs(delay.percentile(50)), p99: toMs(delay.percentile(99)), max: toMs(delay.max) },
    cpu: cpuUsed,
  };
}

/** The bare baseline: the same screens and rate against a plain Socket.IO server. */
export async function runBare(options: LatencyOptions, env: Record<string, string> = {}): Promise<FanoutRun> {
  const t0 = now();
  const port = await freePort();
  const child = runEntry('tests/load/bare/bare-server.ts', { PORT: String(port), ...env });
  const screens: Screen[] = [];
  const http = new HttpClient(`http://127.0.0.1:${port}`, 128);
  try {
    await child.waitFor(/^READY \d+/, 60_000);
    const arrivals = new Arrivals();
    const restaurants = Array.from({ length: options.restaurants }, (_, i) => ({ id: `r${i}`, token: 'bare' }));
    screens.push(...(await connectScreens([`http://127.0.0.1:${port}`], restaurants, options.screens, arrivals)));
    const setupS = (now() - t0) / 1000;
    const run = await driveFanout(
      screens,
      arrivals,
      {
        rate: options.rate,
        count: Math.ceil(options.rate * options.durationS),
        maxMs: options.durationS * 1000 + 2000,
      },
      async (i, sent) => {
        const key = `k${i}`;
        sent.set(key, now());
        const res = await http.post('/emit', {
          restaurantId: restaurants[i % restaurants.length]!.id,
          key,
          types: TYPES,
        });
        return res.status === 201;
      },
    );
    return { ...run, setupS };
  } finally {
    screens.forEach((s) => s.stop());
    http.close();
    await child.kill();
  }
}

/** S1 + S5: real order commands through api → PostgreSQL → relay → Redis → gateway → screens. */
export async function runDistributed(options: LatencyOptions): Promise<{ run: FanoutRun; relayLag: RelayProbe }> {
  const t0 = now();
  const env = await startEnv({ gateways: 1, apis: options.apis });
  const screens: Screen[] = [];
  const probe = new RelayProbe(env.redisUrl, env.prefix);
  try {
    const restaurants = await setupRestaurants(env, options.restaurants);
    const arrivals = new Arrivals();
    screens.push(
      ...(await connectScreens([`http://127.0.0.1:${env.gateways[0]!.port}`], restaurants, options.screens, arrivals)),
    );
    await sleep(500); // let the relay publish the setup events before the probe counts nudges
    await probe.start();
    const setupS = (now() - t0) / 1000;
    const run = await driveFanout(
      screens,
      arrivals,
      {
        rate: options.rate,
        count: Math.ceil(options.rate * options.durationS),
        maxMs: options.durationS * 1000 + 2000,
        afterWarmUp: env.analyze,
      },
      async (i, sent) => {
        const r = restaurants[i % restaurants.length]!;
        const t = now();
        const res = await env.api.post(`/api/restaurants/${r.id}/orders`, orderBody(r), r.token);
        if (res.status !== 201) throw new Error(`order ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        sent.set(res.body.id as string, t);
        return true;
      },
    );
    return { run: { ...run, setupS }, relayLag: probe };
  } finally {
    probe.close();
    screens.forEach((s) => s.stop());
    await env.close();
  }
}

export async function runLatency(options: LatencyOptions): Promise<LatencyResult> {
  const bare = await runBare(options);
  const { run: distributed, relayLag } = await runDistributed(options);
  return {
    options,
    distributed,
    bare,
    relayLag: {
      ...summarize([...relayLag.lagMs, ...Array<number>(relayLag.unmatched).fill(0)]),
      unmatched: relayLag.unmatched,
    },
    relayLagAfterNudge: summarize(relayLag.lagMs),
    p99Ratio: Math.round((distributed.latency.p99 / bare.latency.p99) * 100) / 100,
  };
}
