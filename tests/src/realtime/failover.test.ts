import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '@ros/realtime/gateway';
import { RedisEventBus } from '@ros/bus';
import { BullJobQueue } from '@ros/workers/queue/bullmq-queue';
import { RedisNudgeSender } from '@ros/workers/relay/nudge';
import { apiJobs } from '@ros/server';
import { startWorkers, type WorkersRuntime } from '@ros/workers/runtime';
import { LiveClient } from './client';
import {
  createOwnDatabase,
  createRestaurant,
  range,
  silentLog,
  TEST_JWT_SECRET,
  testPrefix,
  until,
  type OwnDatabase,
} from './fixtures';
import { freePort, killAll, runEntry, startRedis, type Child } from './processes';
import { startCommandStream } from './stream';

const sharedRedis = process.env.REDIS_URL!;
let database: OwnDatabase;
const clients: LiveClient[] = [];
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  database = await createOwnDatabase();
});

// Each test leaves nothing running: relays hold the database's advisory lock, children hold ports.
afterEach(async () => {
  clients.splice(0).forEach((c) => c.stop());
  for (const c of cleanups.splice(0).reverse()) await c().catch(() => {});
  await killAll();
});

afterAll(async () => {
  await database?.drop();
});

const track = (c: LiveClient) => (clients.push(c), c);

/** A relay (in this process) publishing to `redisUrl` under `prefix`. */
async function relayOn(redisUrl: string, prefix: string): Promise<WorkersRuntime> {
  const bus = new RedisEventBus({ url: redisUrl, prefix, consume: false });
  await bus.start();
  const queue = new BullJobQueue({ url: redisUrl, prefix });
  const workers = await startWorkers({
    db: database.db,
    bus,
    queue,
    log: silentLog,
    jobs: apiJobs(),
    lockDatabaseUrl: database.url,
  });
  cleanups.push(async () => {
    await workers.close();
    await bus.close();
  });
  return workers;
}

async function gatewayOn(redisUrl: string, prefix: string): Promise<Gateway> {
  const bus = new RedisEventBus({ url: redisUrl, prefix });
  await bus.start();
  const gateway = await createGateway(0, { db: database.db, bus, jwtSecret: TEST_JWT_SECRET, log: silentLog });
  cleanups.push(async () => {
    await gateway.close();
    await bus.close();
  });
  return gateway;
}

function gatewayNode(prefix: string): { child: Child; url: Promise<string> } {
  const child = runEntry('server/src/realtime.ts', {
    PORT: '0',
    DATABASE_URL: database.url,
    REDIS_URL: sharedRedis,
    REDIS_PREFIX: prefix,
    JWT_SECRET: TEST_JWT_SECRET,
    GATEWAY_READY_STDOUT: '1',
    LOG_LEVEL: 'warn',
  });
  return { child, url: child.waitFor(/^READY (\d+)$/).then((m) => `http://127.0.0.1:${m[1]}`) };
}

/** Every client ends with exactly 1..total applied, in order. */
function expectComplete(cs: LiveClient[], total: number) {
  for (const c of cs) {
    expect(c.seqs).toEqual(range(total));
    expect(c.gaps).toBe(0);
  }
}

