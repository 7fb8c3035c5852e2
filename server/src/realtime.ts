/**
 * Distributed gateway entry (`npm run start:realtime`, PORT default 3001): Socket.IO with
 * `/health` and `/ready` (and `/metrics` on `METRICS_PORT`), consuming the Redis bus. SIGTERM closes sockets (clients reconnect to
 * another node and resume) and exits, each step within a deadline.
 */
import { pino } from 'pino';
import { exitOnStopSignals, metricsConfigFrom, openDatabase, runShutdown } from '@ros/db';
import { RedisEventBus } from '@ros/bus';
import { createGateway, DEFAULT_REPLAY_WINDOW } from '@ros/realtime';
import { serveMetrics } from './metrics-server';

const env = process.env;
const log = pino({ name: 'realtime', level: env.LOG_LEVEL ?? 'info' });
if (!env.DATABASE_URL || !env.REDIS_URL || !env.JWT_SECRET) {
  log.fatal('DATABASE_URL, REDIS_URL and JWT_SECRET are required');
  process.exit(1);
}
let metricsConfig;
try {
  metricsConfig = metricsConfigFrom(env);
} catch (err) {
  log.fatal((err as Error).message);
  process.exit(1);
}
const database = await openDatabase({
  kind: 'postgres',
  url: env.DATABASE_URL,
  maxConnections: Number(env.DATABASE_POOL_SIZE ?? 10),
});
const bus = new RedisEventBus({ url: env.REDIS_URL, prefix: env.REDIS_PREFIX ?? 'ros' });
await bus.start();
const gateway = await createGateway(Number(env.PORT ?? 3001), {
  db: database.db,
  bus,
  jwtSecret: env.JWT_SECRET,
  log,
  replayWindow: env.REPLAY_WINDOW ? Number(env.REPLAY_WINDOW) : DEFAULT_REPLAY_WINDOW,
});
const metrics = metricsConfig ? await serveMetrics(metricsConfig, () => gateway.isReady()) : null;
log.info({ port: gateway.port, metricsPort: metrics?.port }, `gateway listening on ${gateway.port}`);
// Tests and process managers read this line to know the node is up.
if (env.GATEWAY_READY_STDOUT) process.stdout.write(`READY ${gateway.port}\n`);

// Each step within its deadline, then exit: a stuck Redis or database cannot keep the node up.
exitOnStopSignals(
  () =>
    runShutdown(
      [
        { name: 'realtime gateway', run: () => gateway.close() },
        { name: 'metrics listener', run: () => metrics?.close() },
        { name: 'event bus', run: () => bus.close() },
        { name: 'database', run: () => database.close(), deadlineMs: 8000 },
      ],
      log,
    ),
  log,
);
