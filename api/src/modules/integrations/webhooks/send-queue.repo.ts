import { sql, type Transaction } from 'kysely';
import type { DB } from '@ros/db';
import type { RepoContext } from '../../../kernel/repo-context';

/**
 * The workers' side of webhooks: the fan-out's reads and writes (every restaurant at once, in the
 * stream job's command) and one endpoint's send queue (in commands of its restaurant).
 */

/** The endpoints of `restaurantIds` whose key is not revoked, with what the key may read. */
export function endpointsOf(trx: Transaction<DB>, restaurantIds: string[]) {
  if (!restaurantIds.length) return Promise.resolve([]);
  return trx
    .selectFrom('webhook_endpoints as w')
    .innerJoin('api_keys as k', (j) =>
      j.onRef('k.restaurant_id', '=', 'w.restaurant_id').onRef('k.id', '=', 'w.api_key_id'),
    )
    .select(['w.id', 'w.restaurant_id', 'w.event_types', 'w.from_seq', 'w.enabled', 'k.permissions'])
    .where('w.restaurant_id', 'in', restaurantIds)
    .where('k.revoked_at', 'is', null)
    .execute();
}

/** A new delivery of an event to an endpoint. */
export interface NewDelivery {
  restaurant_id: string;
  endpoint_id: string;
  event_id: string;
  event_seq: number;
  event_type: string;
  message_id: string;
}

/** Inserts the fan-out's deliveries; one already there (the same endpoint and event) is left as it is. */
export async function insertDeliveries(trx: Transaction<DB>, rows: NewDelivery[]) {
  if (!rows.length) return;
  await trx
    .insertInto('webhook_deliveries')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * Takes an endpoint's send lease (until `leaseMs` from now) when it is free, enabled and its key is
 * not revoked: `taken` with its url and secret, `busy` (another sender holds it) or `off`. The
 * lease, not a transaction, keeps one sender per endpoint while a message is on the wire; a sender
 * that dies lets it lapse.
 */
export async function takeLease(ctx: RepoContext, endpointId: string, leaseMs: number) {
  const { rows } = await sql<{ url: string; secret: string }>`
    update webhook_endpoints w set lease_until = now() + ${`${leaseMs} milliseconds`}::interval
    where w.restaurant_id = ${ctx.restaurantId}::uuid and w.id = ${endpointId}::uuid and w.enabled
      and (w.lease_until is null or w.lease_until < now())
      and exists (select 1 from api_keys k where k.restaurant_id = w.restaurant_id and k.id = w.api_key_id and k.revoked_at is null)
    returning w.url, w.secret`.execute(ctx.trx);
  if (rows[0]) return { state: 'taken' as const, ...rows[0] };
  const { rows: why } = await sql<{ busy: boolean }>`
    select w.enabled and w.lease_until >= now() as busy from webhook_endpoints w
    where w.restaurant_id = ${ctx.restaurantId}::uuid and w.id = ${endpointId}::uuid`.execute(ctx.trx);
  return { state: why[0]?.busy ? ('busy' as const) : ('off' as const) };
}

export const releaseLease = (ctx: RepoContext, endpointId: string) =>
  ctx.trx
    .updateTable('webhook_endpoints')
    .set({ lease_until: null })
    .where('restaurant_id', '=', ctx.restaurantId)
    .where('id', '=', endpointId)
    .execute();

/** The oldest message of an endpoint not delivered yet (its queue's head: the others wait behind it). */
export const headOfQueue = (ctx: RepoContext, endpointId: string) =>
  ctx.trx
    .selectFrom('webhook_deliveries')
    .select(['id', 'ordinal', 'event_id', 'message_id', 'test_body', 'attempts', 'next_attempt_at'])
    .where('restaurant_id', '=', ctx.restaurantId)
    .where('endpoint_id', '=', endpointId)
    .where('status', '=', 'pending')
    .orderBy('ordinal')
    .limit(1)
    .executeTakeFirst();

/** An event as sockets receive it (the envelope), or undefined when it is gone. */
export const eventEnvelope = (ctx: RepoContext, eventId: string) =>
  ctx.trx
    .selectFrom('events')
    .select(['id', 'restaurant_id', 'seq', 'type', 'version', 'occurred_at', 'actor', 'payload'])
    .where('restaurant_id', '=', ctx.restaurantId)
    .where('id', '=', eventId)
    .executeTakeFirst();

/** Records an attempt on a delivery. */
export const recordAttempt = (
  ctx: RepoContext,
  id: string,
  v: {
    status: string;
    attempts: number;
    nextAttemptAt: Date | null;
    responseCode: number | null;
    error: string | null;
    excerpt: string | null;
  },
) =>
  ctx.trx
    .updateTable('webhook_deliveries')
    .set({
      status: v.status,
      attempts: v.attempts,
      next_attempt_at: v.nextAttemptAt,
      last_attempt_at: new Date(),
      response_code: v.responseCode,
      last_error: v.error,
      response_excerpt: v.excerpt,
      updated_at: new Date(),
    })
    .where('restaurant_id', '=', ctx.restaurantId)
    .where('id', '=', id)
    .execute();

/** After an attempt: the endpoint's streak and last success, and its lease given back. */
export function afterAttempt(ctx: RepoContext, endpointId: string, ok: boolean) {
  return ctx.trx
    .updateTable('webhook_endpoints')
    .set((eb) =>
      ok
        ? { failure_streak: 0, last_success_at: new Date(), lease_until: null }
        : { failure_streak: eb('failure_streak', '+', 1), lease_until: null },
    )
    .where('restaurant_id', '=', ctx.restaurantId)
    .where('id', '=', endpointId)
    .returning(['url', 'last_success_at', 'enabled'])
    .executeTakeFirst();
}

/** Disables an endpoint that kept failing; re-enabling resends from `resumeFrom`. */
export const disableFailing = (ctx: RepoContext, endpointId: string, reason: string, resumeFrom: number) =>
  ctx.trx
    .updateTable('webhook_endpoints')
    .set((eb) => ({
      enabled: false,
      disabled_reason: reason,
      disabled_at: new Date(),
      resume_from: resumeFrom,
      version: eb('version', '+', 1),
      updated_at: new Date(),
    }))
    .where('restaurant_id', '=', ctx.restaurantId)
    .where('id', '=', endpointId)
    .execute();

/**
 * Endpoints (every restaurant's) with a message due and no live lease: the clock's safety net,
 * for a sender that died mid-way or a wake-up that was lost.
 */
export async function dueEndpoints(trx: Transaction<DB>, limit: number) {
  const { rows } = await sql<{ id: string; restaurant_id: string }>`
    select w.id, w.restaurant_id from webhook_endpoints w
    where w.enabled and (w.lease_until is null or w.lease_until < now())
      and exists (select 1 from webhook_deliveries d
        where d.restaurant_id = w.restaurant_id and d.endpoint_id = w.id and d.status = 'pending'
          and (d.next_attempt_at is null or d.next_attempt_at <= now()))
    limit ${limit}`.execute(trx);
  return rows;
}
