import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatCpu } from './lib/cpu';
import { describeMachine } from './lib/env';
import { markdownReport, ms, pct, writeResults, type BenchResults, type Row } from './lib/report';
import { runFanout, type FanoutResult } from './scenarios/fanout';
import { runLatency, type LatencyResult } from './scenarios/latency';
import { runRecovery, type RecoveryResult, type RecoveryRun } from './scenarios/recovery';
import { runReports, type ReportsResult } from './scenarios/reports';
import { runStock, type StockResult } from './scenarios/stock';
import { runWeb, type WebResult } from './scenarios/web';
import { runWrite, type WriteResult } from './scenarios/write';

export const SCENARIOS = ['latency', 'write', 'web', 'fanout', 'recovery', 'stock', 'reports'] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

/** Sizes of a run; the defaults are the issue's. */
export interface BenchOptions {
  scenarios: ScenarioName[];
  /** S1, S2: api nodes (the commands go to them in turn). */
  apis: number;
  restaurants: number;
  screens: number;
  rate: number;
  durationS: number;
  /** S2: closed-loop concurrency levels tried in turn. */
  concurrency: number[];
  /** S3: sockets on the one gateway node, and deliveries per second. */
  sockets: number;
  deliveriesPerS: number;
  /** S4: clients over two gateway nodes, and commands per second meanwhile. */
  clients: number;
  recoveryRate: number;
  /** S4: crash timing (ms): kill at, down for, commands after restart. */
  crash?: { killAtMs: number; downMs: number; afterMs: number };
  /** Run the scenarios at once (smoke test only: the figures then mean nothing). */
  parallel?: boolean;
  /** S6: live tickets on the KDS. */
  tickets: number;
  /** S8: restaurants with history and its days (the issue's size: 100 × 365). */
  historyRestaurants: number;
  historyDays: number;
  /** S8: reads of each report timed. */
  reportReads: number;
  /** S6: skip the production build when web/dist is already there. */
  build: boolean;
  outDir: string;
  /** Also write tests/load/RESULTS.json and RESULTS.md (the committed latest run, with tests/load/ANALYSIS.md). */
  publish?: boolean;
}

export const defaultOptions = (): BenchOptions => ({
  scenarios: [...SCENARIOS],
  apis: 1,
  restaurants: 100,
  screens: 10,
  rate: 200,
  durationS: 10,
  concurrency: [4, 8, 16, 32],
  sockets: 10_000,
  deliveriesPerS: 2000,
  clients: 2000,
  recoveryRate: 20,
  tickets: 200,
  historyRestaurants: 10,
  historyDays: 365,
  reportReads: 200,
  build: true,
  outDir: path.join(path.dirname(fileURLToPath(import.meta.url)), 'results'),
});

const apiNodes = (n: number) => (n > 1 ? `, ${n} api nodes` : ', 1 api node');

