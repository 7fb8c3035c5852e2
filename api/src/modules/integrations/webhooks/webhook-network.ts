import type { AppConfig, WebhookConfig } from '../../../config';
import { webhookConfigFrom } from '../../../config';
import { NetworkPolicy, ownServices } from '../../../kernel/network-policy';

/**
 * Where webhooks may go (`NetworkPolicy`, shared with printers): the public internet only; a
 * self-hosted install (`WEBHOOKS_ALLOW_PRIVATE_TARGETS=1`) adds private, loopback, CGNAT and IPv6
 * ULA networks. Never link-local (the cloud's metadata service), multicast, unspecified or reserved
 * addresses, nor the server's own services. Checked on create and on the address actually
 * connected to at every attempt.
 */
const PUBLIC = new Set(['unicast']);
const SELF_HOSTED = new Set(['unicast', 'private', 'uniqueLocal', 'carrierGradeNat']);

/** What sends webhooks needs of its process: the target policy and the retry schedule and limits. */
export interface Webhooks {
  network: NetworkPolicy;
  config: WebhookConfig;
}

type Services = Parameters<typeof ownServices>[0];

export function webhooksFor(config: WebhookConfig, services: Services): Webhooks {
  const ranges = config.allowPrivateTargets ? SELF_HOSTED : PUBLIC;
  return { network: new NetworkPolicy(ranges, config.allowPrivateTargets, ownServices(services)), config };
}

/** The app process's (the API's port is added once it listens). */
export const webhooksOf = (config: AppConfig) =>
  webhooksFor(config.webhooks, {
    databaseUrl: config.databaseUrl,
    redisUrl: config.redisUrl,
    publicUrl: config.publicUrl,
  });

/** A workers process's of its own, from the same variables the app reads. */
export const webhooksFromEnv = (env: NodeJS.ProcessEnv) =>
  webhooksFor(webhookConfigFrom(env), {
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    publicUrl: env.PUBLIC_URL,
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.PORT) || 3000,
  });
