import type { Request, RequestHandler, Response } from 'express';
import { Histogram } from 'prom-client';
import { metricsRegistry } from '@ros/db';

/**
 * Requests by route pattern, method and status, with their latency, on the process's registry
 * (`@ros/db` metrics.ts). The label is the operation's path pattern (`/api/restaurants/:restaurantId/orders`),
 * never the URL: ids would make one series per restaurant and record, and say who is busy.
 */
const requestSeconds = new Histogram({
  name: 'ros_http_request_duration_seconds',
  help: 'HTTP requests by route pattern, method and status: how many (`_count`) and how long until the response was written.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
  registers: [metricsRegistry],
});

const STARTED = Symbol('request started');
const PATTERN = Symbol('route pattern');
type Timed = Response & { [STARTED]?: number; req: Request & { [PATTERN]?: string } };

/** The route table names the operation a request matched (see route-table.ts). */
export function markRoutePattern(req: Request, pattern: string): void {
  (req as Timed['req'])[PATTERN] = pattern;
}

/** The label of a request: its operation's pattern, an Express route's (health, raw routers), else `other` (files, the app's pages, 404s). */
function routeOf(req: Timed['req']): string {
  const pattern = req[PATTERN];
  if (pattern) return pattern;
  const path = (req.route as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' ? req.baseUrl + path : 'other';
}

// One listener for every response (no closure per request); `this` is the response.
function observe(this: Timed) {
  const started = this[STARTED];
  if (started === undefined) return;
  requestSeconds
    .labels(this.req.method, routeOf(this.req), String(this.statusCode))
    .observe((performance.now() - started) / 1000);
}

/** Times every request from here to its response (`finish`); first in the app. */
export const httpMetrics: RequestHandler = (_req, res, next) => {
  (res as Timed)[STARTED] = performance.now();
  res.once('finish', observe);
  next();
};
