import type http from 'node:http';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { runShutdown, type DB, type ShutdownStep, type StoredEvent } from '@ros/db';
import type { SessionEnded } from '@ros/shared-events';
import { RedisControlSender, type EventBus } from '@ros/bus';
import { createGateway, type Gateway } from '@ros/realtime';
import {
  createEventBus,
  createJobQueue,
  databaseJobStore,
  RedisNudgeSender,
  startWorkers,
  type JobQueue,
  type RedisTarget,
  type WorkersRuntime,
} from '@ros/workers';
import { deliveryOf, type AppConfig, type PrinterNetwork, type Webhooks } from '@ros/api';
import { apiJobsFor } from './jobs';

/**
 * What runs beside the HTTP API in one process:
 * - `embedded`: in-process bus and queue (its jobs kept in the database: a crash or a stop loses
 *   none), the relay (no lock), the gateway on the API's server and the job processors; commits
 *   hand their events to the relay directly.
 * - `all`: the same pieces with the distributed adapters (Redis bus, BullMQ, relay behind the
 *   advisory lock), for tests that want one process but real Redis.
 * - `api`: the API only (distributed mode); commits nudge the relay over Redis.
 */
export type RuntimeMode = 'embedded' | 'all' | 'api';

/** The pieces of a runtime, exposed for tests. */
export interface ApiRuntime {
  mode: RuntimeMode;
  bus: EventBus | null;
  queue: JobQueue | null;
  workers: WorkersRuntime | null;
  gateway: Gateway | null;
  /** What readiness asks besides the database: Redis (the nudge channel or the bus) answers. */
  readyChecks(): (() => Promise<unknown>)[];
  afterCommit(events: StoredEvent[]): void;
  /** Tells every gateway node to close the sockets of sessions that ended (best effort, after the commit). */
  endSessions(message: SessionEnded): void;
  /** Attaches the gateway (if any) to the API's HTTP server before it listens. */
  attach(server: http.Server): Promise<void>;
  /** How to stop what runs beside the API, step by step, each within a deadline (see `runShutdown`). */
  stopSteps(): ShutdownStep[];
  close(): Promise<void>;
}

/** Redis prefix of this deployment (or test run): `REDIS_PREFIX`, default `ros`. */
export const redisPrefix = (env: NodeJS.ProcessEnv = process.env) => env.REDIS_PREFIX ?? 'ros';

/** The default runtime for a configuration: embedded without Redis, API-only with it. */
export const defaultRuntimeMode = (config: AppConfig): RuntimeMode => (config.redisUrl ? 'api' : 'embedded');

export async function startRuntime(
  mode: RuntimeMode,
  options: {
    db: Kysely<DB>;
    config: AppConfig;
    log: Logger;
    redisPrefix?: string;
    replayWindow?: number;
    printerNetwork: PrinterNetwork;
    webhooks: Webhooks;
  },
): Promise<ApiRuntime> {
  const { db, config, log } = options;
  const prefix = options.redisPrefix ?? redisPrefix();
  if (mode === 'api') {
    if (!config.redisUrl) throw new Error('the api runtime needs REDIS_URL');
    const nudger = new RedisNudgeSender(config.redisUrl, prefix);
    const control = new RedisControlSender(config.redisUrl, prefix);
    const steps = (): ShutdownStep[] => [
      { name: 'relay nudge', run: () => nudger.close() },
      { name: 'session control', run: () => control.close() },
    ];
    return {
      mode,
      bus: null,
      queue: null,
      workers: null,
      gateway: null,
      readyChecks: () => [() => nudger.ping()],
      afterCommit: (events) => nudger.nudge(events.at(-1)),
      endSessions: (message) =>
        void control
          .publish(message)
          .catch((err: unknown) => log.warn({ err: (err as Error).message }, 'session.ended not published')),
      attach: async () => {},
      stopSteps: steps,
      async close() {
        await runShutdown(steps(), log);
      },
    };
  }
  let redis: RedisTarget = null;
  if (mode === 'all') {
    if (!config.redisUrl || !config.databaseUrl)
      throw new Error('the all-in-one runtime needs REDIS_URL and DATABASE_URL');
    redis = { url: config.redisUrl, prefix };
  }
  const bus = createEventBus(redis);
  await bus.start();
  const queue = createJobQueue(redis, log, undefined, redis ? undefined : databaseJobStore(db));
  const workers = await startWorkers({
    db,
    bus,
    queue,
    log,
    jobs: apiJobsFor({
      printerNetwork: options.printerNetwork,
      webhooks: options.webhooks,
      linkBase: config.linkBase,
      delivery: deliveryOf(config.delivery, log.child({ component: 'delivery' })),
      uploadDir: config.uploadDir,
      guestTokenSecret: config.jwtSecret,
      billing: config.billing,
    }),
    lockDatabaseUrl: mode === 'all' ? config.databaseUrl : null,
  });
  const runtime: ApiRuntime = {
    mode,
    bus,
    queue,
    workers,
    gateway: null,
    readyChecks: () => [() => bus.ping()],
    afterCommit: (events) => workers.relay.nudge(events),
    endSessions: (message) =>
      void bus
        .publishControl(message)
        .catch((err: unknown) => log.warn({ err: (err as Error).message }, 'session.ended not published')),
    async attach(server) {
      runtime.gateway = await createGateway(server, {
        db,
        bus,
        jwtSecret: config.jwtSecret,
        log: log.child({ component: 'gateway' }),
        replayWindow: options.replayWindow,
      });
    },
    stopSteps: () => [
      { name: 'realtime gateway', run: () => runtime.gateway?.close() },
      ...workers.stopSteps(),
      { name: 'event bus', run: () => bus.close() },
    ],
    async close() {
      await runShutdown(runtime.stopSteps(), log);
    },
  };
  return runtime;
}
