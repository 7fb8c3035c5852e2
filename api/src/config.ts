import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { metricsConfigFrom, uploadDirOf, type MetricsConfig } from '@ros/db';

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().url('must be a postgres:// URL').optional(),
  REDIS_URL: z.string().url('must be a redis:// URL').optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  DATA_DIR: z.string().default('./data'),
  UPLOAD_DIR: z.string().optional(),
  WEB_DIST: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
  CHECK_REPLIES: z.enum(['0', '1']).optional(),
  TEST_PAYMENTS: z.enum(['0', '1']).optional(),
  TRUST_PROXY: z
    .string()
    .regex(/^[\w.:/, -]*$/, 'a hop count, or proxy addresses/subnets such as loopback or 10.0.0.0/8')
    .optional(),
  GROUP_COMMIT_LANES: z.coerce.number().int().min(0).max(64).optional(),
  PRINTER_ALLOW_LOOPBACK: z.enum(['0', '1']).optional(),
  WEBHOOKS_ALLOW_PRIVATE_TARGETS: z.enum(['0', '1']).optional(),
  WEBHOOK_RETRY_SCHEDULE_MS: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'the delays of each attempt in ms, comma-separated, such as 0,5000,300000')
    .optional(),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).optional(),
  API_KEY_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  VITEST: z.string().optional(),
});

/** The message delivery variables (read by the api and by a workers process of its own). */
const ZDeliveryEnv = z.object({
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]+/, 'an smtp:// or smtps:// URL, such as smtp://user:password@smtp.example.com:587')
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(/^([^<>]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/, 'an address, or a name and <address>')
    .optional(),
  SMS_URL: z
    .string()
    .regex(
      /^(log:|twilio:\/\/[^:@/]+:[^@/]+@[^/?]+\/?\?from=\S+)$/,
      'log: (print SMS to the log), or twilio://ACCOUNT_SID:AUTH_TOKEN@api.twilio.com?from=%2B15550001111',
    )
    .optional(),
  MAIL_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(500),
  SMS_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(100),
  MESSAGE_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(6),
  MESSAGE_RETRY_MS: z.coerce.number().int().min(10).default(30_000),
});

/** The billing variables (read by the api and by a workers process of its own). */
const ZBillingEnv = z.object({
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_\w+$/, 'a Stripe secret key (sk_live_…, sk_test_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'a Stripe webhook signing secret (whsec_…)')
    .optional(),
  STRIPE_PRICE_PREMIUM_MONTH: z
    .string()
    .regex(/^price_\w+$/, 'a Stripe price id (price_…)')
    .optional(),
  STRIPE_PRICE_PREMIUM_YEAR: z
    .string()
    .regex(/^price_\w+$/, 'a Stripe price id (price_…)')
    .optional(),
  BILLING_GRACE_DAYS: z.coerce.number().int().min(0).max(60).default(7),
});

/**
 * Who takes the subscription's money: Stripe when `STRIPE_SECRET_KEY` is set (with its webhook
 * secret and the Premium price ids); else the built-in test provider (no money moves) where that
 * gives nothing away: the embedded install, whose owner runs the server, or with `TEST_PAYMENTS=1`.
 * A distributed deployment with neither sells no plan (`testProvider` false): an owner cannot make
 * their restaurant Premium for free. After a failed renewal the restaurant keeps its plan for
 * `graceDays`, then falls back to Basic.
 */
export interface BillingConfig {
  stripe: { secretKey: string; webhookSecret: string; prices: { month: string; year: string } } | null;
  testProvider: boolean;
  graceDays: number;
}

/** Reads the billing variables; throws one clear line per bad or missing variable. */
export function billingConfigFrom(env: NodeJS.ProcessEnv): BillingConfig {
  const e = parseOrExplain(ZBillingEnv, env);
  const testProvider = !env.REDIS_URL || env.TEST_PAYMENTS === '1';
  if (!e.STRIPE_SECRET_KEY) return { stripe: null, testProvider, graceDays: e.BILLING_GRACE_DAYS };
  const missing = (
    ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_PREMIUM_MONTH', 'STRIPE_PRICE_PREMIUM_YEAR'] as const
  ).filter((k) => !e[k]);
  if (missing.length)
    throw new Error(
      `Invalid configuration:\n${missing.map((k) => `  ${k}: required with STRIPE_SECRET_KEY`).join('\n')}`,
    );
  return {
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
      prices: { month: e.STRIPE_PRICE_PREMIUM_MONTH!, year: e.STRIPE_PRICE_PREMIUM_YEAR! },
    },
    testProvider: false,
    graceDays: e.BILLING_GRACE_DAYS,
  };
}

