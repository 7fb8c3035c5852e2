import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isHidden } from '@ros/shared-events';
import { TEST_ADMIN_DATABASE_URL, TEST_REDIS_URL } from '../env';
import { LiveClient } from '../realtime/client';
import { testPrefix, until } from '../realtime/fixtures';
import { killAll, runBuilt, type Child } from '../realtime/processes';

/**
 * What the Docker images run, without Docker (no engine on this machine): the production build
 * (`npm run build:server`, tools/build-server.mjs) run with plain `node` — the migration of a fresh
 * PostgreSQL database, the api, two gateway nodes and the workers on PostgreSQL and Redis — and an
 * order placed over HTTP reaching a socket on each gateway node. The same commands as the
 * Dockerfile's and docker-compose.yml's (`node server/dist/<entry>.js`).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const admin = postgres(TEST_ADMIN_DATABASE_URL, { max: 1, onnotice: () => {} });
// An empty database beside the file's own (a copy of the migrated template, set up before this
// file's hooks run): the build migrates it from nothing.
let freshName = '';

/** The environment of every process, as the compose file's env file gives it. */
const env = {
  NODE_ENV: 'production',
  DATABASE_URL: '',
  REDIS_URL: TEST_REDIS_URL,
  REDIS_PREFIX: testPrefix('prod'),
  JWT_SECRET: randomBytes(36).toString('base64url'),
  HOST: '127.0.0.1',
  PORT: '0',
};

const exitOf = (child: Child) =>
  new Promise<number | string>((resolve) => {
    if (child.proc.exitCode !== null) resolve(child.proc.exitCode);
    else child.proc.once('exit', (code, signal) => resolve(signal ?? code ?? 0));
  });

/** Runs a one-shot command to its end; throws with its output when it fails. */
async function runToEnd(file: string, extra: Record<string, string> = {}): Promise<string> {
  const child = runBuilt(file, { ...env, ...extra });
  const code = await exitOf(child);
  const output = child.lines.join('\n');
  if (code !== 0) throw new Error(`${file} exited with ${code}:\n${output}`);
  return output;
}

/** SIGTERM, as `docker stop` sends it; resolves with the exit code. */
async function stop(child: Child): Promise<number | string> {
  const exited = exitOf(child);
  child.proc.kill('SIGTERM');
  return exited;
}

let api: Child;
let gateways: Child[];
let workers: Child;
let apiUrl: string;
let gatewayUrls: string[];
const clients: LiveClient[] = [];

beforeAll(async () => {
  freshName = `${new URL(process.env.DATABASE_URL!).pathname.slice(1)}_prod`;
  env.DATABASE_URL = Object.assign(new URL(TEST_ADMIN_DATABASE_URL), { pathname: `/${freshName}` }).toString();
  await admin.unsafe(`create database ${freshName}`);
  await runToEnd('tools/build-server.mjs');
}, 120_000);

afterAll(async () => {
  clients.forEach((c) => c.stop());
  await killAll();
  if (freshName) await admin.unsafe(`drop database if exists ${freshName} with (force)`);
  await admin.end();
});

