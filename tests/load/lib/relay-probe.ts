import { Redis } from 'ioredis';
import { redisChannels } from '@ros/workers/bus/redis-bus';
import { now } from './stats';

/**
 * Measures commit → published on Redis without touching the pipeline: the API publishes a nudge
 * right after each commit and the relay publishes the committed events; one subscriber connection
 * sees both in Redis order. Each command's events share one `occurredAt` (one transaction), so a
 * published batch of k commands consumes the k oldest nudges. The figure includes one Redis hop
 * for the nudge (sub-millisecond on loopback), so it slightly understates the true lag.
 */
export class RelayProbe {
  readonly lagMs: number[] = [];
  /** Commands published before their nudge was seen (counted, not timed). */
  unmatched = 0;
  private readonly nudges: number[] = [];
  private head = 0;
  private readonly redis: Redis;
  private readonly channels: { events: string; nudge: string };

  constructor(url: string, prefix: string) {
    this.redis = new Redis(url);
    this.channels = redisChannels(prefix);
  }

  async start(): Promise<void> {
    this.redis.on('message', (channel: string, message: string) => {
      const t = now();
      if (channel === this.channels.nudge) {
        this.nudges.push(t);
        return;
      }
      const events = JSON.parse(message) as { restaurantId: string; occurredAt: string }[];
      const commands = new Set(events.map((e) => `${e.restaurantId}|${e.occurredAt}`)).size;
      for (let i = 0; i < commands; i++) {
        if (this.head < this.nudges.length) this.lagMs.push(t - this.nudges[this.head++]!);
        else this.unmatched++;
      }
    });
    await this.redis.subscribe(this.channels.nudge, this.channels.events);
  }

  close(): void {
    this.redis.disconnect();
  }
}