describe('realtime under failures', () => {
  it(
    'moves clients of a SIGKILLed gateway node to another node with the complete sequence',
    { timeout: 90_000 },
    async () => {
      const prefix = testPrefix('gwkill');
      const workers = await relayOn(sharedRedis, prefix);
      const a = gatewayNode(prefix);
      const b = gatewayNode(prefix);
      const [urlA, urlB] = await Promise.all([a.url, b.url]);
      const r = await createRestaurant(database.db);
      const onA = [0, 1, 2].map(() => track(new LiveClient([urlA, urlB], r.owner.token, r.id)));
      const onB = [0, 1].map(() => track(new LiveClient([urlB, urlA], r.owner.token, r.id)));
      for (const c of [...onA, ...onB]) expect(await c.start()).toMatchObject({ ok: true });

      const stream = startCommandStream(database.db, r.id, (events) => workers.relay.nudge(events));
      cleanups.push(() => stream.stop().then(() => {}));
      await until(() => onA.every((c) => c.lastSeq >= 20), 'clients on node A to receive events');
      await a.child.kill('SIGKILL');
      const atKill = stream.committed;
      await until(() => stream.committed >= atKill + 60, 'more commands after the kill');
      const total = await stream.stop();

      await until(() => [...onA, ...onB].every((c) => c.lastSeq === total), `every client to reach seq ${total}`);
      expectComplete([...onA, ...onB], total);
      for (const c of onA) {
        expect(c.reconnects).toBeGreaterThanOrEqual(1);
        expect(c.url).toBe(urlB);
      }
      await b.child.kill('SIGTERM');
      expect(b.child.proc.exitCode).toBe(0);
    },
  );

  it('loses nothing and keeps order when Redis stops under load and comes back', { timeout: 90_000 }, async () => {
    const port = await freePort();
    const redisUrl = `redis://127.0.0.1:${port}`;
    const redis = await startRedis(port);
    const prefix = testPrefix('redisdown');
    const workers = await relayOn(redisUrl, prefix);
    const g1 = await gatewayOn(redisUrl, prefix);
    const g2 = await gatewayOn(redisUrl, prefix);
    const r = await createRestaurant(database.db);
    const cs = [g1, g2, g1].map((g) => track(new LiveClient([`http://127.0.0.1:${g.port}`], r.owner.token, r.id)));
    for (const c of cs) await c.start();

    const stream = startCommandStream(database.db, r.id, (events) => workers.relay.nudge(events));
    cleanups.push(() => stream.stop().then(() => {}));
    await until(() => cs.every((c) => c.lastSeq >= 15), 'live events before the outage');
    await redis.kill('SIGKILL');
    const atOutage = stream.committed;
    // Commands keep succeeding while Redis is down: they only write PostgreSQL.
    await until(() => stream.committed >= atOutage + 40, 'commands during the outage');
    // Nothing committed during the outage reached anyone yet: the bus was really down.
    for (const c of cs) expect(c.lastSeq).toBeLessThanOrEqual(atOutage);
    await startRedis(port);
    await until(() => stream.committed >= atOutage + 80, 'commands after Redis is back');
    const total = await stream.stop();

    await until(() => cs.every((c) => c.lastSeq === total), `every client to reach seq ${total}`, 30_000);
    expectComplete(cs, total);
    // The relay caught up: nothing is left unpublished.
    await until(
      async () =>
        (
          await database.db
            .selectFrom('event_outbox as o')
            .innerJoin('events as e', 'e.position', 'o.position')
            .select('e.seq')
            .where('e.restaurant_id', '=', r.id)
            .execute()
        ).length === 0,
      'the relay to take everything off the outbox',
    );
  });

  it(
    'hands over to the standby relay when the active one is killed, without loss or reordering',
    { timeout: 90_000 },
    async () => {
      const prefix = testPrefix('relaykill');
      const env = { DATABASE_URL: database.url, REDIS_URL: sharedRedis, REDIS_PREFIX: prefix, LOG_LEVEL: 'info' };
      const relays = [runEntry('server/src/workers.ts', env), runEntry('server/src/workers.ts', env)];
      // Whichever takes the advisory lock first is active; the other one waits as standby.
      const first = await Promise.race(relays.map((p) => p.waitFor(/relay is active/).then(() => p)));
      const second = relays.find((p) => p !== first)!;
      await second.waitFor(/workers started/);
      const gateway = await gatewayOn(sharedRedis, prefix);
      const r = await createRestaurant(database.db);
      const c = track(new LiveClient([`http://127.0.0.1:${gateway.port}`], r.owner.token, r.id));
      await c.start();

      // Distributed mode: the API only nudges the relay over Redis.
      const nudger = new RedisNudgeSender(sharedRedis, prefix);
      cleanups.push(() => nudger.close());
      const stream = startCommandStream(database.db, r.id, () => nudger.nudge());
      cleanups.push(() => stream.stop().then(() => {}));
      await until(() => c.lastSeq >= 20, 'events through the first relay');
      expect(second.lines.some((l) => l.includes('relay is active'))).toBe(false);
      await first.kill('SIGKILL');
      const atKill = stream.committed;
      await second.waitFor(/relay is active/);
      await until(() => stream.committed >= atKill + 60, 'commands after the takeover');
      const total = await stream.stop();

      await until(() => c.lastSeq === total, `the client to reach seq ${total}`);
      expectComplete([c], total);
      // A graceful stop: the relay finishes its batch, releases the lock and exits cleanly.
      await second.kill('SIGTERM');
      expect(second.proc.exitCode).toBe(0);
    },
  );
});