/** How messages leave the app: providers per channel (null: kept in the app), limits and retries. */
export interface DeliveryConfig {
  /** `SMTP_URL`; null: emails are kept in the app (Settings › Sent messages). */
  smtpUrl: string | null;
  /** The From of every email (`MAIL_FROM`; default `Restaurant OS <no-reply@` the public host `>`). */
  mailFrom: string;
  /** `SMS_URL`: `log:` or a Twilio URL; null: SMS are kept in the app. */
  smsUrl: string | null;
  /** Per restaurant and hour: beyond, a message waits until the hour allows it. */
  limitsPerHour: { email: number; sms: number };
  /** Tries of one message before it fails for good, and the first wait (doubled each time). */
  attempts: number;
  retryMs: number;
}

/** Reads the delivery variables; throws one clear line per bad variable. */
export function deliveryConfigFrom(env: NodeJS.ProcessEnv, linkBase: string): DeliveryConfig {
  const e = parseOrExplain(ZDeliveryEnv, env);
  return {
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? `Restaurant OS <no-reply@${mailDomainOf(linkBase)}>`,
    smsUrl: e.SMS_URL ?? null,
    limitsPerHour: { email: e.MAIL_LIMIT_PER_HOUR, sms: e.SMS_LIMIT_PER_HOUR },
    attempts: e.MESSAGE_ATTEMPTS,
    retryMs: e.MESSAGE_RETRY_MS,
  };
}

/** A bare host (127.0.0.1, a name without a dot) is no mail domain: `localhost` then. */
function mailDomainOf(linkBase: string): string {
  const host = new URL(linkBase).hostname;
  return host.includes('.') && !/^[\d.]+$/.test(host) ? host : 'localhost';
}

function parseOrExplain<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv): z.infer<S> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** Validated process configuration shared by the api, gateway and workers entry points. */
export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string | null;
  /** PostgreSQL transactions running at once before commands are batched (0: no group commit; see db/src/group-commit.ts). */
  groupCommitLanes: number;
  redisUrl: string | null;
  jwtSecret: string;
  dataDir: string;
  uploadDir: string;
  webDist: string | null;
  publicUrl: string | null;
  /** Where links in messages point: `PUBLIC_URL`, else this process's own address (embedded, tests). */
  linkBase: string;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  seedDemo: z.infer<typeof ZEnv>['SEED_DEMO'];
  mode: 'embedded' | 'distributed';
  /** Check every reply against its declared schema (on under tests, `CHECK_REPLIES=1` elsewhere). */
  checkReplies: boolean;
  /** Offer the test payment provider to guests: only with `TEST_PAYMENTS=1` (it lets a guest mark their own order paid). */
  testPayments: boolean;
  /** Printers on this machine's loopback addresses (tests, a self-hosted print bridge): `PRINTER_ALLOW_LOOPBACK=1`; off by default. */
  printerAllowLoopback: boolean;
  /** Webhook targets, retries and timeouts (`WEBHOOKS_ALLOW_PRIVATE_TARGETS`, `WEBHOOK_RETRY_SCHEDULE_MS`, `WEBHOOK_TIMEOUT_MS`). */
  webhooks: WebhookConfig;
  /** Requests an API key may make per minute, over every api node (`API_KEY_REQUESTS_PER_MINUTE`, default 600); then 429. */
  apiKeyRequestsPerMinute: number;
  /**
   * Express `trust proxy`: which proxies' `X-Forwarded-For` names the client (`TRUST_PROXY`, a hop
   * count or addresses such as `loopback`). Off by default: the client is the socket's address, so a
   * guest cannot pick the address their limits are counted by.
   */
  trustProxy: false | number | string;
  /** Email and SMS providers, limits and retries (`SMTP_URL`, `SMS_URL`, …). */
  delivery: DeliveryConfig;
  /** Who takes the subscription's money (`STRIPE_*`, else the test provider) and the grace period. */
  billing: BillingConfig;
  /** The `/metrics` listener (`METRICS_PORT`, …); null: no metrics served. */
  metrics: MetricsConfig | null;
}

