import { execFileSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import os from 'node:os';
import postgres from 'postgres';
import { migrateToLatest, openDatabase, type Database } from '@ros/db';
import { TEST_ADMIN_DATABASE_URL, TEST_REDIS_URL } from '../../src/env';
import { freePort, runEntry, type Child } from '../../src/realtime/processes';
import { HttpClient } from './http';
import { assertLoopback } from './loopback';
import { sleep, waitUntil } from './stats';

// The same services as the tests (`TEST_ADMIN_DATABASE_URL` / `DATABASE_URL` / `REDIS_URL`, else this machine's defaults).
export const ADMIN_URL = TEST_ADMIN_DATABASE_URL;
export const REDIS_URL = TEST_REDIS_URL;
export const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';

/** A scratch database, a Redis prefix and the distributed processes of one scenario. */
export interface BenchEnv {
  databaseUrl: string;
  redisUrl: string;
  prefix: string;
  /** A pool for setup and measurements (the bench's own, not the api's). */
  database: Database;
  /** Raw postgres.js on the same database (baselines). */
  sql: postgres.Sql;
  apiUrl: string;
  api: HttpClient;
  processes: Child[];
  gateways: { port: number; child: Child }[];
  startGateway(port?: number, entry?: string): Promise<{ port: number; child: Child }>;
  /**
   * Gives the planner the statistics of what the warm-up wrote (`analyze`), as autovacuum does for
   * a database in service within a minute: measurements are of that steady state, not of a database
   * seconds old, whose empty-table statistics make cached plans scan by restaurant instead of by key.
   */
  analyze(): Promise<void>;
  close(): Promise<void>;
}

let counter = 0;

/**
 * This process's migrated database, which each scenario's database copies (`create database …
 * template`, under a second, where migrating takes seconds): made by the first env, dropped when
 * the last one open closes.
 */
let template: Promise<string> | undefined;
let openEnvs = 0;
function migratedTemplate(admin: postgres.Sql): Promise<string> {
  template ??= (async () => {
    const name = `ros_bench_${process.pid}_template`;
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.unsafe(`create database ${name}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 2 });
    await migrateToLatest(database.db).finally(() => database.close());
    return name;
  })();
  return template;
}
async function releaseTemplate(admin: postgres.Sql) {
  if (--openEnvs > 0 || !template) return;
  const name = await template.catch(() => null);
  template = undefined;
  if (name) await admin.unsafe(`drop database if exists ${name} with (force)`);
}

/** Creates `ros_bench_<pid>_<n>` (migrated) and starts the workers, `apis` api nodes (default 1) and `gateways` gateway nodes. */
export async function startEnv(
  options: {
    gateways?: number;
    api?: boolean;
    apis?: number;
    webGateway?: boolean;
    gatewayEntry?: string;
    apiEntry?: string;
    apiEnv?: Record<string, string>;
    workersEntry?: string;
    workersEnv?: Record<string, string>;
  } = {},
): Promise<BenchEnv> {
  assertLoopback(ADMIN_URL);
  assertLoopback(REDIS_URL);
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  const name = `ros_bench_${process.pid}_${counter++}`;
  openEnvs++;
  try {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.unsafe(`create database ${name} template ${await migratedTemplate(admin)}`);
  } catch (err) {
    await releaseTemplate(admin);
    await admin.end();
    throw err;
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, maxConnections: 8 });
  const sql = postgres(databaseUrl, { max: 32, onnotice: () => {} });
  const prefix = `bench-${process.pid}-${randomUUID().slice(0, 8)}`;
  const common = { DATABASE_URL: databaseUrl, REDIS_URL, REDIS_PREFIX: prefix, JWT_SECRET, LOG_LEVEL: 'warn' };
  const processes: Child[] = [];
  const gateways: { port: number; child: Child }[] = [];

  const env: BenchEnv = {
    databaseUrl,
    redisUrl: REDIS_URL,
    prefix,
    database,
    sql,
    apiUrl: '',
    api: null as unknown as HttpClient,
    processes,
    gateways,
    async startGateway(port, entry = options.gatewayEntry ?? 'server/src/realtime.ts') {
      const p = port ?? (await freePort());
      const child = runEntry(entry, { ...common, PORT: String(p), GATEWAY_READY_STDOUT: '1' });
      processes.push(child);
      await child.waitFor(/^READY \d+/, 60_000);
      const g = { port: p, child };
      const i = gateways.findIndex((x) => x.port === p);
      if (i >= 0) gateways[i] = g;
      else gateways.push(g);
      return g;
    },
    async analyze() {
      await sql`analyze`;
    },
    async close() {
      env.api?.close();
      await Promise.all(processes.map((c) => c.kill('SIGKILL')));
      await sql.end({ timeout: 1 });
      await database.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await releaseTemplate(admin);
      await admin.end();
      await dropRedisPrefix(REDIS_URL, prefix);
    },
  };
  try {
    const workers = runEntry(options.workersEntry ?? 'server/src/workers.ts', {
      ...common,
      ...options.workersEnv,
      LOG_LEVEL: 'info',
    });
    processes.push(workers);
    const gatewayPorts = await Promise.all(Array.from({ length: options.gateways ?? 1 }, () => freePort()));
    if (options.api !== false) {
      // The web client asks /api/config where the gateway is (distributed mode).
      const realtime: Record<string, string> =
        options.webGateway && gatewayPorts[0] ? { REALTIME_URL: `http://127.0.0.1:${gatewayPorts[0]}` } : {};
      const urls: string[] = [];
      for (let n = 0; n < (options.apis ?? 1); n++) {
        const port = await freePort();
        const api = runEntry(options.apiEntry ?? 'server/src/api.ts', {
          ...common,
          ...options.apiEnv,
          PORT: String(port),
          HOST: '127.0.0.1',
          SEED_DEMO: 'never',
          DATA_DIR: os.tmpdir(),
          ...realtime,
        });
        processes.push(api);
        const url = `http://127.0.0.1:${port}`;
        const probe = new HttpClient(url, 1);
        const up = await waitUntil(
          async () => (await probe.request('GET', '/api/config').catch(() => ({ status: 0 }))).status === 200,
          90_000,
          200,
        );
        probe.close();
        if (!up) throw new Error(`the api did not start:\n${api.lines.slice(-20).join('\n')}`);
        urls.push(url);
      }
      env.apiUrl = urls[0]!;
      env.api = new HttpClient(urls, 128);
    }
    for (const p of gatewayPorts) await env.startGateway(p);
    await workers.waitFor(/relay is active/, 60_000);
    await sleep(100);
  } catch (err) {
    await env.close();
    throw err;
  }
  return env;
}

/** Removes the BullMQ keys a scenario left under its prefix. */
async function dropRedisPrefix(url: string, prefix: string): Promise<void> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await redis.unlink(...keys);
    } while (cursor !== '0');
  } catch {
    /* best effort: keys of a scratch prefix are harmless */
  } finally {
    redis.disconnect();
  }
}

