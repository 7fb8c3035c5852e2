import type { Kysely } from 'kysely';
import { Counter, Gauge, Histogram } from 'prom-client';
import { metricsRegistry, type DB, type StoredEvent } from '@ros/db';
import type { JobQueue } from './queue/job-queue';

/** The workers' metrics (relay and queues) on the process's registry (`@ros/db` metrics.ts). */

const relayLag = new Histogram({
  name: 'ros_relay_lag_seconds',
  help: 'From an event’s commit to the relay putting it on the bus.',
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [metricsRegistry],
});
const published = new Counter({
  name: 'ros_relay_events_published_total',
  help: 'Events the relay put on the bus (a re-published event counts again).',
  registers: [metricsRegistry],
});

/** Counts a batch on the bus and how long each event waited since its commit. */
export function eventsPublished(events: StoredEvent[]): void {
  if (events.length === 0) return;
  const now = Date.now();
  for (const e of events) relayLag.observe(Math.max(0, now - Date.parse(e.occurredAt)) / 1000);
  published.inc(events.length);
}

interface WatchedRelay {
  readonly isActive: boolean;
}
/** The relays of this process and their databases (usually one of each). */
const relays = new Map<WatchedRelay, Kysely<DB>>();

/** While a relay runs, its database's outbox depth is reported when it is active (a standby would count it twice). */
export function watchOutbox(relay: WatchedRelay, db: Kysely<DB>): () => void {
  relays.set(relay, db);
  return () => void relays.delete(relay);
}

new Gauge({
  name: 'ros_outbox_depth',
  help: 'Committed events not yet taken off the outbox by the relay (read at scrape).',
  registers: [metricsRegistry],
  async collect() {
    const depths = await Promise.all(
      [...new Set([...relays].flatMap(([relay, db]) => (relay.isActive ? [db] : [])))].map(async (db) =>
        Number(
          (
            await db
              .selectFrom('event_outbox')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirst()
          )?.n ?? 0,
        ),
      ),
    );
    this.set(depths.reduce((a, b) => a + b, 0));
  },
});

/** Queues of this process that can count their jobs (usually one). */
const queues = new Set<JobQueue>();

/** Reports `queue`'s jobs by state, under its name, until the returned function is called. */
export function watchQueue(queue: JobQueue): () => void {
  queues.add(queue);
  return () => void queues.delete(queue);
}

new Gauge({
  name: 'ros_jobs',
  help: 'Jobs of each queue by state: waiting, delayed, active, failed (kept failures; read at scrape).',
  labelNames: ['queue', 'state'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    const all = await Promise.all(
      [...queues].map(async (queue) => [queue.name ?? 'jobs', await queue.counts?.().catch(() => null)] as const),
    );
    for (const [queue, counts] of all)
      if (counts) for (const [state, n] of Object.entries(counts)) this.labels(queue, state).inc(n);
  },
});
