/**
 * `npx tsx tests/load/profile.ts api [seconds] [concurrency]`: the S2 order command against a
 * CPU-profiled api process.
 * `npx tsx tests/load/profile.ts workers [seconds] [concurrency]`: the same load, profiling the workers (relay and jobs).
 * With `send` after the concurrency (api, workers), each order is also sent to the kitchen (S1's command).
 * `npx tsx tests/load/profile.ts stock-workers|stock-api [seconds] [orders/s] [restaurants]`: S7's
 * load (orders sent to the kitchen at a fixed rate, dishes with recipes), profiling the workers or
 * the api from after the setup and warm-up only; prints each process's CPU per order as well. With
 * `PROFILE_SQL=1` in the environment the profiled process also counts its statements by text
 * (`<profile>.sql.json`, the most frequent printed).
 * `npx tsx tests/load/profile.ts realtime [seconds] [sockets] [deliveries/s]`: S3-style fan-out
 * against a CPU-profiled gateway.
 * Prints where the profiled process spends its time (self time by package and by function).
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CpuMeter, formatCpu } from './lib/cpu';
import { startEnv } from './lib/env';
import { openLoop } from './lib/load';
import { Arrivals, connectScreens } from './lib/screens';
import { orderBody, setupRestaurants } from './lib/setup';
import { now, summarize } from './lib/stats';
import { driveFanout } from './scenarios/latency';
import { addRecipes } from './scenarios/stock';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [target = 'api', a = '10', b = '8', c = '2000'] = process.argv.slice(2);
const seconds = Number(a);
const dir = mkdtempSync(path.join(tmpdir(), 'ros-prof-'));
const probe = { PROFILE_DIR: dir, PROFILE_ENTRY: target };
const env =
  target === 'api'
    ? await startEnv({ gateways: 0, apiEntry: 'tests/load/bare/profiled.ts', apiEnv: probe })
    : target === 'workers'
      ? await startEnv({ gateways: 0, workersEntry: 'tests/load/bare/profiled.ts', workersEnv: probe })
      : target === 'stock-workers'
        ? await startEnv({
            gateways: 0,
            workersEntry: 'tests/load/bare/profiled.ts',
            workersEnv: { ...probe, PROFILE_ENTRY: 'workers', PROFILE_DEFER: '1' },
          })
        : target === 'stock-api'
          ? await startEnv({
              gateways: 0,
              apiEntry: 'tests/load/bare/profiled.ts',
              apiEnv: { ...probe, PROFILE_ENTRY: 'api', PROFILE_DEFER: '1' },
            })
          : await startEnv({ gateways: 0 });
let profiled = env.processes[target === 'workers' || target === 'stock-workers' ? 0 : 1]!;
if (target === 'stock-workers' || target === 'stock-api') {
  const [rate, count] = [Number(b), Number(c === '2000' ? 100 : c)];
  const restaurants = await setupRestaurants(env, count);
  await addRecipes(env, restaurants);
  const send = async (i: number) => {
    const r = restaurants[i % restaurants.length]!;
    return (await env.api.post(`/api/restaurants/${r.id}/orders`, orderBody(r, true), r.token)).status === 201;
  };
  await openLoop({ rate, count: rate * 2, maxMs: 3000, send }); // warm-up
  await env.analyze();
  profiled.proc.kill('SIGUSR2');
  await profiled.waitFor(/^PROFILING$/, 10_000);
  const meter = new CpuMeter({ [profiled.proc.pid!]: target === 'stock-workers' ? 'workers' : 'api' });
  meter.start();
  const load = await openLoop({ rate, count: rate * seconds, maxMs: seconds * 1000 + 5000, send });
  const cpu = meter.stop();
  const perOrder = Object.entries(cpu)
    .map(([k, v]) => `${k} ${((v * 10) / load.achievedRate).toFixed(2)} ms`)
    .join(', ');
  console.log(
    `${load.ok} orders at ${load.achievedRate.toFixed(1)}/s (${load.failed} failed); CPU ${formatCpu(cpu)}; per order: ${perOrder}`,
  );
} else if (target === 'api' || target === 'workers') {
  const concurrency = Number(b);
  const restaurants = await setupRestaurants(env, 20);
  const latencies: number[] = [];
  const end = now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, w) => {
      for (let i = w; now() < end; i += concurrency) {
        const r = restaurants[i % restaurants.length]!;
        const t0 = now();
        if ((await env.api.post(`/api/restaurants/${r.id}/orders`, orderBody(r, c === 'send'), r.token)).status === 201)
          latencies.push(now() - t0);
      }
    }),
  );
  console.log(
    `${latencies.length} orders in ${seconds} s (${(latencies.length / seconds).toFixed(1)}/s)`,
    summarize(latencies),
  );
} else {
  const sockets = Number(b);
  const restaurants = await setupRestaurants(env, Math.max(1, Math.round(sockets / 100)));
  process.env.PROFILE_DIR = dir;
  process.env.PROFILE_ENTRY = 'realtime';
  const g = await env.startGateway(undefined, 'tests/load/bare/profiled.ts');
  profiled = g.child;
  const arrivals = new Arrivals();
  const screens = await connectScreens(
    [`http://127.0.0.1:${g.port}`],
    restaurants,
    Math.round(sockets / restaurants.length),
    arrivals,
    100,
  );
  const rate = Number(c) / (3 * Math.round(sockets / restaurants.length));
  const run = await driveFanout(
    screens,
    arrivals,
    { rate, count: Math.ceil(rate * seconds), maxMs: seconds * 1000 + 2000 },
    async (i, sent) => {
      const r = restaurants[i % restaurants.length]!;
      const t = now();
      const res = await env.api.post(`/api/restaurants/${r.id}/orders`, orderBody(r), r.token);
      sent.set(res.body.id as string, t);
      return res.status === 201;
    },
  );
  console.log(`fan-out: ${run.delivered}/${run.expected}`, run.latency, 'client loop delay', run.clientLoopDelay);
  screens.forEach((s) => s.stop());
}
profiled.proc.kill('SIGUSR2');
const file = (await profiled.waitFor(/^PROFILE (.+)$/, 60_000))[1]!;
await env.close();

const bySelf = new Map<string, number>();
const byPkg = new Map<string, number>();
const p = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const nodes = new Map(p.nodes.map((n) => [n.id, n]));
p.samples.forEach((id, i) => {
  const n = nodes.get(id)!;
  const dt = (p.timeDeltas[i] ?? 0) / 1000;
  const url = n.callFrame.url.replace(/^file:\/\//, '');
  const pkg =
    /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ??
    (url.includes(`${process.cwd()}/`)
      ? url.split(`${process.cwd()}/`)[1]!.split('/').slice(0, 2).join('/')
      : url || `(${n.callFrame.functionName || 'program'})`);
  const fn = `${n.callFrame.functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber}`;
  bySelf.set(fn, (bySelf.get(fn) ?? 0) + dt);
  byPkg.set(pkg, (byPkg.get(pkg) ?? 0) + dt);
});
let statements = '';
try {
  const counts = JSON.parse(readFileSync(`${file}.sql.json`, 'utf8')) as [string, number][];
  const total = counts.reduce((n, [, c]) => n + c, 0);
  statements = `\n\nstatements: ${total}\n${counts
    .slice(0, 20)
    .map(([q, c]) => `${String(c).padStart(7)}  ${q.slice(0, 110)}`)
    .join('\n')}`;
} catch {
  /* not asked for (PROFILE_SQL) */
}
const top = (m: Map<string, number>, n: number) =>
  [...m]
    .sort((x, y) => y[1] - x[1])
    .slice(0, n)
    .map(([k, v]) => `${v.toFixed(0).padStart(7)} ms  ${k}`)
    .join('\n');
console.log(
  `profile: ${file}\n\nself time by package:\n${top(byPkg, 20)}\n\nself time by function:\n${top(bySelf, 25)}${statements}`,
);
process.exit(0);
