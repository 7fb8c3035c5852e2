import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { migrateToLatest, openDatabase, type Database } from '@ros/db';
import { createApp } from './app';
import type { AppConfig } from './config';
import type { AppDeps } from './deps';
import { createLogger } from './logger';
import { seedDemoIfWanted } from './demo-seed';
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
  close(): Promise<void>;
}

/** Options of `startServer`; `runtime` overrides what runs beside the API (see `runtime.ts`). */
export interface StartServerOptions {
  log?: Logger;
  database?: Database;
  runtime?: RuntimeMode;
  redisPrefix?: string;
}

/**
 * Opens the database (migrating it), builds the app and listens. Used by `main.ts` and by tests,
 * which pass port 0 and their own database.
 */
export async function startServer(config: AppConfig, options: StartServerOptions = {}): Promise<StartedServer> {
  const log = options.log ?? createLogger(config.logLevel, 'api');
  const database =
    options.database ??
    (await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: `${config.dataDir}/pglite` }));
  await migrateToLatest(database.db);
  await seedDemoIfWanted(config, database, log);

  const runtime = await startRuntime(options.runtime ?? defaultRuntimeMode(config), { db: database.db, config, log, redisPrefix: options.redisPrefix });
  const deps: AppDeps = { db: database.db, config, log, afterCommit: (events) => runtime.afterCommit(events), endSessions: (m) => runtime.endSessions(m) };
  const server = http.createServer(createApp(deps));
  await runtime.attach(server);
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const port = (server.address() as AddressInfo).port;
  const url = `http://${config.host}:${port}`;

  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= (async () => {
      await runtime.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (!options.database) await database.close();
    })());
  return { url, port, server, deps, database, runtime, close };
}
