import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { sql } from 'kysely';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { ownerMembershipQuery, prepared, tenantScope, withTenant, type EventActor } from '@ros/db';
import type { PermissionMap } from '@ros/shared-events';
import type { AppConfig } from '../config';
import type { AppDeps } from '../deps';
import type { AuthUser } from './auth';
import { AppError, forbidden, notFound } from './errors';
import { sharedRedis } from './redis';

/**
 * Requests made with an API key (issue 39; see docs/decisions/2026-12-04-api-keys.md). A key is
 * `ros_` and 32 random bytes (base64url), kept as its SHA-256. It reaches the tenant routes of its
 * own restaurant only, as a tenant command whose permissions are exactly the key's; for the rows a
 * service links to a member (who took an order) it acts on behalf of the restaurant's owner, while
 * the event actor names the integration (`Integration: <key name>`, with `apiKeyId`).
 */
export const API_KEY_PREFIX = 'ros_';

export const NOT_WITH_AN_API_KEY = 'An API key cannot do this: the owner must sign in.';
export const API_KEY_INVALID = 'This API key is not valid: it is unknown or was revoked.';

/** The stored form of a key (and the rate limit's counter key): its SHA-256, hex. */
export const apiKeyHash = (key: string) => createHash('sha256').update(key).digest('hex');

/** The key a request carries: `Authorization: Bearer ros_…` or `X-Api-Key: ros_…`; null for none. */
export function apiKeyOf(req: Request): string | null {
  const header = req.headers.authorization;
  if (header?.startsWith(`Bearer ${API_KEY_PREFIX}`)) return header.slice(7);
  const key = req.headers['x-api-key'];
  return typeof key === 'string' ? key : null;
}

/**
 * Whether an operation takes API keys: what a floor session may call (tenant operations not marked
 * `floor: false`), but what is a person's own (`apiKey: false`: their notifications, chats).
 */
export const takesApiKeys = (access: string, spec: { floor?: boolean; apiKey?: false }) =>
  access === 'tenant' && (spec.floor ?? true) && spec.apiKey !== false;

/** The caller of a key request until its command reads the key (see `keyCaller`). */
const unresolved = (tokenHash: string): AuthUser => ({
  id: '',
  name: '',
  email: '',
  sessionVersion: 0,
  apiKey: { tokenHash },
});

/**
 * In front of an operation's handler: a request with an API key goes on (rate limited per key) when
 * the operation takes keys, else 403; any other request must have a user's access token (`user`).
 */
export function userOrApiKey(deps: AppDeps, takesKeys: boolean, user: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const key = apiKeyOf(req);
    if (key === null) return user(req, res, next);
    if (!takesKeys) return next(forbidden(NOT_WITH_AN_API_KEY));
    const tokenHash = apiKeyHash(key);
    limitOf(deps.config)
      .consume(tokenHash)
      .then(
        () => {
          req.user = unresolved(tokenHash);
          next();
        },
        (err: unknown) => next(err instanceof RateLimiterRes ? tooManyRequests(deps.config, err.msBeforeNext) : err),
      );
  };
}

function tooManyRequests(config: AppConfig, msBeforeNext: number) {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError(
    'rate_limited',
    `This API key made more than ${config.apiKeyRequestsPerMinute} requests in a minute. Try again in ${seconds} s.`,
    undefined,
    { retryAfterSeconds: seconds },
  );
}

/** Requests per key and minute: in memory when embedded, in Redis (every api node counts) when distributed. */
const limits = new WeakMap<AppConfig, RateLimiterAbstract>();
function limitOf(config: AppConfig): RateLimiterAbstract {
  let limit = limits.get(config);
  if (limit) return limit;
  const options = { keyPrefix: 'api_key', points: config.apiKeyRequestsPerMinute, duration: 60 };
  const memory = new RateLimiterMemory(options);
  limit = config.redisUrl
    ? new RateLimiterRedis({
        ...options,
        keyPrefix: `${process.env.REDIS_PREFIX ?? 'ros'}:api_key`,
        storeClient: sharedRedis(config.redisUrl),
        // While Redis is unreachable each node counts alone rather than refusing every key.
        insuranceLimiter: memory,
      })
    : memory;
  limits.set(config, limit);
  return limit;
}

/** What the key statement adds to the membership row (the owner's, when the key is this restaurant's). */
export interface ApiKeyColumns {
  apiKeyId: string | null;
  apiKeyRestaurantId: string | null;
  apiKeyName: string | null;
  apiKeyPermissions: PermissionMap | null;
}

/**
 * Scopes a fresh transaction to the restaurant and reads, in the same statement, the key (if it is
 * live) and the membership of the restaurant's owner when the key is this restaurant's. Sent with
 * the command's first statements like the member's (tenant.ts `enter`), so a key costs no round trip.
 */
export const enterWithKeyStatement = prepared(
  (db, restaurantId: string, tokenHash: string, keyRestaurantId: string) => sql<ApiKeyColumns & object>`
  select m.*, k.id as "apiKeyId", k.restaurant_id as "apiKeyRestaurantId", k.name as "apiKeyName",
    k.permissions as "apiKeyPermissions", ${tenantScope(restaurantId)}
  from (values (1)) as one (x)
  left join api_keys as k on k.token_hash = ${tokenHash} and k.revoked_at is null
  left join lateral ${ownerMembershipQuery(db, restaurantId)} as m on k.restaurant_id = ${keyRestaurantId}::uuid`,
);

/**
 * Who a key request is once its statement answered: 401 for an unknown or revoked key, 404 for a
 * key of another restaurant (as for a stranger); else the owner as the user the rows link to, the
 * key's permissions, and the integration as the event actor.
 */
export function keyCaller(
  row: (Partial<ApiKeyColumns> & { memberId?: string | null; ownerId?: string | null }) | undefined,
  restaurantId: string,
  placeholder: AuthUser,
): { user: AuthUser; permissions: PermissionMap; actor: EventActor } {
  if (!row?.apiKeyId) throw new AppError('unauthenticated', API_KEY_INVALID);
  if (row.apiKeyRestaurantId !== restaurantId || !row.memberId || !row.ownerId) throw notFound('Restaurant');
  const name = `Integration: ${row.apiKeyName}`;
  return {
    user: { ...placeholder, id: row.ownerId, name, apiKey: { ...placeholder.apiKey!, id: row.apiKeyId } },
    permissions: row.apiKeyPermissions ?? {},
    actor: { userId: null, name, apiKeyId: row.apiKeyId },
  };
}

/** When each key's `last_used_at` was last written by this process. */
const touched = new Map<string, number>();
const TOUCH_EVERY_MS = 60_000;

/**
 * Records that a key was used, at most once a minute per key and process (and the statement skips
 * a write another node made within the minute): one short statement a minute, not one a request.
 */
export async function noteKeyUse(deps: AppDeps, restaurantId: string, apiKeyId: string): Promise<void> {
  const now = Date.now();
  if (now - (touched.get(apiKeyId) ?? 0) < TOUCH_EVERY_MS) return;
  if (touched.size >= 10_000) touched.clear();
  touched.set(apiKeyId, now);
  try {
    await withTenant(deps.db, restaurantId, (trx) =>
      trx
        .updateTable('api_keys')
        .set({ last_used_at: new Date(now) })
        .where('restaurant_id', '=', restaurantId)
        .where('id', '=', apiKeyId)
        .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', new Date(now - TOUCH_EVERY_MS))]))
        .execute(),
    );
  } catch (err) {
    deps.log.warn({ err, apiKeyId }, 'could not record the use of an API key');
  }
}