describe('the production build, run with node as the images run it', () => {
  it('compiles every entry and migration, importing only production dependencies', () => {
    const meta = JSON.parse(readFileSync(path.join(root, 'server/dist/meta.json'), 'utf8')) as {
      outputs: Record<string, { imports: { path: string; external?: boolean }[] }>;
    };
    const outputs = Object.keys(meta.outputs).map((o) => path.relative('server/dist', o));
    for (const entry of ['api.js', 'realtime.js', 'workers.js', 'migrate.js', 'seed.js'])
      expect(outputs).toContain(entry);
    expect(outputs).toContain('migrations/2026_11_21_0900_foundation.js');

    // `npm ci --omit=dev` in the image installs the workspaces' dependencies, not their devDependencies.
    const production = new Set<string>();
    for (const ws of ['shared-events', 'db', 'bus', 'workers', 'realtime', 'api', 'server']) {
      const pkg = JSON.parse(readFileSync(path.join(root, ws, 'package.json'), 'utf8')) as Record<string, object>;
      for (const name of Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies })) production.add(name);
    }
    const packageOf = (spec: string) =>
      spec
        .split('/')
        .slice(0, spec.startsWith('@') ? 2 : 1)
        .join('/');
    const imported = new Set(
      Object.values(meta.outputs)
        .flatMap((o) => o.imports)
        .filter((i) => i.external && !i.path.startsWith('node:'))
        .map((i) => packageOf(i.path)),
    );
    const missing = [...imported].filter((name) => !production.has(name) && !isBuiltin(name));
    expect(missing, 'imported by the build but not a production dependency of a server workspace').toEqual([]);
  });

  it(
    'migrates a fresh database, runs api, two gateway nodes and workers, and delivers an order to both nodes',
    {
      timeout: 150_000,
    },
    async () => {
      const migrated = await runToEnd('server/dist/migrate.js');
      expect(migrated).toMatch(/^applied: 2026_11_21_0900_foundation, /);

      // SEED_DEMO=always: the demo restaurant, its dishes and its owner's sign-in, as in a first start.
      api = runBuilt('server/dist/api.js', { ...env, SEED_DEMO: 'always' });
      gateways = [0, 1].map(() => runBuilt('server/dist/realtime.js', { ...env, GATEWAY_READY_STDOUT: '1' }));
      workers = runBuilt('server/dist/workers.js', { ...env, LOG_LEVEL: 'info' });
      const [apiUp, ...gatewaysUp] = await Promise.all([
        api.waitFor(/Open (http:\/\/\S+)/, 90_000),
        ...gateways.map((g) => g.waitFor(/^READY (\d+)$/, 90_000)),
        workers.waitFor(/relay is active/, 90_000),
      ]);
      apiUrl = apiUp![1]!;
      gatewayUrls = gatewaysUp.slice(0, 2).map((m) => `http://127.0.0.1:${m![1]}`);
      // Ready once its database and Redis answer, which may be a moment after it listens.
      await expect
        .poll(async () => ((await (await fetch(`${apiUrl}/ready`)).json()) as { ok: boolean }).ok, {
          timeout: 30_000,
        })
        .toBe(true);

      const call = async (method: string, url: string, token: string | null, body?: unknown) => {
        const res = await fetch(apiUrl + url, {
          method,
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(method === 'POST' ? { 'idempotency-key': randomUUID() } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const json = (await res.json()) as any;
        expect(res.status, JSON.stringify(json)).toBeLessThan(300);
        return json;
      };
      const login = await call('POST', '/jwt/login', null, { email: 'demo@restaurant-os.app', password: 'Demo1234!' });
      const token = login.accessToken as string;
      const restaurantId = login.workPlaces[0]._id as string;
      const dishes = await call('GET', `/api/restaurants/${restaurantId}/dishes?perPage=100`, token);
      // A demo dish with no required choice (db/src/seed/menu-and-floor.ts).
      const dish = dishes.data.find((d: { name: string }) => d.name === 'Tomato bruschetta');

      // One screen on each gateway node; the order goes to the api, which knows neither.
      for (const url of gatewayUrls) {
        const client = new LiveClient([url], token, restaurantId);
        clients.push(client);
        expect(await client.start()).toMatchObject({ ok: true });
      }
      const order = await call('POST', `/api/restaurants/${restaurantId}/orders`, token, {
        type: 'takeaway',
        items: [{ dishId: dish.id, quantity: 2 }],
        send: true,
      });
      const placed = (c: LiveClient) =>
        c.applied.some(
          (e) =>
            !isHidden(e) && e.type === 'order.placed' && (e.payload as { order: { id: string } }).order.id === order.id,
        );
      await until(() => clients.every(placed), 'the order on a socket of each gateway node');

      // `docker stop`: each process stops cleanly on SIGTERM.
      expect(await Promise.all([api, ...gateways, workers].map(stop))).toEqual([0, 0, 0, 0]);
    },
  );
});
