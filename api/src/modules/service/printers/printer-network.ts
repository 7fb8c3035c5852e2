import type { AppConfig } from '../../../config';
import { NetworkPolicy, ownServices, type Endpoint } from '../../../kernel/network-policy';

export { parseAddress } from '../../../kernel/network-policy';

/**
 * Which addresses a printer may have: a device on the restaurant's network (or one reached through
 * a route), never the server's own machine or services (`NetworkPolicy`, shared with webhooks).
 */
const PRINTER_RANGES = new Set(['private', 'uniqueLocal', 'carrierGradeNat', 'unicast']);

/** The printer addresses this server refuses, and why (for its logs; the screen says "not reachable"). */
export class PrinterNetwork extends NetworkPolicy {
  constructor(allowLoopback: boolean, services: Endpoint[]) {
    super(PRINTER_RANGES, allowLoopback, services);
  }

  /** The policy of a process from its settings: its database, Redis and API addresses. */
  static of(settings: Parameters<typeof ownServices>[0] & { allowLoopback: boolean }) {
    return new PrinterNetwork(settings.allowLoopback, ownServices(settings));
  }
}

/** The policy of the app process: its own database, Redis and public address (the API's port is added once it listens). */
export const printerNetworkOf = (config: AppConfig) =>
  PrinterNetwork.of({
    allowLoopback: config.printerAllowLoopback,
    databaseUrl: config.databaseUrl,
    redisUrl: config.redisUrl,
    publicUrl: config.publicUrl,
  });

/** The policy of a workers process of its own, from the same variables the app reads. */
export const printerNetworkFromEnv = (env: NodeJS.ProcessEnv) =>
  PrinterNetwork.of({
    allowLoopback: env.PRINTER_ALLOW_LOOPBACK === '1',
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    publicUrl: env.PUBLIC_URL,
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.PORT) || 3000,
  });
