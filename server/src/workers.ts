/**
 * Distributed workers entry (`npm run start:workers`): the outbox relay (active or standby via the
 * advisory lock), the relay nudge listener and the BullMQ job processors. SIGTERM drains and exits,
 * each step within a deadline.
 */
import { pino } from 'pino';
import { allAnswer, exitOnStopSignals, metricsConfigFrom, openDatabase, runShutdown, selectOne } from '@ros/db';
import { createEventBus, createJobQueue, listenForNudges, startWorkers } from '@ros/workers';
import { deliveryModeLines } from '@ros/api';
import { apiJobs, workersDeliveryConfig } from './jobs';
import { serveMetrics } from './metrics-server';

const env = process.env;
const log = pino({ name: 'workers', level: env.LOG_LEVEL ?? 'info' });
if (!env.DATABASE_URL || !env.REDIS_URL) {
  log.fatal('DATABASE_URL and REDIS_URL are required (the embedded mode runs the workers inside `npm start`)');
  process.exit(1);
}
// Guest order links ("ready for pickup") are derived from the api's secret: without it they are not sent.
if (!env.JWT_SECRET) log.warn('JWT_SECRET is not set: guest orders get no "ready for pickup" SMS');
let delivery;
let metricsConfig;
try {
  delivery = workersDeliveryConfig(env);
  metricsConfig = metricsConfigFrom(env);
} catch (err) {
  log.fatal((err as Error).message);
  process.exit(1);
}
const redis = { url: env.REDIS_URL, prefix: env.REDIS_PREFIX ?? 'ros' };
const database = await openDatabase({ kind: 'postgres', url: env.DATABASE_URL, maxConnections: 5 });
const bus = createEventBus(redis, { consume: false });
await bus.start();
const queue = createJobQueue(redis, log);
const workers = await startWorkers({
  db: database.db,
  bus,
  queue,
  log,
  jobs: apiJobs(log, delivery),
  lockDatabaseUrl: env.DATABASE_URL,
});
const stopNudges = await listenForNudges(redis.url, redis.prefix, () => workers.relay.nudge());
// Its only listener: `/metrics`, `/health` and `/ready` (the database and Redis answer), when `METRICS_PORT` is set.
const metrics = metricsConfig
  ? await serveMetrics(metricsConfig, () => allAnswer([selectOne(database.db), () => bus.ping()]))
  : null;
log.info(
  { prefix: redis.prefix, metricsPort: metrics?.port },
  `workers started; ${deliveryModeLines(delivery).join('; ')}`,
);

// Each step within its deadline, then exit: a stuck Redis or database cannot keep the process up.
exitOnStopSignals(
  () =>
    runShutdown(
      [
        { name: 'relay nudges', run: () => stopNudges() },
        { name: 'metrics listener', run: () => metrics?.close() },
        ...workers.stopSteps(),
        { name: 'event bus', run: () => bus.close() },
        { name: 'database', run: () => database.close(), deadlineMs: 8000 },
      ],
      log,
    ),
  log,
);
