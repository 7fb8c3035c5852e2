/**
 * Measures the relay lag under load (benchmark S5): commands commit 3 events each at a fixed rate
 * across many restaurants and nudge the relay over Redis like the API does; a distributed workers
 * process (`server/src/workers.ts`: relay, BullMQ queue and job processors) publishes them.
 *
 * Two figures: "exact" is COMMIT returned → the command's events seen on the events channel, matched
 * per command by (restaurant, occurredAt) in this process (published before the commit reply was
 * processed counts as 0). "probe" is `tests/load/lib/relay-probe.ts` (the bench's S5), which
 * matches nudges to published commands in FIFO order: every command published before its nudge
 * arrives leaves a nudge behind and shifts all later matches by one command, so its figure grows
 * with its `unmatched` count.
 *
 *   npx tsx workers/scripts/measure-relay-lag.ts [rate=150] [seconds=10] [restaurants=50]
 *
 * Figures are recorded in docs/decisions/2026-11-21-relay-pipelining.md.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import postgres from 'postgres';
import { appendEvents, migrateToLatest, openDatabase, withTenant } from '@ros/db';
import { RelayProbe } from '../../tests/load/lib/relay-probe';
import { summarize } from '../../tests/load/lib/stats';
import { redisChannels } from '../src/bus/redis-bus';
import { RedisNudgeSender } from '../src/relay/nudge';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const [rate = 150, seconds = 10, restaurantCount = 50] = process.argv.slice(2).map(Number);
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
const name = `ros_relaylag_${process.pid}`;
await admin.unsafe(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const database = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 16 });
await migrateToLatest(database.db);
const db = database.db;
const restaurants: string[] = [];
for (let i = 0; i < restaurantCount; i++) {
  const user = await db
    .insertInto('users')
    .values({ email: `lag${i}@x`, username: `lag${i}`, password_hash: 'x' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const r = await db
    .insertInto('restaurants')
    .values({ name: `lag ${i}`, owner_id: user.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  restaurants.push(r.id);
}

const prefix = `relaylag-${process.pid}`;
const workers = spawn(path.join(root, 'node_modules/.bin/tsx'), ['workers/src/main.ts'], {
  cwd: root,
  env: { ...process.env, DATABASE_URL: url.toString(), REDIS_URL: redisUrl, REDIS_PREFIX: prefix, LOG_LEVEL: 'info' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
const output: string[] = [];
await new Promise<void>((resolve, reject) => {
  const t = setTimeout(() => reject(new Error(`workers did not start:\n${output.join('')}`)), 60_000);
  const onData = (b: Buffer) => {
    output.push(b.toString());
    if (!b.toString().includes('workers started')) return;
    clearTimeout(t);
    resolve();
  };
  workers.stdout.on('data', onData);
  workers.stderr.on('data', onData);
});

const nudger = new RedisNudgeSender(redisUrl, prefix);
const TYPES = ['order.placed', 'order.sent_to_kitchen', 'ticket.created'];
let failed = 0;
let measuring = false;
const exact: number[] = [];
const committedAt = new Map<string, number>();
const publishedAt = new Map<string, number>();
const subscriber = new Redis(redisUrl);
subscriber.on('message', (_channel: string, message: string) => {
  const t = performance.now();
  for (const e of JSON.parse(message) as { restaurantId: string; occurredAt: string }[]) {
    const key = `${e.restaurantId}|${e.occurredAt}`;
    if (publishedAt.has(key)) continue;
    publishedAt.set(key, t);
    const c = committedAt.get(key);
    if (c !== undefined) exact.push(Math.max(0, t - c));
  }
});
await subscriber.subscribe(redisChannels(prefix).events);
const command = async (i: number) => {
  const r = restaurants[i % restaurants.length]!;
  try {
    const events = await withTenant(db, r, (trx) =>
      appendEvents(
        trx,
        r,
        null,
        TYPES.map((type) => ({ type, payload: { n: i } })),
      ),
    );
    const t = performance.now();
    nudger.nudge();
    if (!measuring) return;
    const key = `${r}|${events[0]!.occurredAt}`;
    const p = publishedAt.get(key);
    if (p !== undefined) exact.push(Math.max(0, p - t));
    else committedAt.set(key, t);
  } catch {
    failed++;
  }
};
/** Open loop: one command every 1000/rate ms, whatever the previous ones are doing. */
const drive = async (count: number, offset: number) => {
  const start = performance.now();
  const running: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    running.push(command(offset + i));
  }
  await Promise.all(running);
};

await drive(Math.ceil(rate * 2), 1_000_000); // warm-up
await sleep(1000);
const probe = new RelayProbe(redisUrl, prefix);
await probe.start();
measuring = true;
const t0 = performance.now();
await drive(Math.ceil(rate * seconds), 0);
const achieved = (Math.ceil(rate * seconds) / ((performance.now() - t0) / 1000)).toFixed(1);
await sleep(1500);
probe.close();
subscriber.disconnect();
const line = (label: string, s: ReturnType<typeof summarize>) =>
  `  ${label.padEnd(6)} p50 ${s.p50} ms  p95 ${s.p95} ms  p99 ${s.p99} ms  max ${s.max} ms  (n=${s.n})`;
console.log(
  `relay lag at ${rate}/s (achieved ${achieved}/s) × ${seconds} s, 3 events per command, ${restaurantCount} restaurants, failed ${failed}`,
);
console.log(line('exact', summarize(exact)));
console.log(`${line('probe', summarize(probe.lagMs))}, unmatched ${probe.unmatched}`);

workers.kill('SIGTERM');
await new Promise((r) => workers.once('exit', r));
await nudger.close();
await database.close();
await admin.unsafe(`drop database ${name} with (force)`);
await admin.end();
// The BullMQ keys of this run's prefix.
const redis = new Redis(redisUrl);
let cursor = '0';
do {
  const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
  cursor = next;
  if (keys.length) await redis.unlink(...keys);
} while (cursor !== '0');
redis.disconnect();