function latencyRows(r: LatencyResult): Row[] {
  const d = r.distributed;
  const size = `R=${r.options.restaurants}, S=${r.options.screens}, ${r.options.rate}/s × ${r.options.durationS} s${apiNodes(r.options.apis)}`;
  return [
    {
      scenario: `S1 command → screen (${size})`,
      metric: 'p50 / p95 / p99 / max',
      measured: `${ms(d.latency.p50)} / ${ms(d.latency.p95)} / ${ms(d.latency.p99)} / ${ms(d.latency.max)}`,
      baseline: `${ms(r.bare.latency.p50)} / ${ms(r.bare.latency.p95)} / ${ms(r.bare.latency.p99)} / ${ms(r.bare.latency.max)} (bare Socket.IO)`,
    },
    {
      scenario: 'S1',
      metric: 'p99 vs bare p99',
      measured: `${r.p99Ratio} ×`,
      target: '≤ 1.5 ×',
      met: r.p99Ratio <= 1.5,
    },
    { scenario: 'S1', metric: 'p99', measured: ms(d.latency.p99), target: '≤ 25 ms', met: d.latency.p99 <= 25 },
    {
      scenario: 'S1',
      metric: 'delivered / duplicates',
      measured: `${pct(d.deliveredFraction)} (${d.delivered}/${d.expected}) / ${d.duplicates}`,
      baseline: `${pct(r.bare.deliveredFraction)} / ${r.bare.duplicates}`,
      target: '100 %, 0',
      met: d.deliveredFraction === 1 && d.duplicates === 0,
    },
    {
      scenario: 'S1',
      metric: 'commands: achieved rate, reply p50 / p99, failed, shed',
      measured: `${d.load.achievedRate}/s, ${ms(d.load.reply.p50)} / ${ms(d.load.reply.p99)}, ${d.load.failed}, ${d.load.shed}`,
      baseline: `${r.bare.load.achievedRate}/s, ${ms(r.bare.load.reply.p50)} / ${ms(r.bare.load.reply.p99)}`,
    },
    {
      scenario: 'S1',
      metric: 'bench process event-loop delay p99 (screens side)',
      measured: ms(d.clientLoopDelay.p99),
      baseline: ms(r.bare.clientLoopDelay.p99),
    },
    {
      scenario: 'S1',
      metric: 'CPU while measuring (% of one core; the machine has 200 %)',
      measured: formatCpu(d.cpu),
      baseline: formatCpu(r.bare.cpu),
    },
    {
      scenario: 'S5 relay lag (commit → Redis, S1 load)',
      metric: 'p50 / p99, every command (published before its nudge = 0 ms)',
      measured: `${ms(r.relayLag.p50)} / ${ms(r.relayLag.p99)} (n=${r.relayLag.n}, ${r.relayLag.unmatched} before their nudge)`,
      target: 'p99 ≤ 5 ms',
      met: r.relayLag.p99 <= 5,
    },
    {
      scenario: 'S5',
      metric: 'p50 / p99, commands published after their nudge',
      measured: `${ms(r.relayLagAfterNudge.p50)} / ${ms(r.relayLagAfterNudge.p99)} (n=${r.relayLagAfterNudge.n})`,
    },
  ];
}

function writeRows(r: WriteResult): Row[] {
  const size = `R=${r.options.restaurants}, ${r.options.durationS} s per level${apiNodes(r.options.apis)}`;
  const levels = r.api
    .map(
      (a) => `c=${a.concurrency}: ${a.ordersPerS}/s p99 ${ms(a.latency.p99)}${a.failed ? ` (${a.failed} failed)` : ''}`,
    )
    .join('; ');
  const rawLevels = r.raw.map((a) => `c=${a.concurrency}: ${a.ordersPerS}/s p99 ${ms(a.latency.p99)}`).join('; ');
  const b = r.best;
  return [
    {
      scenario: `S2 write throughput (${size})`,
      metric: 'orders/s by concurrency (API, place order)',
      measured: levels,
      baseline: `${rawLevels} (raw postgres.js)`,
    },
    {
      scenario: 'S2',
      metric: 'best sustained with p99 < 100 ms',
      measured: b ? `${b.apiPerS}/s at c=${b.concurrency} (p99 ${ms(b.apiP99)})` : 'none under 100 ms',
      baseline: b ? `${b.rawPerS}/s at c=${b.concurrency}` : '',
      target: '≥ 1,000/s',
      met: !!b && b.apiPerS >= 1000,
    },
    {
      scenario: 'S2',
      metric: `CPU at the API's peak (c=${r.peak.concurrency}, % of one core)`,
      measured: formatCpu(r.api.find((l) => l.concurrency === r.peak.concurrency)?.cpu),
      baseline: formatCpu(r.raw.find((l) => l.concurrency === r.peak.concurrency)?.cpu),
    },
    {
      scenario: 'S2',
      metric: 'API / raw at the same concurrency',
      measured: b
        ? `${pct(b.ratio)}`
        : `n/a under 100 ms; at the API's peak (c=${r.peak.concurrency}, p99 ${ms(r.peak.apiP99)}): ${pct(r.peak.ratio)}`,
      baseline: `raw best ${r.rawBestPerS}/s${b ? '' : `; at c=${r.peak.concurrency} ${r.peak.rawPerS}/s`}`,
      target: '≥ 60 %',
      met: !!b && b.ratio >= 0.6,
    },
  ];
}

