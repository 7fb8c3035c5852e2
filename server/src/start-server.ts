import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { allAnswer, migrateToLatest, openDatabase, runShutdown, selectOne, type Database } from '@ros/db';
import {
  createApp,
  createLogger,
  printerNetworkOf,
  webhooksOf,
  seedDemoIfWanted,
  type AppConfig,
  type AppDeps,
  type DemoLogin,
} from '@ros/api';
import { serveMetrics, type MetricsServer } from './metrics-server';
import { defaultRuntimeMode, startRuntime, type ApiRuntime, type RuntimeMode } from './runtime';

/** A running API process (and, in embedded mode, the gateway and workers inside it). */
export interface StartedServer {
  url: string;
  port: number;
  server: http.Server;
  deps: AppDeps;
  database: Database;
  /** The bus, queue, relay and gateway running in this process (per the runtime mode). */
  runtime: ApiRuntime;
  /** The `/metrics` listener, when `METRICS_PORT` is set (in embedded mode it covers everything). */
  metrics: MetricsServer | null;
  /** The demo restaurant's sign-in, when it is in this database (see the api's `demo-seed.ts`). */
  demoLogin: DemoLogin | null;
  /** Stops everything, each step within a deadline; resolves with whether every step finished in time. */
  close(): Promise<boolean>;
}

/** Options of `startServer`; `runtime` overrides what runs beside the API (see `runtime.ts`). */
export interface StartServerOptions {
  log?: Logger;
  database?: Database;
  runtime?: RuntimeMode;
  redisPrefix?: string;
}

/**
 * Opens the database (migrating it), builds the app and listens. Used by `api.ts` and by tests,
 * which pass port 0 and their own database.
 */
export async function startServer(config: AppConfig, options: StartServerOptions = {}): Promise<StartedServer> {
  const log = options.log ?? createLogger(config.logLevel, 'api');
  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl
        ? {
            kind: 'postgres',
            url: config.databaseUrl,
            groupCommit: config.groupCommitLanes > 0 && { lanes: config.groupCommitLanes },
          }
        : { kind: 'pglite', dataDir: `${config.dataDir}/pglite` },
      { log: log.child({ component: 'database' }) },
    ));
  await migrateToLatest(database.db);
  const demoLogin = await seedDemoIfWanted(config, database, log);

  const printerNetwork = printerNetworkOf(config);
  const webhooks = webhooksOf(config);
  const runtime = await startRuntime(options.runtime ?? defaultRuntimeMode(config), {
    db: database.db,
    config,
    log,
    redisPrefix: options.redisPrefix,
    printerNetwork,
    webhooks,
  });
  const deps: AppDeps = {
    db: database.db,
    config,
    log,
    afterCommit: (events) => runtime.afterCommit(events),
    endSessions: (m) => runtime.endSessions(m),
    isReady: () => allAnswer([selectOne(database.db), ...runtime.readyChecks()]),
    printerNetwork,
    webhooks,
  };
  const server = http.createServer(createApp(deps));
  await runtime.attach(server);
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const port = (server.address() as AddressInfo).port;
  printerNetwork.addService({ host: config.host, port });
  webhooks.network.addService({ host: config.host, port });
  const url = `http://${config.host}:${port}`;
  const metrics = config.metrics ? await serveMetrics(config.metrics, deps.isReady) : null;

  // In order, each within its deadline: a stuck step (a database that does not answer) is left behind.
  // New connections are refused first, so the relay and the queue stop without new commands
  // racing them; the requests under way finish (or are cut at the end, before the database closes).
  let closing: Promise<boolean> | null = null;
  let serverClosed: Promise<void> | null = null;
  const close = () =>
    (closing ??= runShutdown(
      [
        {
          name: 'http listener',
          run: () => {
            serverClosed = new Promise<void>((resolve) => server.close(() => resolve()));
            server.closeIdleConnections();
            // A request still coming on a kept-alive connection is answered, and its connection closed.
            server.on('request', (_req, res: http.ServerResponse) => {
              if (!res.headersSent) res.setHeader('connection', 'close');
            });
          },
        },
        ...runtime.stopSteps(),
        { name: 'metrics listener', run: () => metrics?.close() },
        {
          name: 'http server',
          run: () => {
            server.closeAllConnections();
            return serverClosed;
          },
        },
        ...(options.database ? [] : [{ name: 'database', run: () => database.close(), deadlineMs: 8000 }]),
      ],
      log,
    ));
  return { url, port, server, deps, database, runtime, metrics, demoLogin, close };
}
