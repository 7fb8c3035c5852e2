import { Counter, Gauge } from 'prom-client';
import type { Server } from 'socket.io';
import { metricsRegistry } from '@ros/db';

/** The gateway's metrics on the process's registry (`@ros/db` metrics.ts): sockets and deliveries, no restaurant. */

const delivered = new Counter({
  name: 'ros_events_delivered_total',
  help: 'Events sent to sockets (one per socket; hidden placeholders included): live fan-out, or a subscription’s replay.',
  labelNames: ['path'] as const,
  registers: [metricsRegistry],
});
const live = delivered.labels('live');
const replayed = delivered.labels('replay');

/** Counts one live event sent to `sockets` sockets. */
export const deliveredLive = (sockets: number): void => live.inc(sockets);
/** Counts one event a subscription sent on its own (its replay, a gap filled). */
export const deliveredReplay = (): void => replayed.inc();

/** The gateways running in this process (one, but tests start several). */
const gateways = new Set<Server>();

/** Reports `io`'s sockets until the returned function is called. */
export function watchSockets(io: Server): () => void {
  gateways.add(io);
  return () => void gateways.delete(io);
}

new Gauge({
  name: 'ros_sockets_connected',
  help: 'Sockets connected to the gateway: staff screens, and guests’ phones (`/guest`).',
  labelNames: ['namespace'] as const,
  registers: [metricsRegistry],
  collect() {
    let staff = 0;
    let guest = 0;
    for (const io of gateways) {
      staff += io.of('/').sockets.size;
      guest += io.of('/guest').sockets.size;
    }
    this.labels('staff').set(staff);
    this.labels('guest').set(guest);
  },
});