/** What this machine is, recorded with every result. */
export async function describeMachine(): Promise<Record<string, unknown>> {
  const cpus = os.cpus();
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  const pg = await admin`select version()`.then(
    (rows) => rows[0]!.version as string,
    () => 'unknown',
  );
  const roundTripUs = await calibrateRoundTrip(admin).catch(() => null);
  await admin.end();
  let redis = 'unknown';
  try {
    const { Redis } = await import('ioredis');
    const r = new Redis(REDIS_URL, { lazyConnect: true });
    await r.connect();
    redis = /redis_version:(\S+)/.exec(await r.info('server'))?.[1] ?? 'unknown';
    r.disconnect();
  } catch {
    /* reported as unknown */
  }
  let chromium = 'unknown';
  try {
    chromium =
      /Chromium [\d.]+/.exec(
        execFileSync('/usr/bin/chromium', ['--version'], {
          encoding: 'utf8',
          timeout: 5000,
          stdio: ['ignore', 'pipe', 'ignore'],
        }),
      )?.[0] ?? 'unknown';
  } catch {
    /* not installed */
  }
  return {
    cpuModel: cpus[0]?.model ?? 'unknown',
    cpuCount: cpus.length,
    totalMemoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    loadAverageAtStart: os.loadavg().map((x) => Math.round(x * 100) / 100),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    postgres: pg.split(' on ')[0],
    redis,
    chromium,
    // The same machine type can be much slower from one day to the next (shared hosts): these two
    // figures let runs of different days be compared.
    calibrationCpuMs: calibrateCpu(),
    calibrationPgRoundTripUs: roundTripUs,
  };
}

/** Milliseconds for a fixed amount of hashing (one core). */
function calibrateCpu(): number {
  const t0 = performance.now();
  let digest = Buffer.alloc(32);
  for (let i = 0; i < 100_000; i++) digest = createHash('sha256').update(digest).digest();
  return Math.round(performance.now() - t0);
}

/** Median microseconds of a `select 1` round trip on one postgres.js connection. */
async function calibrateRoundTrip(sql: postgres.Sql): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < 1000; i++) {
    const t0 = performance.now();
    await sql`select 1`;
    samples.push(performance.now() - t0);
  }
  return Math.round(samples.sort((a, b) => a - b)[500]! * 1000);
}
