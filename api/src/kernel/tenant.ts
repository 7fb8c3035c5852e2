import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import {
  jsonb,
  membershipQuery,
  permissionsOf,
  pipelined,
  prepared,
  runCommand,
  tenantScope,
  withTenant,
  type EventActor,
  type TenantTx,
} from '@ros/db';
import {
  allows,
  planAllows,
  type EventPayload,
  type EventType,
  type PermissionKey,
  type PermissionMap,
  type Plan,
  type PremiumFeature,
} from '@ros/shared-events';
import type { AppDeps } from '../deps';
import { enterWithKeyStatement, keyCaller, noteKeyUse, type ApiKeyColumns } from './api-key-auth';
import { deviceOf, SESSION_EXPIRED, type AuthUser } from './auth';
import { AppError, forbidden, notFound } from './errors';
import { MembershipCache } from './membership-cache';
import { noteCheck, recordChecks } from './permission-checks';
import { FileReply, Reply } from './replies';
import type { RepoContext } from './repo-context';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: unknown): s is string => typeof s === 'string' && UUID.test(s);

/** The caller's membership in the restaurant of the request. */
export interface Membership {
  memberId: string;
  roleId: string;
  roleName: string;
  roleKey: string | null;
  isOwner: boolean;
  permissions: PermissionMap;
  /** The member's name as staff lists show it (member name, else the user's full name or username). */
  displayName: string;
}

/** Everything a tenant service call gets: the RLS-scoped transaction, who is acting, and the outbox. */
export interface TenantContext extends RepoContext {
  trx: TenantTx;
  /** `restaurant.id`, the restaurant every repo query is filtered by (the context is a `RepoContext`). */
  restaurantId: string;
  restaurant: { id: string; name: string; plan: Plan; ownerId: string; timeZone: string; dayStartHour: number };
  user: AuthUser;
  member: Membership;
  actor: EventActor;
  log: Logger;
  can(action: 'view' | 'edit', key: PermissionKey): boolean;
  /** Throws 403 `forbidden` unless the member may do `action` on `key`. */
  authorize(action: 'view' | 'edit', key: PermissionKey): void;
  /** Throws 402 `plan_required` on the Basic plan. */
  requirePlan(feature: PremiumFeature, message?: string): void;
  /** Queues an event, appended to the outbox in this transaction. */
  emit<T extends EventType>(type: T, payload: EventPayload<T>): void;
}

/** The caller's active membership of `restaurantId` (the rule is `membershipQuery` in `@ros/db`). */
export { membershipQuery };
type MembershipRow = NonNullable<Awaited<ReturnType<ReturnType<typeof membershipQuery>['executeTakeFirst']>>>;
/** What a command's first statement reads: the member's row, or for an API key the key and its owner's row. */
type EnterRow = Partial<MembershipRow> & Partial<ApiKeyColumns>;

/**
 * Scopes a fresh transaction to the restaurant (as `withTenant` does) and loads the caller's
 * membership in the same statement, or undefined for a stranger. The membership is read before
 * the role switch takes effect, so it needs no tenant policy.
 */
async function enterRestaurant(trx: TenantTx, restaurantId: string, user: AuthUser): Promise<EnterRow | undefined> {
  const { rows } = await trx.executeQuery(enterStatement(restaurantId, user));
  const row = rows[0] as EnterRow | undefined;
  return (user.apiKey ? row?.apiKeyId : row?.memberId) ? row : undefined;
}

/** The first statement of a command of `user` (a member, or an API key). */
const enterStatement = (restaurantId: string, user: AuthUser) =>
  user.apiKey
    ? enterWithKeyStatement(restaurantId, user.apiKey.tokenHash, restaurantId)
    : enterRestaurantStatement(restaurantId, user.id);

// Every tenant request runs it: compiled once (see `prepared`).
const enterRestaurantStatement = prepared(
  (db, restaurantId: string, userId: string) => sql<Partial<MembershipRow>>`
  select m.*, ${tenantScope(restaurantId)}
  from (values (1)) as one (x)
  left join lateral ${membershipQuery(db, restaurantId, userId)} as m on true`,
);

/** The memberships this process read last; see `enter`. */
const memberships = new MembershipCache<EnterRow>();
/** The cache's second key: the user, or the key (by its hash). */
const cacheKeyOf = (user: AuthUser) => (user.apiKey ? `key ${user.apiKey.tokenHash}` : user.id);

/** A command ran on a cached membership that has changed since: it runs again on the current one. */
class MembershipChanged extends Error {}

/**
 * The caller's membership for a command, and how to check it before the command may answer. Read
 * in a round trip of its own the first time; after that the command runs on the membership this
 * process read last, while the same statement (which also scopes the transaction) goes out with the
 * command's first statements. `verify` waits for that read and throws `MembershipChanged` when it
 * differs (a role, its permissions, the plan, a password change, a removal): the caller rolls back
 * and runs the command again. Nothing is committed or answered on a membership not read in the
 * command's own transaction.
 */
