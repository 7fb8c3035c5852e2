import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectProcessMetrics, scrapeMetrics, type MetricsConfig } from '@ros/db';

/** The metrics listener of a process. */
export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Serves `/metrics` (the process's registry: everything it runs), `/health` and `/ready` on a port
 * of its own, never the public one: who can reach it is who can reach that address (loopback by
 * default). With `METRICS_TOKEN`, a scrape must bring it as `Authorization: Bearer …` (compared in
 * constant time); it is required off loopback. The metrics carry no restaurant, user or URL, only
 * route patterns, statuses, queue names and totals. See docs/decisions/2026-12-03-metrics.md.
 */
export async function serveMetrics(config: MetricsConfig, isReady: () => Promise<boolean>): Promise<MetricsServer> {
  collectProcessMetrics();
  const expected = config.token ? digest(`Bearer ${config.token}`) : null;
  const authorized = (req: http.IncomingMessage) =>
    !expected || timingSafeEqual(digest(req.headers.authorization ?? ''), expected);
  const server = http.createServer((req, res) => {
    const reply = (status: number, type: string, body: string) =>
      void res.writeHead(status, { 'content-type': type }).end(body);
    const json = (status: number, body: unknown) => reply(status, 'application/json', JSON.stringify(body));
    if (req.method !== 'GET') return json(405, { error: { code: 'method_not_allowed', message: 'GET only' } });
    if (req.url === '/health') return json(200, { ok: true });
    if (req.url === '/ready') return void isReady().then((ok) => json(ok ? 200 : 503, { ok }));
    if (req.url !== '/metrics') return json(404, { error: { code: 'not_found', message: 'Route not found' } });
    if (!authorized(req)) return json(401, { error: { code: 'unauthorized', message: 'A bearer token is required' } });
    scrapeMetrics().then(
      ({ contentType, body }) => reply(200, contentType, body),
      () => json(500, { error: { code: 'internal_error', message: 'Metrics could not be collected' } }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
