/**
 * `npm run bench [-- --scenario latency --restaurants 10 …]`: measures the distributed pipeline
 * against bare baselines run in the same process run; writes JSON and Markdown under
 * tests/load/results/ and prints the table. Only loopback targets; every load is bounded.
 */
import { parseArgs } from 'node:util';
import { markdownTable } from './lib/report';
import { defaultOptions, runBench, SCENARIOS, type ScenarioName } from './run';

const { values } = parseArgs({
  options: {
    scenario: { type: 'string', default: 'all' },
    apis: { type: 'string' },
    restaurants: { type: 'string' },
    screens: { type: 'string' },
    rate: { type: 'string' },
    duration: { type: 'string' },
    concurrency: { type: 'string' },
    sockets: { type: 'string' },
    deliveries: { type: 'string' },
    clients: { type: 'string' },
    'recovery-rate': { type: 'string' },
    tickets: { type: 'string' },
    'history-restaurants': { type: 'string' },
    'history-days': { type: 'string' },
    publish: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    out: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
  strict: true,
});

if (values.help) {
  console.log(`npm run bench -- [--scenario all|${SCENARIOS.join('|')}[,…]] [--apis 1] [--restaurants 100] [--screens 10] [--rate 200] [--duration 15]
  [--concurrency 4,8,16,32] [--sockets 10000] [--deliveries 2000] [--clients 2000] [--recovery-rate 20] [--tickets 200] [--history-restaurants 10] [--history-days 365] [--no-build] [--out dir]
  [--publish]  also write tests/load/RESULTS.md and RESULTS.json (the committed latest run)`);
  process.exit(0);
}

const num = (v: string | undefined, name: string, fallback: number) => {
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number`);
  return n;
};
const options = defaultOptions();
const chosen = values.scenario === 'all' ? [...SCENARIOS] : values.scenario.split(',');
for (const s of chosen)
  if (!SCENARIOS.includes(s as ScenarioName)) throw new Error(`unknown scenario ${s} (one of ${SCENARIOS.join(', ')})`);
options.scenarios = chosen as ScenarioName[];
options.apis = num(values.apis, 'apis', options.apis);
options.restaurants = num(values.restaurants, 'restaurants', options.restaurants);
options.screens = num(values.screens, 'screens', options.screens);
options.rate = num(values.rate, 'rate', options.rate);
options.durationS = num(values.duration, 'duration', options.durationS);
options.sockets = num(values.sockets, 'sockets', options.sockets);
options.deliveriesPerS = num(values.deliveries, 'deliveries', options.deliveriesPerS);
options.clients = num(values.clients, 'clients', options.clients);
options.recoveryRate = num(values['recovery-rate'], 'recovery-rate', options.recoveryRate);
if (values.concurrency) options.concurrency = values.concurrency.split(',').map((c) => num(c, 'concurrency', 1));
options.tickets = num(values.tickets, 'tickets', options.tickets);
options.historyRestaurants = num(values['history-restaurants'], 'history-restaurants', options.historyRestaurants);
options.historyDays = num(values['history-days'], 'history-days', options.historyDays);
options.build = !values['no-build'];
if (values.out) options.outDir = values.out;
options.publish = values.publish;

const { results, files } = await runBench(options);
console.log(`\n${markdownTable(results.rows)}\n`);
for (const [name, err] of Object.entries(results.errors)) console.log(`✖ ${name}: ${err.split('\n')[0]}`);
console.log(`results: ${files.json}\n         ${files.md}\n(${results.durationS} s)`);
// Sockets and pools of the finished scenarios are closed; do not wait for stray timers.
process.exit(Object.keys(results.errors).length ? 1 : 0);
