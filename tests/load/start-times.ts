/**
 * `npx tsx tests/load/start-times.ts [runs]`: how long each process takes to start and how much
 * memory it holds, run from the production build (`node server/dist/<entry>.js`, what the images run)
 * and from source through tsx (`node --import tsx server/src/<entry>.ts`, what `npm start` runs).
 * Start = spawning the process → its ready line; RSS = that process's resident memory 3 s later.
 * Runs alternate built and tsx, `runs` each (default 3), and the medians are printed as a Markdown
 * table (docs/decisions/2026-12-03-production-build.md). Distributed processes run on a fresh
 * PostgreSQL database and Redis; the embedded api on a data directory created before the first run.
 * Builds first (`tools/build-server.mjs`). Meaningful only with nothing else running.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { TEST_ADMIN_DATABASE_URL, TEST_REDIS_URL } from '../src/env';
import { killAll, runBuilt, runEntry, type Child } from '../src/realtime/processes';
import { testPrefix } from '../src/realtime/fixtures';
import { summarize } from './lib/stats';

const runs = Number(process.argv[2] ?? 3);
const database = `ros_start_${Date.now()}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'ros-start-'));
const distributed = {
  NODE_ENV: 'production',
  DATABASE_URL: Object.assign(new URL(TEST_ADMIN_DATABASE_URL), { pathname: `/${database}` }).toString(),
  REDIS_URL: TEST_REDIS_URL,
  REDIS_PREFIX: testPrefix('start'),
  JWT_SECRET: randomBytes(36).toString('base64url'),
  HOST: '127.0.0.1',
  PORT: '0',
  SEED_DEMO: 'never',
};
const embedded = { NODE_ENV: 'production', DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', SEED_DEMO: 'never' };

const processes = [
  { name: 'api (distributed)', entry: 'api', env: distributed, ready: /Open http/ },
  { name: 'realtime gateway', entry: 'realtime', env: { ...distributed, GATEWAY_READY_STDOUT: '1' }, ready: /^READY / },
  { name: 'workers', entry: 'workers', env: { ...distributed, LOG_LEVEL: 'info' }, ready: /relay is active/ },
  { name: 'api embedded (PGlite)', entry: 'api', env: embedded, ready: /Open http/ },
];

const exited = (child: Child) =>
  new Promise<void>((resolve) => {
    if (child.proc.exitCode !== null || child.proc.signalCode !== null) resolve();
    else child.proc.once('exit', () => resolve());
  });

async function runToEnd(args: string[]) {
  const proc = spawn(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...distributed } });
  const code = await new Promise<number | null>((resolve) => proc.once('exit', resolve));
  if (code !== 0) throw new Error(`${args.join(' ')} exited with ${code}`);
}

/** One start: seconds to the ready line and the RSS (MB) 3 s later; then SIGTERM and its exit. */
async function startOnce(p: (typeof processes)[number], built: boolean) {
  const t0 = performance.now();
  const child = built
    ? runBuilt(`server/dist/${p.entry}.js`, p.env)
    : runEntry(`server/src/${p.entry}.ts`, p.env as Record<string, string>);
  await child.waitFor(p.ready, 180_000);
  const start = (performance.now() - t0) / 1000;
  await new Promise((r) => setTimeout(r, 3000));
  const status = readFileSync(`/proc/${child.proc.pid}/status`, 'utf8');
  const rss = Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
  child.proc.kill('SIGTERM');
  await exited(child);
  return { start, rss };
}

const admin = postgres(TEST_ADMIN_DATABASE_URL, { max: 1, onnotice: () => {} });
try {
  await runToEnd(['tools/build-server.mjs']);
  await admin.unsafe(`create database ${database}`);
  await runToEnd(['server/dist/migrate.js']);
  // The embedded data directory is created (and migrated) once, before the measured starts.
  await startOnce(processes[3]!, true);
  const rows: string[] = [];
  for (const p of processes) {
    const got = { built: [] as { start: number; rss: number }[], tsx: [] as { start: number; rss: number }[] };
    for (let i = 0; i < runs; i++) {
      got.built.push(await startOnce(p, true));
      got.tsx.push(await startOnce(p, false));
    }
    const m = (k: 'built' | 'tsx', f: 'start' | 'rss') => summarize(got[k].map((r) => r[f])).p50;
    rows.push(
      `| ${p.name} | ${m('built', 'start').toFixed(1)} s | ${m('tsx', 'start').toFixed(1)} s | ` +
        `${Math.round(m('built', 'rss'))} MB | ${Math.round(m('tsx', 'rss'))} MB |`,
    );
    console.error(rows.at(-1));
  }
  console.log('| process | built: start | tsx: start | built: RSS | tsx: RSS |\n|---|---|---|---|---|');
  console.log(rows.join('\n'));
} finally {
  await killAll();
  await admin.unsafe(`drop database if exists ${database} with (force)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
