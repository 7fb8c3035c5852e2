import { Redis } from 'ioredis';
import { redisChannels } from '@ros/bus';
import { now } from './stats';

/**
 * Measures commit → published on Redis without touching the pipeline: the API publishes a nudge
 * naming the commit's last event (`restaurantId:seq`) right after each commit, and the relay
 * publishes the committed events; one subscriber connection sees both in Redis order, so each
 * command is timed from its own nudge to the publication of its last event. The figure includes
 * one Redis hop for the nudge (sub-millisecond on loopback), so it slightly understates the lag.
 */
export class RelayProbe {
  readonly lagMs: number[] = [];
  /** Commands published before their nudge was seen (counted, not timed). */
  unmatched = 0;
  /** Nudged commands not yet published: `restaurantId:seq` → when the nudge was seen. */
  private readonly waiting = new Map<string, number>();
  /** Events published before any nudge named them. */
  private readonly early = new Set<string>();
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
        if (!message) return;
        if (this.early.delete(message)) this.unmatched++;
        else this.waiting.set(message, t);
        return;
      }
      for (const e of JSON.parse(message) as { restaurantId: string; seq: number }[]) {
        const key = `${e.restaurantId}:${e.seq}`;
        const nudged = this.waiting.get(key);
        if (nudged === undefined) this.early.add(key);
        else {
          this.waiting.delete(key);
          this.lagMs.push(t - nudged);
        }
      }
    });
    await this.redis.subscribe(this.channels.nudge, this.channels.events);
  }

  close(): void {
    this.redis.disconnect();
  }
}