async function enter(trx: TenantTx, restaurantId: string, user: AuthUser, useCached: boolean) {
  const who = cacheKeyOf(user);
  const cached = useCached ? memberships.get(restaurantId, who) : undefined;
  if (!cached) {
    const row = await enterRestaurant(trx, restaurantId, user);
    if (row) memberships.set(restaurantId, who, row);
    else memberships.delete(restaurantId, who);
    return { row, verify: async () => {} };
  }
  const db = await pipelined(trx);
  const current = db.first<EnterRow>(enterStatement(restaurantId, user));
  current.catch(() => {}); // awaited by `verify`
  const verify = async () => {
    const row = await current;
    if (!(user.apiKey ? row?.apiKeyId : row?.memberId) || !sameRow(row!, cached)) {
      memberships.delete(restaurantId, who);
      throw new MembershipChanged();
    }
  };
  return { row: cached as EnterRow | undefined, verify };
}

const sameRow = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);

export { permissionsOf };

const MAX_IDEMPOTENCY_KEY = 200;

/**
 * Runs a handler of `/api/restaurants/:restaurantId/...` as one command: checks membership (404 for
 * strangers) in the statement that opens the RLS transaction, honours `Idempotency-Key`, appends
 * the emitted events with the commit and nudges the relay after it.
 */
export async function runTenant(
  deps: AppDeps,
  req: Request,
  user: AuthUser,
  handler: (ctx: TenantContext) => Promise<unknown>,
): Promise<unknown> {
  const restaurantId = String(req.params.restaurantId);
  // A floor session belongs to its terminal's restaurant: any other is as unknown as to a stranger.
  if (user.floor && user.floor.restaurantId !== restaurantId) throw notFound('Restaurant');
  const actor: EventActor = { userId: user.id, name: user.name, ...deviceOf(user) };
  const log = deps.log.child({ restaurantId, userId: user.id });
  const idempotencyKey = req.method === 'POST' ? req.header('idempotency-key') : undefined;
  if (
    idempotencyKey !== undefined &&
    (idempotencyKey.length === 0 ||
      idempotencyKey.length > MAX_IDEMPOTENCY_KEY ||
      !/^[\x21-\x7e]+$/.test(idempotencyKey))
  ) {
    const message = `Use up to ${MAX_IDEMPOTENCY_KEY} printable ASCII characters.`;
    throw new AppError('invalid_input', `Idempotency-Key: ${message}`, { 'Idempotency-Key': message });
  }
  const requestHash = idempotencyKey ? hashRequest(req) : '';

  for (let attempt = 1; ; attempt++) {
    try {
      const result = await runTenantCommand(
        deps,
        restaurantId,
        user,
        actor,
        log,
        {
          idempotencyKey,
          requestHash,
          cached: attempt === 1,
          recordTo: deps.config.checkReplies ? req.res : undefined,
        },
        handler,
      );
      if (actor.apiKeyId) await noteKeyUse(deps, restaurantId, actor.apiKeyId);
      return result;
    } catch (err) {
      if (err instanceof MembershipChanged && attempt === 1) continue;
      // Two concurrent retries with one key: the loser's transaction rolls back; answer with the winner's reply.
      if (!idempotencyKey || !isUniqueViolation(err, 'idempotency_keys_pkey')) throw err;
      const previous = await withTenant(deps.db, restaurantId, (trx) =>
        findIdempotent(trx, restaurantId, user.id, idempotencyKey),
      );
      if (!previous) throw err;
      return replay(previous, requestHash);
    }
  }
}

/**
 * One of several short commands of a request that calls a provider between them (never inside a
 * command): membership read afresh, no `Idempotency-Key` (each step would otherwise replay the
 * first step's reply). The steps themselves must be safe to repeat.
 */
export function runTenantStep<T>(
  deps: AppDeps,
  req: Request,
  user: AuthUser,
  handler: (ctx: TenantContext) => Promise<T>,
): Promise<T> {
  const restaurantId = String(req.params.restaurantId);
  if (user.floor && user.floor.restaurantId !== restaurantId) throw notFound('Restaurant');
  const log = deps.log.child({ restaurantId, userId: user.id });
  return runTenantCommand(
    deps,
    restaurantId,
    user,
    { userId: user.id, name: user.name },
    log,
    {
      idempotencyKey: undefined,
      requestHash: '',
      cached: false,
      recordTo: deps.config.checkReplies ? req.res : undefined,
    },
    handler,
  ) as Promise<T>;
}

