import { Redis, type RedisOptions } from 'ioredis';
import type { StoredEvent } from '@ros/db';
import { ZSessionEnded } from '@ros/shared-events';
import type { ControlMessage, EventBus, EventHandler } from './event-bus';

/** Options of the Redis bus: the server and a prefix keeping deployments (and test runs) apart. */
export interface RedisEventBusOptions {
  url: string;
  prefix: string;
  /** Consume too (gateway nodes); the relay only publishes. */
  consume?: boolean;
}

/** Redis channel names derived from one prefix. */
export const redisChannels = (prefix: string) => ({
  events: `${prefix}.events`,
  nudge: `${prefix}.relay-nudge`,
  control: `${prefix}.control`,
});

/**
 * The distributed bus: one pub/sub channel carrying JSON arrays of envelopes. Publishing uses its
 * own connection that fails fast when Redis is down (the relay retries; nothing is marked
 * published), and consumers have a separate subscriber connection that reconnects forever.
 */
export class RedisEventBus implements EventBus {
  private readonly channel: string;
  private readonly controlChannel: string;
  private readonly pub: Redis;
  private sub: Redis | null = null;
  private readonly handlers = new Set<EventHandler>();
  private readonly reconnectHandlers = new Set<() => void>();
  private readonly controlHandlers = new Set<(message: ControlMessage) => void>();

  constructor(private readonly options: RedisEventBusOptions) {
    this.channel = redisChannels(options.prefix).events;
    this.controlChannel = redisChannels(options.prefix).control;
    this.pub = new Redis(options.url, { ...baseOptions, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    this.pub.on('error', () => {});
  }

  async start(): Promise<void> {
    await waitReady(this.pub);
    if (this.options.consume === false) return;
    const sub = new Redis(this.options.url, { ...baseOptions, autoResubscribe: false });
    this.sub = sub;
    sub.on('error', () => {});
    sub.on('message', (channel: string, message: string) =>
      channel === this.controlChannel ? this.deliverControl(message) : this.deliver(message),
    );
    let connectedOnce = false;
    sub.on('ready', () => {
      if (!connectedOnce) return;
      // Subscribe again, then let consumers catch up: anything published from now on arrives live.
      void sub.subscribe(this.channel, this.controlChannel).then(
        () => this.reconnectHandlers.forEach((h) => h()),
        () => {},
      );
    });
    await waitReady(sub);
    await sub.subscribe(this.channel, this.controlChannel);
    connectedOnce = true;
  }

  async publish(events: StoredEvent[]): Promise<void> {
    if (events.length === 0) return;
    await this.pub.publish(this.channel, JSON.stringify(events));
  }

  subscribe(handler: EventHandler): () => void {
    this.handlers.add(handler);
    return () => void this.handlers.delete(handler);
  }

  async publishControl(message: ControlMessage): Promise<void> {
    await this.pub.publish(this.controlChannel, JSON.stringify(message));
  }

  onControl(handler: (message: ControlMessage) => void): () => void {
    this.controlHandlers.add(handler);
    return () => void this.controlHandlers.delete(handler);
  }

  onReconnect(handler: () => void): () => void {
    this.reconnectHandlers.add(handler);
    return () => void this.reconnectHandlers.delete(handler);
  }

  async ping(): Promise<void> {
    // The publisher fails fast when disconnected (no offline queue); a consumer must be subscribed too.
    if (this.sub && this.sub.status !== 'ready') throw new Error('the bus consumer is not connected');
    await this.pub.ping();
  }

  async close(): Promise<void> {
    this.handlers.clear();
    this.reconnectHandlers.clear();
    this.controlHandlers.clear();
    this.pub.disconnect();
    this.sub?.disconnect();
  }

  private deliver(message: string) {
    let events: StoredEvent[];
    try {
      events = JSON.parse(message) as StoredEvent[];
    } catch {
      return;
    }
    for (const e of events) {
      for (const h of this.handlers) {
        try {
          h(e);
        } catch {
          /* one failing consumer must not stop the others */
        }
      }
    }
  }

  private deliverControl(raw: string) {
    let parsed;
    try {
      parsed = ZSessionEnded.safeParse(JSON.parse(raw));
    } catch {
      return;
    }
    if (!parsed.success) return;
    for (const h of this.controlHandlers) {
      try {
        h(parsed.data);
      } catch {
        /* one failing consumer must not stop the others */
      }
    }
  }
}

const baseOptions: RedisOptions = {
  lazyConnect: false,
  // Reconnect forever with a short, capped backoff: a Redis restart must not need a process restart.
  retryStrategy: (times) => Math.min(50 * times, 1000),
};

/** Resolves once the connection is ready (ioredis connects on construction). */
export function waitReady(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onReady = () => {
      redis.off('end', onEnd);
      resolve();
    };
    const onEnd = () => {
      redis.off('ready', onReady);
      reject(new Error('redis connection ended'));
    };
    redis.once('ready', onReady);
    redis.once('end', onEnd);
  });
}
