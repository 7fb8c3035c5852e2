/**
 * Distributed workers entry (`npm run start:workers`): the outbox relay (active or standby via the
 * advisory lock), the relay nudge listener and the BullMQ job processors. SIGTERM drains and exits.
 */
import { pino } from 'pino';
import { jobHandlers } from '@ros/api/jobs';
import { openDatabase } from '@ros/db';
import { listenForNudges } from './relay/nudge';
import { createEventBus, createJobQueue, startWorkers } from './runtime';

const env = process.env;
const log = pino({ name: 'workers', level: env.LOG_LEVEL ?? 'info' });
if (!env.DATABASE_URL || !env.REDIS_URL) {
  log.fatal('DATABASE_URL and REDIS_URL are required (the embedded mode runs the workers inside `npm start`)');
  process.exit(1);
}
const redis = { url: env.REDIS_URL, prefix: env.REDIS_PREFIX ?? 'ros' };
const database = await openDatabase({ kind: 'postgres', url: env.DATABASE_URL, maxConnections: 5 });
const bus = createEventBus(redis, { consume: false });
await bus.start();
const queue = createJobQueue(redis, log);
const workers = await startWorkers({ db: database.db, bus, queue, log, handlers: jobHandlers, lockDatabaseUrl: env.DATABASE_URL });
const stopNudges = await listenForNudges(redis.url, redis.prefix, () => workers.relay.nudge());
log.info({ prefix: redis.prefix }, 'workers started');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'workers shutting down');
    void (async () => {
      stopNudges();
      await workers.close();
      await bus.close();
      await database.close();
      process.exit(0);
    })();
  });
}