/** One run of a tenant command (see `runTenant`), on the cached membership when `cached` and there is one. */
async function runTenantCommand(
  deps: AppDeps,
  restaurantId: string,
  user: AuthUser,
  actor: EventActor,
  log: Logger,
  {
    idempotencyKey,
    requestHash,
    cached,
    recordTo,
  }: { idempotencyKey: string | undefined; requestHash: string; cached: boolean; recordTo?: Response },
  handler: (ctx: TenantContext) => Promise<unknown>,
): Promise<unknown> {
  const { result } = await runCommand(
    deps.db,
    { actor, writesTo: restaurantId, afterCommit: deps.afterCommit },
    async ({ trx, emitIn, atCommit }) => {
      const { row, verify } = await enter(trx, restaurantId, user, cached);
      return checkedBy(verify, async () => {
        // An API key: the key's permissions, on behalf of the owner, the integration as the actor.
        const key = user.apiKey ? keyCaller(row, restaurantId, user) : undefined;
        if (key) {
          // This request's own objects: from here on (idempotency keys included) the owner's.
          Object.assign(user, key.user);
          Object.assign(actor, key.actor);
        } else {
          if (!row) throw notFound('Restaurant');
          // A token from before a password change, reset or sign-out everywhere: read in the same statement.
          if (row.sessionVersion !== user.sessionVersion) throw new AppError('unauthenticated', SESSION_EXPIRED);
        }
        const m = row as MembershipRow;
        if (idempotencyKey) {
          const previous = await findIdempotent(trx, restaurantId, user.id, idempotencyKey);
          if (previous) return replay(previous, requestHash);
        }
        const isOwner = !key && m.roleKey === 'owner';
        const permissions = key ? key.permissions : permissionsOf(m);
        const plan = m.plan as Plan;
        const ctx: TenantContext = {
          trx,
          user,
          actor,
          log,
          restaurantId: m.restaurantId,
          member: {
            memberId: m.memberId,
            roleId: m.roleId,
            roleName: m.roleName,
            roleKey: key ? null : m.roleKey,
            isOwner,
            permissions,
            displayName: m.displayName,
          },
          restaurant: {
            id: m.restaurantId,
            name: m.restaurantName,
            plan,
            ownerId: m.ownerId,
            timeZone: m.timeZone,
            dayStartHour: m.dayStartHour,
          },
          can: (action, key) => {
            noteCheck(ctx, action, [key], true);
            return allows(permissions, isOwner, action, key);
          },
          authorize: (action, key) => {
            noteCheck(ctx, action, [key]);
            if (!allows(permissions, isOwner, action, key)) throw forbidden();
          },
          requirePlan: (feature, message) => {
            if (!planAllows(plan, feature))
              throw new AppError('plan_required', message ?? 'This feature needs the Premium plan', undefined, {
                feature,
              });
          },
          emit: (type, payload) => emitIn(restaurantId, type, payload),
        };
        if (recordTo) recordChecks(ctx, recordTo);
        const result = await handler(ctx);
        if (idempotencyKey && !(result instanceof FileReply)) {
          const reply = result instanceof Reply ? result : new Reply(200, result);
          atCommit(
            trx
              .insertInto('idempotency_keys')
              .values({
                restaurant_id: restaurantId,
                user_id: user.id,
                key: idempotencyKey,
                request_hash: requestHash,
                status: reply.status,
                body: jsonb(reply.body ?? null),
              })
              .compile(),
          );
        }
        return result;
      });
    },
  );
  return result;
}

/** Runs `work`, then `verify` whatever its outcome: a command answers only on a checked membership. */
async function checkedBy<T>(verify: () => Promise<void>, work: () => Promise<T>): Promise<T> {
  let outcome: T;
  try {
    outcome = await work();
  } catch (err) {
    await verify();
    throw err;
  }
  await verify();
  return outcome;
}

function hashRequest(req: Request): string {
  return createHash('sha256')
    .update(`${req.method} ${req.originalUrl} ${JSON.stringify(req.body ?? null)}`)
    .digest('hex');
}

function findIdempotent(trx: TenantTx, restaurantId: string, userId: string, key: string) {
  return trx
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status', 'body'])
    .where('restaurant_id', '=', restaurantId)
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
}

function replay(previous: { request_hash: string; status: number; body: unknown }, requestHash: string): Reply {
  if (previous.request_hash !== requestHash) {
    throw new AppError('conflict', 'This Idempotency-Key was already used for a different request');
  }
  return new Reply(previous.status, previous.body);
}

/** True when the database refused a write because a row it links to is missing, or is still linked to. */
export const isForeignKeyViolation = (err: unknown): boolean => (err as { code?: string } | null)?.code === '23503';

export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: string; constraint_name?: string; constraint?: string } | null;
  if (!e || e.code !== '23505') return false;
  return !constraint || e.constraint_name === constraint || e.constraint === constraint;
}