const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;

function webRows(r: WebResult): Row[] {
  const route = (name: string) => r.routes.find((x) => x.route === name);
  const pos = route('PosPage');
  const kds = route('KdsPage');
  const top = r.routes
    .slice(0, 3)
    .map((x) => `${x.route} ${kb(x.jsGzip)}`)
    .join(', ');
  return [
    {
      scenario: 'S6 web build (gzip)',
      metric: 'initial JS / CSS',
      measured: `${kb(r.initial.jsGzip)} / ${kb(r.initial.cssGzip)} (${r.initial.files.length} files)`,
      target: 'JS ≤ 200 KB',
      met: r.initial.jsGzip <= 200 * 1024,
    },
    {
      scenario: 'S6',
      metric: 'route chunks JS (+CSS): POS, KDS; largest',
      measured: `POS ${pos ? `${kb(pos.jsGzip)} + ${kb(pos.cssGzip)}` : 'n/a'}, KDS ${kds ? `${kb(kds.jsGzip)} + ${kb(kds.cssGzip)}` : 'n/a'}; ${top}`,
      baseline: `all JS ${kb(r.totalJsGzip)}`,
    },
    {
      scenario: 'S6 guest page (gzip)',
      metric: "guests' JS / CSS (guest.html, no staff code)",
      measured: `${kb(r.guest.jsGzip)} / ${kb(r.guest.cssGzip)}`,
      target: 'JS ≤ 100 KB',
      met: r.guest.jsGzip <= 100 * 1024,
    },
    {
      scenario: 'S6 guest first load (phone, CPU 4× slower, cold cache)',
      metric: 'table QR link → menu orderable / DOMContentLoaded',
      measured: `${r.guest.firstLoadMs} ms / ${r.guest.domContentLoadedMs} ms`,
    },
    {
      scenario: 'S6 POS first load (cold cache, headless Chromium)',
      metric: 'to interactive / DOMContentLoaded / load',
      measured: `${r.posFirstLoad.interactiveMs} ms / ${r.posFirstLoad.domContentLoadedMs} ms / ${r.posFirstLoad.loadMs} ms`,
    },
    {
      scenario: `S6 KDS with ${r.options.tickets} live tickets`,
      metric: 'update (frame → DOM) p50 / p95 / max; last 50 p95',
      measured: `${ms(r.kds.update.p50)} / ${ms(r.kds.update.p95)} / ${ms(r.kds.update.max)}; ${ms(r.kds.last50.p95)} (${r.kds.ticketsShown} of ${r.kds.ordersOk} shown)`,
      target: '≤ 16 ms',
      met: r.kds.last50.p95 <= 16,
    },
    {
      scenario: 'S6',
      metric: 'update to next frame p50 / p95',
      measured: `${ms(r.kds.frame.p50)} / ${ms(r.kds.frame.p95)}`,
    },
  ];
}

