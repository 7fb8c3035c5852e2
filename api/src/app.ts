import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import { pinoHttp } from 'pino-http';
import type { AppDeps } from './deps';
import { errorHandler } from './kernel/error-handler';
import { httpMetrics } from './kernel/http-metrics';
import { notFound } from './kernel/errors';
import { inputGuard } from './kernel/input-guard';
import { routeTable, type MountedRoute } from './kernel/route-table';
import type { Operation } from './kernel/routes';
import { modules } from './modules';
import { openApiRoutes } from './openapi';

/** Builds the Express app: JSON API, health, then the built web app with an SPA fallback. */
export function createApp(deps: AppDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.trustProxy);
  app.use(httpMetrics);
  // Request logs are written at info level; below it the middleware would only cost CPU (~5 % of a command).
  if (deps.log.isLevelEnabled('info')) {
    app.use(
      pinoHttp({
        logger: deps.log,
        autoLogging: { ignore: (req) => !req.url?.startsWith('/api') && !req.url?.startsWith('/jwt') },
      }),
    );
  }
  app.use(
    express.json({
      limit: '1mb',
      // A billing provider signs the bytes it sent: its webhook route verifies those, not a re-serialisation.
      verify: (req, _res, buf) => {
        if (req.url?.startsWith('/api/public/billing/')) (req as { rawBody?: Buffer }).rawBody = buf;
      },
    }),
  );
  app.use(inputGuard);

  app.get('/health', (_req, res) => void res.json({ ok: true }));
  // Liveness stays 200 while the process runs; readiness is 503 while the database or Redis does not answer.
  app.get('/ready', async (_req, res) => {
    const ok = await deps.isReady();
    res.status(ok ? 200 : 503).json({ ok });
  });
  const operations: Operation[] = [];
  const routes: MountedRoute[] = [];
  const raw: Router[] = [];
  for (const module of modules) {
    const built = module.build(deps);
    routes.push(...built.routes);
    raw.push(built.raw);
    operations.push(...built.operations);
  }
  app.use(routeTable(routes), ...raw);
  app.use(openApiRoutes(operations));
  app.use(['/api', '/jwt'], (_req, _res, next) => next(notFound('Route')));

  const webDist = deps.config.webDist;
  if (webDist && existsSync(path.join(webDist, 'index.html'))) {
    // Vite names every built asset by its content hash: a name never changes what it serves. A name
    // that is not there (an old build's chunk) is a 404, not the app's page.
    app.use(
      '/assets',
      express.static(path.join(webDist, 'assets'), { index: false, maxAge: '1y', immutable: true }),
      (_req, _res, next) => next(notFound('File')),
    );
    app.use(express.static(webDist, { index: false, maxAge: '1h' }));
    // Guests' phones get their own small page (no staff code): the table QR, online ordering, an order's
    // status, and the links of guests' messages (manage a booking, unsubscribe).
    app.get(
      [
        '/menu/{*path}',
        '/order/{*path}',
        '/track/{*path}',
        '/pay/{*path}',
        '/reservation/{*path}',
        '/unsubscribe/{*path}',
      ],
      (_req, res) => res.sendFile(path.join(webDist, 'guest.html')),
    );
    app.get('/{*path}', (_req, res) => res.sendFile(path.join(webDist, 'index.html')));
  }
  app.use(errorHandler(deps.log));
  return app;
}
