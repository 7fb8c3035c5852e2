/**
 * Measures the relay's fast path: time from a command's COMMIT to the event reaching a bus
 * consumer, for three nudges — an in-process call, a Redis PUBLISH on a nudge channel, and a
 * NOTIFY sent after the commit. The poll is set to 60 s so only the nudge can wake the relay.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379 \
 *     npx tsx workers/scripts/measure-nudge.ts [iterations]
 *
 * Figures are recorded in docs/decisions/0001-relay-nudge.md.
 */
import { performance } from 'node:perf_hooks';
import { pino } from 'pino';
import postgres from 'postgres';
import { sql } from 'kysely';
import { appendEvents, migrateToLatest, openDatabase, withTenant, type StoredEvent } from '@ros/db';
import { MemoryEventBus } from '../src/bus/memory-bus';
import { MemoryJobQueue } from '../src/queue/memory-queue';
import { listenForNudges, RedisNudgeSender } from '../src/relay/nudge';
import { Relay } from '../src/relay/relay';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const iterations = Number(process.argv[2] ?? 300);
const log = pino({ level: 'silent' });

const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
const name = `ros_nudge_${process.pid}`;
await admin.unsafe(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const database = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 4 });
await migrateToLatest(database.db);
const db = database.db;
const user = await db
  .insertInto('users')
  .values({ email: 'n@x', username: 'n', password_hash: 'x' })
  .returning('id')
  .executeTakeFirstOrThrow();
const restaurant = await db
  .insertInto('restaurants')
  .values({ name: 'n', owner_id: user.id })
  .returning('id')
  .executeTakeFirstOrThrow();

type Nudge = { send(events: StoredEvent[]): void; close(): Promise<void> };

async function measure(label: string, makeNudge: (relay: Relay) => Promise<Nudge>) {
  const bus = new MemoryEventBus();
  const queue = new MemoryJobQueue();
  const relay = new Relay({ db, bus, queue, log, pollMs: 60_000 });
  relay.start();
  const nudge = await makeNudge(relay);
  let resolveSeen: ((t: number) => void) | null = null;
  bus.subscribe(() => resolveSeen?.(performance.now()));
  const latencies: number[] = [];
  const sendCosts: number[] = [];
  for (let i = 0; i < iterations + 20; i++) {
    const seen = new Promise<number>((r) => (resolveSeen = r));
    const events = await withTenant(db, restaurant.id, (trx) =>
      appendEvents(trx, restaurant.id, null, [{ type: 'restaurant.opened', payload: {} }]),
    );
    const committed = performance.now();
    nudge.send(events);
    sendCosts.push(performance.now() - committed);
    const at = await seen;
    if (i >= 20) latencies.push(at - committed); // the first 20 warm up connections and JIT
  }
  await nudge.close();
  await relay.stop();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(2);
  const mean = (xs: number[]) => (xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(3);
  console.log(
    `${label.padEnd(28)} p50 ${pct(50)} ms  p95 ${pct(95)} ms  p99 ${pct(99)} ms  max ${pct(100)} ms  (caller cost ${mean(sendCosts)} ms)`,
  );
}

console.log(`commit -> consumer latency, ${iterations} sequential commands`);
await measure('in-process call', async (relay) => ({ send: (events) => relay.nudge(events), close: async () => {} }));
await measure('in-process call (no events)', async (relay) => ({ send: () => relay.nudge(), close: async () => {} }));
await measure('Redis PUBLISH nudge', async (relay) => {
  const prefix = `nudge-bench-${process.pid}`;
  const stop = await listenForNudges(redisUrl, prefix, () => relay.nudge());
  const sender = new RedisNudgeSender(redisUrl, prefix);
  await new Promise((r) => setTimeout(r, 200));
  return { send: () => sender.nudge(), close: async () => (stop(), sender.close()) };
});
await measure('NOTIFY after commit', async (relay) => {
  const listener = postgres(url.toString(), { max: 1, onnotice: () => {} });
  await listener.listen('relay_nudge', () => relay.nudge());
  return {
    send: () => void sql`select pg_notify('relay_nudge', '')`.execute(db),
    close: () => listener.end(),
  };
});

await database.close();
await admin.unsafe(`drop database ${name} with (force)`);
await admin.end();
