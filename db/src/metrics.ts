import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus registry: every package below the server defines its metrics on it (db
 * here, then workers, realtime and api), so one process, embedded or not, has one `/metrics` with
 * everything it runs. Labels never carry a restaurant, user or raw URL: only bounded sets (route
 * patterns, statuses, queue names), so a scrape says how busy the process is, not for whom.
 * See docs/decisions/2026-12-03-metrics.md.
 */
export const metricsRegistry = new Registry();

let defaultsOn = false;
/** Process metrics (CPU, memory, event-loop delay, GC), once per process; called by whoever serves `/metrics`. */
export function collectProcessMetrics(): void {
  if (defaultsOn) return;
  defaultsOn = true;
  collectDefaultMetrics({ register: metricsRegistry, prefix: 'ros_' });
}

/** The registry's text exposition, and its content type. */
export async function scrapeMetrics(): Promise<{ contentType: string; body: string }> {
  return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}

const commands = new Counter({
  name: 'ros_commands_total',
  help: 'Commands run through runCommand, by outcome (committed or failed).',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});
const committed = commands.labels('committed');
const failed = commands.labels('failed');
const appended = new Counter({
  name: 'ros_events_appended_total',
  help: 'Events appended to the restaurants’ streams by committed commands.',
  registers: [metricsRegistry],
});
const commandSeconds = new Histogram({
  name: 'ros_command_duration_seconds',
  help: 'From runCommand to its commit (queueing for a group-commit lane included).',
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [metricsRegistry],
});
const batchSize = new Histogram({
  name: 'ros_group_commit_batch_size',
  help: 'Commands per group-commit transaction (1: the command ran alone).',
  buckets: [1, 2, 4, 8, 16, 32],
  registers: [metricsRegistry],
});

/** Counts a command that committed with `events` appended, and how long it took from `startedAt` (performance.now()). */
export function commandCommitted(startedAt: number, events: number): void {
  committed.inc();
  if (events) appended.inc(events);
  commandSeconds.observe((performance.now() - startedAt) / 1000);
}

/** Counts a command that threw (rolled back, refused, or lost its connection). */
export const commandFailed = (): void => failed.inc();

/** Records the size of one group-commit transaction. */
export const groupCommitBatch = (size: number): void => batchSize.observe(size);

const poolInUse = new Gauge({
  name: 'ros_db_pool_connections_in_use',
  help: 'PostgreSQL connections reserved by a transaction right now (all pools of this process).',
  registers: [metricsRegistry],
});
const poolWaiting = new Gauge({
  name: 'ros_db_pool_waiting',
  help: 'Transactions waiting for a PostgreSQL connection of the pool.',
  registers: [metricsRegistry],
});
const poolMax = new Gauge({
  name: 'ros_db_pool_connections_max',
  help: 'The most connections the PostgreSQL pools of this process may open.',
  registers: [metricsRegistry],
});

/** What connect.ts tells the pool gauges: a pool opened or closed, a connection asked for, taken, given back. */
export const poolMetrics = {
  opened: (max: number) => poolMax.inc(max),
  closed: (max: number) => poolMax.dec(max),
  waiting: () => poolWaiting.inc(),
  reserved: () => {
    poolWaiting.dec();
    poolInUse.inc();
  },
  refused: () => poolWaiting.dec(),
  released: () => poolInUse.dec(),
};
