import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { StoredEvent } from '@ros/db';
import type { EventBus } from './event-bus';
import { MemoryEventBus } from './memory-bus';
import { RedisEventBus } from './redis-bus';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = () => `${process.env.TEST_RUN_ID ?? 'local'}-${randomUUID().slice(0, 8)}`;

const event = (restaurantId: string, seq: number): StoredEvent => ({
  id: randomUUID(),
  restaurantId,
  seq,
  type: 'restaurant.opened',
  version: 1,
  occurredAt: new Date().toISOString(),
  actor: { userId: null, name: 'system' },
  payload: { restaurantId },
});

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
};

/** Two buses on one "wire": in-process shares one instance; Redis uses two connections and one prefix. */
const adapters: [string, () => [EventBus, EventBus]][] = [
  [
    'in-process',
    () => {
      const b = new MemoryEventBus();
      return [b, b];
    },
  ],
  [
    'redis',
    () => {
      const p = prefix();
      return [new RedisEventBus({ url: redisUrl, prefix: p }), new RedisEventBus({ url: redisUrl, prefix: p })];
    },
  ],
];

describe.each(adapters)('EventBus contract: %s', (_name, make) => {
  const opened: EventBus[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((b) => b.close()));
  });

  it('delivers every published event to every subscriber, in publish order', async () => {
    const [publisher, consumer] = make();
    opened.push(publisher, consumer);
    await publisher.start();
    await consumer.start();
    const a: number[] = [];
    const b: number[] = [];
    consumer.subscribe((e) => a.push(e.seq));
    consumer.subscribe((e) => b.push(e.seq));
    const r = randomUUID();
    await publisher.publish([event(r, 1), event(r, 2), event(r, 3)]);
    await publisher.publish([event(r, 4)]);
    await publisher.publish([event(r, 5), event(r, 6)]);
    await until(() => a.length === 6 && b.length === 6);
    expect(a).toEqual([1, 2, 3, 4, 5, 6]);
    expect(b).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('carries the full envelope unchanged', async () => {
    const [publisher, consumer] = make();
    opened.push(publisher, consumer);
    await publisher.start();
    await consumer.start();
    const got: StoredEvent[] = [];
    consumer.subscribe((e) => got.push(e));
    const e = event(randomUUID(), 7);
    await publisher.publish([e]);
    await until(() => got.length === 1);
    expect(got[0]).toEqual(e);
  });

  it('stops delivering to a handler after it unsubscribes, and a throwing handler does not stop others', async () => {
    const [publisher, consumer] = make();
    opened.push(publisher, consumer);
    await publisher.start();
    await consumer.start();
    const kept: number[] = [];
    const dropped: number[] = [];
    consumer.subscribe(() => {
      throw new Error('boom');
    });
    const off = consumer.subscribe((e) => dropped.push(e.seq));
    consumer.subscribe((e) => kept.push(e.seq));
    const r = randomUUID();
    await publisher.publish([event(r, 1)]);
    await until(() => kept.length === 1 && dropped.length === 1);
    off();
    await publisher.publish([event(r, 2)]);
    await until(() => kept.length === 2);
    expect(dropped).toEqual([1]);
    expect(kept).toEqual([1, 2]);
  });

  it('delivers control messages to every control consumer, apart from events', async () => {
    const [publisher, consumer] = make();
    opened.push(publisher, consumer);
    await publisher.start();
    await consumer.start();
    const events: number[] = [];
    const controls: unknown[] = [];
    consumer.subscribe((e) => events.push(e.seq));
    consumer.onControl((m) => controls.push(m));
    const message = { type: 'session.ended' as const, userId: randomUUID(), sessionVersion: 3 };
    await publisher.publishControl(message);
    await publisher.publish([event(randomUUID(), 1)]);
    await until(() => controls.length === 1 && events.length === 1);
    expect(controls).toEqual([message]);
    expect(events).toEqual([1]);
  });

  it('rejects publishing after close', async () => {
    const [publisher] = make();
    await publisher.start();
    await publisher.close();
    await expect(publisher.publish([event(randomUUID(), 1)])).rejects.toThrow();
  });
});
