import FindMyWay from 'find-my-way';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { markRoutePattern } from './http-metrics';

/** One API operation as mounted: its method, Express-style path and the handlers run in turn. */
export interface MountedRoute {
  method: string;
  path: string;
  handlers: RequestHandler[];
}

type Run = (req: Request, res: Response, done: NextFunction) => void;

/**
 * Every API operation in one radix tree (find-my-way, Fastify's router): a request finds its route
 * in one lookup. Express's router tried each module's router and each of its routes in turn, some
 * 300 path matches before the last module's routes, the api's most expensive step after the
 * database and the socket writes. Unknown paths go on to the next middleware (the 404).
 * Matching follows Express's defaults where a client could tell: a trailing slash is ignored, and
 * a HEAD request runs the GET route.
 */
export function routeTable(routes: MountedRoute[]): RequestHandler {
  const table = FindMyWay({ ignoreTrailingSlash: true, maxParamLength: 2048 });
  for (const route of routes)
    table.on(route.method.toUpperCase() as FindMyWay.HTTPMethod, route.path, () => {}, {
      run: inTurn(route.handlers),
      pattern: route.path,
    });
  return (req, res, next) => {
    const found =
      table.find(req.method as FindMyWay.HTTPMethod, req.path) ??
      (req.method === 'HEAD' ? table.find('GET', req.path) : null);
    if (!found) return next();
    req.params = found.params as Record<string, string>;
    const { run, pattern } = found.store as { run: Run; pattern: string };
    markRoutePattern(req, pattern);
    run(req, res, next);
  };
}

/** Express's handler chain: each handler calls `next` to go on; a thrown error or rejected promise goes to `done`. */
function inTurn(handlers: RequestHandler[]): Run {
  return (req, res, done) => {
    let i = 0;
    const next: NextFunction = (err?: unknown) => {
      if (err) return done(err);
      const handler = handlers[i++];
      if (!handler) return done();
      try {
        const result = handler(req, res, next) as unknown;
        if (result instanceof Promise) result.catch((e: unknown) => next(e ?? new Error('Rejected without a reason')));
      } catch (e) {
        next(e);
      }
    };
    next();
  };
}