function reportsRows(r: ReportsResult): Row[] {
  const h = r.history;
  const size = `${r.options.restaurants} restaurants × ${r.options.days} days: ${h.sales} sales, ${h.items} order items, ${h.events} events`;
  const raw = (name: string) =>
    r.raw[name] ? `${ms(r.raw[name].p50)} / ${ms(r.raw[name].p99)} (raw SQL, no HTTP)` : undefined;
  return [
    {
      scenario: `S8 reports on history (${size})`,
      metric: 'history written (the workers rolling up meanwhile) / roll-up caught up after it',
      measured: `${h.writeS} s / ${h.rollUpS} s`,
    },
    ...Object.entries(r.reads).map(([name, s]) => ({
      scenario: 'S8',
      metric: `${name} over the year, HTTP p50 / p99`,
      measured: `${ms(s.p50)} / ${ms(s.p99)}`,
      baseline: raw(name),
      target: 'p99 ≤ 100 ms',
      met: s.p99 <= 100,
    })),
    ...Object.entries(r.lists).map(([name, s]) => ({
      scenario: 'S8',
      metric: `list page: ${name}, HTTP p50 / p99`,
      measured: `${ms(s.p50)} / ${ms(s.p99)}`,
      target: 'p99 ≤ 100 ms',
      met: s.p99 <= 100,
    })),
    ...Object.entries(r.exports).map(([format, seconds]) => ({
      scenario: 'S8',
      metric: `export of the year's bills of one restaurant as ${format.toUpperCase()}, requested → done`,
      measured: `${seconds} s`,
      target: format === 'pdf' ? '≤ 15 s' : format === 'csv' ? '≤ 5 s' : undefined,
      met: format === 'pdf' ? seconds <= 15 : format === 'csv' ? seconds <= 5 : undefined,
    })),
    {
      scenario: 'S8',
      metric: `roll-up lag behind the S1 load (${r.achievedRate}/s orders): order.placed → cursor past it p50 / p99 / max`,
      measured: `${ms(r.lag.p50)} / ${ms(r.lag.p99)} / ${ms(r.lag.max)} (n=${r.lag.n})`,
    },
  ];
}

function fanoutRows(r: FanoutResult): Row[] {
  const d = r.run;
  return [
    {
      scenario: `S3 fan-out (1 gateway, ${r.options.sockets} sockets / ${r.options.restaurants} restaurants)`,
      metric: 'heap / RSS per idle socket',
      measured: `${kb(r.memory.heapPerSocketBytes)} / ${kb(r.memory.rssPerSocketBytes)} (connected in ${r.connectS} s)`,
      baseline: `${kb(r.bareMemory.heapPerSocketBytes)} / ${kb(r.bareMemory.rssPerSocketBytes)} (bare Socket.IO, same sockets and rooms)`,
      target: 'heap ≤ 5 KB',
      met: r.memory.heapPerSocketBytes <= 5 * 1024,
    },
    {
      scenario: 'S3',
      metric: `latency at ${r.options.deliveriesPerS} deliveries/s (${r.ordersPerS} orders/s × 3 events × ${r.socketsPerRestaurant} sockets) p50 / p99 / max`,
      measured: `${ms(d.latency.p50)} / ${ms(d.latency.p99)} / ${ms(d.latency.max)}`,
      target: 'p99 ≤ 50 ms',
      met: d.latency.p99 <= 50,
    },
    {
      scenario: 'S3',
      metric: 'bench process event-loop delay p99 (clients side)',
      measured: ms(d.clientLoopDelay.p99),
    },
    {
      scenario: 'S3',
      metric: 'delivered / duplicates',
      measured: `${pct(d.deliveredFraction)} (${d.delivered}/${d.expected}) / ${d.duplicates}`,
      target: '100 %, 0',
      met: d.deliveredFraction === 1 && d.duplicates === 0,
    },
  ];
}