/**
 * Where links in messages point, from the environment alone (`PUBLIC_URL`, else this process's own
 * address): the config's `linkBase`, and what code without the config reads (a notification's
 * email, sent from a command or a job).
 */
export function linkBaseOf(env: NodeJS.ProcessEnv = process.env): string {
  const e = ZEnv.pick({ PUBLIC_URL: true, HOST: true, PORT: true }).parse(env);
  return (e.PUBLIC_URL ?? `http://${e.HOST === '0.0.0.0' ? '127.0.0.1' : e.HOST}:${e.PORT}`).replace(/\/+$/, '');
}

/**
 * The Standard Webhooks retry schedule: the delay before each attempt (immediately, 5 s, 5 min,
 * 30 min, 2 h, 5 h, 10 h, 10 h: about 28 h in all), after which a delivery has failed.
 */
export const WEBHOOK_RETRY_SCHEDULE_MS = [0, 5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];

/** How webhooks are sent (read by the api and by a workers process of its own). */
export interface WebhookConfig {
  /** Targets on private, loopback and CGNAT networks allowed (a self-hosted install): `WEBHOOKS_ALLOW_PRIVATE_TARGETS=1`. */
  allowPrivateTargets: boolean;
  /** The delay before each attempt, the first one included (`WEBHOOK_RETRY_SCHEDULE_MS`, tests shorten it). */
  retryScheduleMs: number[];
  /** How long a target may take to answer (`WEBHOOK_TIMEOUT_MS`, 10 s by default). */
  timeoutMs: number;
}

/** The webhook variables of an environment. */
export function webhookConfigFrom(env: NodeJS.ProcessEnv = process.env): WebhookConfig {
  const e = parseOrExplain(
    ZEnv.pick({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: true, WEBHOOK_RETRY_SCHEDULE_MS: true, WEBHOOK_TIMEOUT_MS: true }),
    env,
  );
  return {
    allowPrivateTargets: e.WEBHOOKS_ALLOW_PRIVATE_TARGETS === '1',
    retryScheduleMs: e.WEBHOOK_RETRY_SCHEDULE_MS?.split(',').map(Number) ?? WEBHOOK_RETRY_SCHEDULE_MS,
    timeoutMs: e.WEBHOOK_TIMEOUT_MS ?? 10_000,
  };
}

/** Reads and validates the environment; exits with one clear line per bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const e = parseOrExplain(ZEnv, env);
  const dataDir = path.resolve(e.DATA_DIR);
  const mode = e.REDIS_URL ? 'distributed' : 'embedded';
  if (mode === 'distributed' && !e.JWT_SECRET) {
    throw new Error(
      'Invalid configuration:\n  JWT_SECRET: required when REDIS_URL is set (every api and gateway node must share it)',
    );
  }
  const linkBase = linkBaseOf(env);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL ?? null,
    groupCommitLanes: e.GROUP_COMMIT_LANES ?? 4,
    redisUrl: e.REDIS_URL ?? null,
    jwtSecret: e.JWT_SECRET ?? embeddedSecret(dataDir),
    dataDir,
    uploadDir: uploadDirOf(dataDir, e.UPLOAD_DIR),
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : null,
    publicUrl: e.PUBLIC_URL ?? null,
    linkBase,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
    mode,
    checkReplies: e.CHECK_REPLIES ? e.CHECK_REPLIES === '1' : Boolean(e.VITEST),
    testPayments: e.TEST_PAYMENTS === '1',
    printerAllowLoopback: e.PRINTER_ALLOW_LOOPBACK === '1',
    webhooks: webhookConfigFrom(env),
    apiKeyRequestsPerMinute: e.API_KEY_REQUESTS_PER_MINUTE,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    delivery: deliveryConfigFrom(env, linkBase),
    billing: billingConfigFrom(env),
    metrics: metricsConfigFrom(env),
  };
}

function trustProxyOf(value: string | undefined): AppConfig['trustProxy'] {
  const v = value?.trim() ?? '';
  if (v === '' || v === '0' || v === 'false') return false;
  return /^\d+$/.test(v) ? Number(v) : v;
}

/** The embedded mode keeps a generated signing secret beside its data, so logins survive restarts. */
function embeddedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
