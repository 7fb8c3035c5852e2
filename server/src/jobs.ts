import { pino, type Logger } from 'pino';
import {
  billingConfigFrom,
  deliveryConfigFrom,
  deliveryOf,
  jobDefinitions,
  linkBaseOf,
  printerNetworkFromEnv,
  webhooksFromEnv,
  type ApiJobDeps,
  type DeliveryConfig,
} from '@ros/api';
import { storagePathsFromEnv } from '@ros/db';
import type { WorkerJobs } from '@ros/workers';

/**
 * The api's jobs as the workers run them, wherever they run (embedded, or the distributed workers
 * process): every definition, with the printer policy and the message providers of the process, and
 * where message links point.
 */
type ProcessJobSettings = Pick<
  ApiJobDeps,
  'printerNetwork' | 'webhooks' | 'linkBase' | 'delivery' | 'uploadDir' | 'guestTokenSecret' | 'billing'
>;

export const apiJobsFor = (settings: ProcessJobSettings): WorkerJobs<ApiJobDeps> => ({
  definitions: jobDefinitions,
  deps: (base) => ({ ...base, ...settings }),
});

/**
 * The jobs of a workers process of its own (`npm run start:workers`): its printer policy, its link
 * base, its message providers (`SMTP_URL`, `SMS_URL`, …; throws on a bad one) and the api's
 * `JWT_SECRET` (guest order links are derived from it) and its billing provider from its environment.
 */
export const apiJobs = (
  log: Logger = pino({ name: 'workers' }),
  delivery: DeliveryConfig = workersDeliveryConfig(),
): WorkerJobs<ApiJobDeps> =>
  apiJobsFor({
    printerNetwork: printerNetworkFromEnv(process.env),
    webhooks: webhooksFromEnv(process.env),
    linkBase: linkBaseOf(process.env),
    delivery: deliveryOf(delivery, log),
    uploadDir: storagePathsFromEnv(process.env).uploadDir,
    guestTokenSecret: process.env.JWT_SECRET ?? null,
    billing: billingConfigFrom(process.env),
  });

/** A workers process's delivery configuration: its links are the api's, whose host names the default From's domain. */
export const workersDeliveryConfig = (env: NodeJS.ProcessEnv = process.env) => deliveryConfigFrom(env, linkBaseOf(env));
