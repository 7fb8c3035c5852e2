import { readFileSync } from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDish, addStation } from '../fixtures/catalogue';
import { ok } from '../fixtures/http';
import { setupRestaurant } from '../fixtures/restaurant';
import { startTestApp, type TestApp } from '../harness';
import { createOwnDatabaseUrl, type OwnDatabaseUrl } from '../own-database';
import { LiveClient } from '../realtime/client';
import { until } from '../realtime/fixtures';
import { closedPort } from '../fixtures/fake-printer';

const TOKEN = 'metrics-token-for-tests-0123456789';
const apps: TestApp[] = [];
const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
  for (const cleanup of cleanups) await cleanup();
});

const start = async (env: Record<string, string>, options?: { ownDatabase?: boolean }) => {
  const app = await startTestApp({ METRICS_PORT: '0', ...env }, options);
  apps.push(app);
  return app;
};

const metricsUrl = (app: TestApp, path = '/metrics') => `http://127.0.0.1:${app.metrics!.port}${path}`;

async function scrape(app: TestApp): Promise<string> {
  const res = await fetch(metricsUrl(app), { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  return res.text();
}

/** The value of one series (`name{labels}`), summed over the series whose labels include `labels`; 0 when absent. */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number {
  let total = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const has = Object.entries(labels).every(([k, v]) => match[2]?.includes(`${k}="${v}"`));
    if (has) total += Number(match[3]);
  }
  return total;
}

describe('metrics of an api process (embedded runtime on PostgreSQL)', () => {
  let app: TestApp;
  beforeAll(async () => {
    // A database of its own: this file's relay must see (and time) every event it commits.
    app = await start({ METRICS_TOKEN: TOKEN }, { ownDatabase: true });
  });

  it('serves /metrics on its own port only, and only with the bearer token', async () => {
    expect((await app.api.get('/metrics')).status).not.toBe(200);
    expect((await fetch(metricsUrl(app))).status).toBe(401);
    const wrong = await fetch(metricsUrl(app), { headers: { authorization: 'Bearer not-the-token-at-all' } });
    expect(wrong.status).toBe(401);
    expect(valueOf(await scrape(app), 'ros_process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('counts an order placed over HTTP: the command, its route pattern, the relay and the socket that received it', async () => {
    const { owner, rid, base } = await setupRestaurant(app);
    const stationId = await addStation(owner.api, base, 'Grill');
    const dishId = await addDish(owner.api, base, { name: 'Soup', price: 650, stationId });
    const live = new LiveClient([app.url], owner.accessToken, rid);
    cleanups.push(() => live.stop());
    expect((await live.start()).ok).toBe(true);

    const before = await scrape(app);
    expect(valueOf(before, 'ros_sockets_connected', { namespace: 'staff' })).toBeGreaterThanOrEqual(1);
    const placed = await ok(
      owner.api.post(`${base}/orders`, { type: 'takeaway', items: [{ dishId, quantity: 1 }] }),
      201,
    );
    await until(() => live.applied.some((e) => 'type' in e && e.type === 'order.placed'), 'the order on the socket');

    const after = await scrape(app);
    const committed = { outcome: 'committed' };
    expect(valueOf(after, 'ros_commands_total', committed)).toBeGreaterThan(
      valueOf(before, 'ros_commands_total', committed),
    );
    expect(valueOf(after, 'ros_events_appended_total')).toBeGreaterThan(valueOf(before, 'ros_events_appended_total'));
    const route = { method: 'POST', route: '/api/restaurants/:restaurantId/orders', status: '201' };
    expect(valueOf(after, 'ros_http_request_duration_seconds_count', route)).toBe(
      valueOf(before, 'ros_http_request_duration_seconds_count', route) + 1,
    );
    expect(valueOf(after, 'ros_relay_lag_seconds_count')).toBeGreaterThan(
      valueOf(before, 'ros_relay_lag_seconds_count'),
    );
    expect(valueOf(after, 'ros_events_delivered_total', { path: 'live' })).toBeGreaterThan(
      valueOf(before, 'ros_events_delivered_total', { path: 'live' }),
    );
    expect(valueOf(after, 'ros_group_commit_batch_size_count')).toBeGreaterThan(0);
    expect(after).toMatch(/^ros_outbox_depth \d+$/m);
    expect(after).toMatch(/^ros_jobs\{queue="embedded",state="waiting"\} \d+$/m);
    expect(valueOf(after, 'ros_db_pool_connections_max')).toBeGreaterThan(0);
    expect(after).toMatch(/^ros_nodejs_eventloop_lag_p99_seconds /m);
    // Every series the Grafana dashboard plots is one this process serves.
    const dashboard = readFileSync(new URL('../../../deploy/grafana/restaurant-os.json', import.meta.url), 'utf8');
    for (const name of new Set(dashboard.match(/ros_[a-z0-9_]+/g)))
      expect(after, name).toMatch(new RegExp(`^${name}[{ ]`, 'm'));
    // Patterns, never a URL: no restaurant, order or user id appears in a scrape.
    for (const id of [rid, placed.id, owner.user.id]) expect(after).not.toContain(id);

    live.stop();
    await until(
      async () => valueOf(await scrape(app), 'ros_sockets_connected', { namespace: 'staff' }) === 0,
      'the socket gone from the gauge',
    );
  });

  it('is ready while the database and Redis answer, and says so on the metrics port too', async () => {
    expect((await app.api.get('/ready')).status).toBe(200);
    expect((await fetch(metricsUrl(app, '/ready'))).status).toBe(200);
    expect((await fetch(metricsUrl(app, '/health'))).status).toBe(200);
  });
});

describe('readiness', () => {
  it('is 503 while the database does not answer and 200 again once it does; liveness stays 200', async () => {
    const own: OwnDatabaseUrl = await createOwnDatabaseUrl();
    cleanups.push(() => own.drop());
    const target = new URL(own.url);
    const proxy = await tcpProxy(target.hostname, Number(target.port || 5432));
    cleanups.push(() => proxy.close());
    const url = new URL(own.url);
    url.port = String(proxy.port);
    const app = await start({ DATABASE_URL: url.toString() });

    expect((await app.api.get('/ready')).status).toBe(200);
    proxy.cut();
    // The `select 1` gets no answer: readiness gives up after its timeout.
    const down = await app.api.get('/ready');
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ ok: false });
    expect((await fetch(metricsUrl(app, '/ready'))).status).toBe(503);
    expect((await app.api.get('/health')).status).toBe(200);

    proxy.restore();
    await until(async () => (await app.api.get('/ready')).status === 200, 'ready again', 15_000);
  });

  it('is 503 when Redis does not answer (an api node of the distributed mode)', async () => {
    const app = await start({ REDIS_URL: `redis://127.0.0.1:${await closedPort()}` });
    expect(app.runtime.mode).toBe('api');
    const res = await app.api.get('/ready');
    expect(res.status).toBe(503);
    expect((await app.api.get('/health')).status).toBe(200);
  });
});

/**
 * A TCP proxy to PostgreSQL that can stop answering (what a database gone behind a network fault
 * looks like: statements wait, nothing is refused) and answer again.
 */
async function tcpProxy(targetHost: string, targetPort: number) {
  const sockets = new Set<net.Socket>();
  let cut = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, targetHost);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
    // After the pipes (which resume their sources): a connection opened while cut hangs too.
    if (cut) for (const s of [client, upstream]) s.pause();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut: () => {
      cut = true;
      for (const s of sockets) s.pause();
    },
    restore: () => {
      cut = false;
      for (const s of sockets) s.resume();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      }),
  };
}