function recoveryRows(r: RecoveryResult): Row[] {
  const o = r.ours;
  const b = r.socketIoRecovery;
  const t = (x: RecoveryRun) => {
    if (x.caughtUpAfterKillMs === null) return 'never (within the run)';
    const after = x.caughtUpAfterRestartMs;
    const back = x.backUpAfterKillMs === null ? '' : `; node back ${x.backUpAfterKillMs} ms after kill`;
    return `${x.caughtUpAfterKillMs} ms after kill (${after === null ? 'n/a' : after < 0 ? `${-after} ms before the killed node was back` : `${after} ms after restart`}${back})`;
  };
  const label = 'Socket.IO recovery + redis-streams-adapter';
  return [
    {
      scenario: `S4 crash recovery (2 gateways, ${r.options.clients} clients, ${r.options.rate} orders/s, SIGKILL + restart after 2 s)`,
      metric: 'all back and caught up',
      measured: t(o),
      baseline: `${t(b)} (${label})`,
      target: '≤ 5 s after restart',
      met: o.caughtUpAfterRestartMs !== null && o.caughtUpAfterRestartMs <= 5000,
    },
    {
      scenario: 'S4',
      metric: 'events delivered',
      measured: `${pct(o.deliveredFraction)} (${o.delivered}/${o.expected})`,
      baseline: `${pct(b.deliveredFraction)} (${b.delivered}/${b.expected}; ${b.recovered ?? 0} sessions recovered)`,
      target: '100 %',
      met: o.deliveredFraction === 1,
    },
    {
      scenario: 'S4',
      metric: 'duplicates applied (dropped on the wire)',
      measured: `${o.duplicatesApplied} (${o.duplicatesOnWire})`,
      baseline: `${b.duplicatesApplied} (${b.duplicatesOnWire})`,
      target: '0',
      met: o.duplicatesApplied === 0,
    },
  ];
}

/** CPU per command of each part, from its % of one core at `rate` commands per second. */
const perOrder = (cpu: Record<string, number>, rate: number) =>
  Object.entries(cpu)
    .filter(([role]) => role !== 'bench')
    .map(([role, pct]) => `${role} ${((pct * 10) / Math.max(rate, 1)).toFixed(2)} ms`)
    .join(', ');

/** How many commands failed, and the first failures' statuses. */
const failures = (p: { failed: number; errors: string[] }) =>
  p.errors.length ? `${p.failed} (${p.errors.join('; ')})` : `${p.failed}`;

function stockRows(r: StockResult): Row[] {
  const size = `R=${r.options.restaurants}, ${r.options.rate}/s × ${r.options.durationS} s, closed loop c=${r.options.concurrency}${apiNodes(r.options.apis)}`;
  const lag = r.on.lag;
  return [
    {
      scenario: `S7 stock path (${size})`,
      metric: 'order.sent_to_kitchen → its sale movements (database clock) p50 / p99 / max',
      measured: lag ? `${ms(lag.p50)} / ${ms(lag.p99)} / ${ms(lag.max)} (n=${lag.n}, ${r.on.missing} missing)` : 'n/a',
      target: 'p99 < 200 ms',
      met: !!lag && lag.p99 < 200 && r.on.missing === 0,
    },
    {
      scenario: 'S7',
      metric: 'the lag p99 in each sixth of the run (flat: the workers keep up)',
      measured: r.on.lagP99BySlice.map(ms).join(' / '),
    },
    {
      scenario: 'S7',
      metric: 'CPU during the S1 load (% of one core; the machine has 200 %), and per order',
      measured: `${formatCpu(r.on.cpu)}; per order: ${perOrder(r.on.cpu, r.on.achievedRate)}`,
      baseline: `${formatCpu(r.off.cpu)}; per order: ${perOrder(r.off.cpu, r.off.achievedRate)} (no recipes)`,
    },
    {
      scenario: 'S7',
      metric: 'S1 load: command reply p50 / p99, achieved rate, failed',
      measured: `${ms(r.on.reply.p50)} / ${ms(r.on.reply.p99)}, ${r.on.achievedRate}/s, ${failures(r.on)}`,
      baseline: `${ms(r.off.reply.p50)} / ${ms(r.off.reply.p99)}, ${r.off.achievedRate}/s, ${failures(r.off)} (no recipes: the job finds nothing)`,
    },
    {
      scenario: 'S7',
      metric: 'S2 closed loop: orders sent to the kitchen per second, p99',
      measured: `${r.on.closedPerS}/s, ${ms(r.on.closedP99)}`,
      baseline: `${r.off.closedPerS}/s, ${ms(r.off.closedP99)} (no recipes)`,
    },
  ];
}

const rowOrder = (r: Row) => Number(/^S(\d)/.exec(r.scenario)?.[1] ?? 9);

