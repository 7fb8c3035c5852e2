import type { UpdateObject } from 'kysely';
import type { DB } from '@ros/db';
import type { WebhookDeliveryListQuery } from '@ros/shared-events';
import { jsonb } from '../../../kernel/jsonb';
import { paged } from '../../../kernel/list-query';
import type { RepoContext } from '../../../kernel/repo-context';

/** Endpoints with their API key's name and whether it is revoked. */
function selectEndpoints(ctx: RepoContext) {
  return ctx.trx
    .selectFrom('webhook_endpoints as w')
    .innerJoin('api_keys as k', (j) =>
      j.onRef('k.restaurant_id', '=', 'w.restaurant_id').onRef('k.id', '=', 'w.api_key_id'),
    )
    .selectAll('w')
    .select(['k.name as key_name', 'k.revoked_at as key_revoked_at', 'k.permissions as key_permissions'])
    .where('w.restaurant_id', '=', ctx.restaurantId);
}
export type EndpointRow = NonNullable<Awaited<ReturnType<ReturnType<typeof selectEndpoints>['executeTakeFirst']>>>;

export const listEndpoints = (ctx: RepoContext) =>
  selectEndpoints(ctx).orderBy('w.created_at').orderBy('w.id').execute();

export const findEndpoint = (ctx: RepoContext, id: string) =>
  selectEndpoints(ctx).where('w.id', '=', id).executeTakeFirst();

/** The restaurant's API keys that are not revoked (what a webhook may belong to). */
export const activeKeys = (ctx: RepoContext) =>
  ctx.trx
    .selectFrom('api_keys')
    .select(['id', 'name', 'token_prefix', 'permissions'])
    .where('restaurant_id', '=', ctx.restaurantId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at')
    .execute();

export const findActiveKey = (ctx: RepoContext, id: string) =>
  ctx.trx
    .selectFrom('api_keys')
    .select(['id', 'name', 'permissions'])
    .where('restaurant_id', '=', ctx.restaurantId)
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();

/** Where the restaurant's stream is now: a new endpoint gets what comes after. */
export async function streamLastSeq(ctx: RepoContext): Promise<number> {
  const row = await ctx.trx
    .selectFrom('event_streams')
    .select('last_seq')
    .where('restaurant_id', '=', ctx.restaurantId)
    .executeTakeFirst();
  return Number(row?.last_seq ?? 0);
}

export function insertEndpoint(
  ctx: RepoContext,
  v: { apiKeyId: string; url: string; description: string; eventTypes: string[]; secret: string; fromSeq: number },
) {
  return ctx.trx
    .insertInto('webhook_endpoints')
    .values({
      restaurant_id: ctx.restaurantId,
      api_key_id: v.apiKeyId,
      url: v.url,
      description: v.description,
      event_types: v.eventTypes,
      secret: v.secret,
      from_seq: v.fromSeq,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function updateEndpoint(ctx: RepoContext, id: string, values: UpdateObject<DB, 'webhook_endpoints'>) {
  return ctx.trx
    .updateTable('webhook_endpoints')
    .set((eb) => ({ ...values, version: eb('version', '+', 1), updated_at: new Date() }))
    .where('restaurant_id', '=', ctx.restaurantId)
    .where('id', '=', id)
    .execute();
}

export const deleteEndpoint = (ctx: RepoContext, id: string) =>
  ctx.trx.deleteFrom('webhook_endpoints').where('restaurant_id', '=', ctx.restaurantId).where('id', '=', id).execute();

/** Re-enabling: the deliveries that failed from the one that disabled the endpoint are sent again, from their first attempt. */
export const requeueFailedFrom = (ctx: RepoContext, endpointId: string, ordinal: number) =>
  ctx.trx
    .updateTable('webhook_deliveries')
    .set({ status: 'pending', attempts: 0, next_attempt_at: null, updated_at: new Date() })
    .where('restaurant_id', '=', ctx.restaurantId)
    .where('endpoint_id', '=', endpointId)
    .where('status', '=', 'failed')
    .where('ordinal', '>=', ordinal)
    .execute();

export function listDeliveries(ctx: RepoContext, endpointId: string, query: WebhookDeliveryListQuery) {
  let q = ctx.trx
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('restaurant_id', '=', ctx.restaurantId)
    .where('endpoint_id', '=', endpointId);
  if (query.status) q = q.where('status', '=', query.status);
  return paged(ctx.trx, q.orderBy('ordinal', 'desc'), query);
}
export type DeliveryRow = Awaited<ReturnType<typeof listDeliveries>>['rows'][number];

export const findDelivery = (ctx: RepoContext, endpointId: string, id: string) =>
  ctx.trx
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('restaurant_id', '=', ctx.restaurantId)
    .where('endpoint_id', '=', endpointId)
    .where('id', '=', id)
    .executeTakeFirst();

/** A delivery queued by hand (a redelivery of a message, a test message), sent after those before it. */
export function insertDelivery(
  ctx: RepoContext,
  v: {
    endpointId: string;
    eventId: string | null;
    eventSeq: number | null;
    eventType: string;
    messageId: string;
    testBody: unknown;
    redeliveryOf: string | null;
  },
) {
  return ctx.trx
    .insertInto('webhook_deliveries')
    .values({
      restaurant_id: ctx.restaurantId,
      endpoint_id: v.endpointId,
      event_id: v.eventId,
      event_seq: v.eventSeq,
      event_type: v.eventType,
      message_id: v.messageId,
      test_body: v.testBody === null ? null : jsonb(v.testBody),
      redelivery_of: v.redeliveryOf,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