/** Runs the chosen scenarios one after the other; a failing scenario is recorded and the rest still run. */
export async function runBench(
  options: BenchOptions,
  log: (line: string) => void = console.log,
): Promise<{ results: BenchResults; files: { json: string; md: string } }> {
  const started = Date.now();
  const results: BenchResults = {
    startedAt: new Date(started).toISOString(),
    durationS: 0,
    machine: await describeMachine(),
    args: {},
    scenarios: {},
    rows: [],
    errors: {},
  };
  const { outDir, scenarios, publish: _publish, parallel: _parallel, crash: _crash, ...args } = options;
  results.args = { scenario: scenarios.join(','), ...args, concurrency: args.concurrency.join(',') };
  const runOne = async (name: ScenarioName) => {
    const t0 = Date.now();
    log(`▶ ${name}`);
    try {
      if (name === 'latency') {
        const r = await runLatency({
          apis: options.apis,
          restaurants: options.restaurants,
          screens: options.screens,
          rate: options.rate,
          durationS: options.durationS,
        });
        results.scenarios.latency = r;
        results.rows.push(...latencyRows(r));
      } else if (name === 'write') {
        const r = await runWrite({
          apis: options.apis,
          restaurants: options.restaurants,
          concurrency: options.concurrency,
          durationS: Math.max(1, Math.round(options.durationS / 3)),
        });
        results.scenarios.write = r;
        results.rows.push(...writeRows(r));
      } else if (name === 'web') {
        const r = await runWeb({ tickets: options.tickets, build: options.build });
        results.scenarios.web = r;
        results.rows.push(...webRows(r));
      } else if (name === 'fanout') {
        const r = await runFanout({
          sockets: options.sockets,
          restaurants: Math.min(options.restaurants, options.sockets),
          deliveriesPerS: options.deliveriesPerS,
          durationS: options.durationS,
        });
        results.scenarios.fanout = r;
        results.rows.push(...fanoutRows(r));
      } else if (name === 'recovery') {
        const r = await runRecovery({
          clients: options.clients,
          restaurants: Math.min(options.restaurants, options.clients),
          rate: options.recoveryRate,
          ...options.crash,
          parallel: options.parallel,
        });
        results.scenarios.recovery = r;
        results.rows.push(...recoveryRows(r));
      } else if (name === 'reports') {
        const r = await runReports({
          restaurants: options.historyRestaurants,
          days: options.historyDays,
          rate: options.rate,
          durationS: options.durationS,
          requests: options.reportReads,
        });
        results.scenarios.reports = r;
        results.rows.push(...reportsRows(r));
      } else if (name === 'stock') {
        const r = await runStock({
          apis: options.apis,
          restaurants: options.restaurants,
          rate: options.rate,
          durationS: options.durationS,
          concurrency: 16,
        });
        results.scenarios.stock = r;
        results.rows.push(...stockRows(r));
      }
    } catch (err) {
      results.errors[name] = (err as Error).stack ?? String(err);
      log(`✖ ${name}: ${(err as Error).message}`);
    }
    log(`  ${name} took ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  };
  // Parallel only for the smoke test: a measurement never shares the machine with another scenario.
  if (options.parallel) await Promise.all(scenarios.map(runOne));
  else for (const name of scenarios) await runOne(name);
  results.rows.sort((a, b) => rowOrder(a) - rowOrder(b));
  results.durationS = Math.round((Date.now() - started) / 100) / 10;
  const files = writeResults(outDir, results);
  if (options.publish) {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const analysis = existsSync(path.join(here, 'ANALYSIS.md'))
      ? `\n${readFileSync(path.join(here, 'ANALYSIS.md'), 'utf8')}`
      : '';
    writeFileSync(path.join(here, 'RESULTS.json'), `${JSON.stringify(results, null, 2)}\n`);
    writeFileSync(path.join(here, 'RESULTS.md'), `${markdownReport(results)}${analysis}`);
  }
  return { results, files };
}
