import { randomUUID } from 'node:crypto';
import type {
  CreateWebhookEndpointBody,
  PermissionMap,
  UpdateWebhookEndpointBody,
  WebhookDelivery,
  WebhookDeliveryListQuery,
  WebhookEndpoint,
  WebhookKey,
} from '@ros/shared-events';
import { WEBHOOK_TEST_EVENT } from '@ros/shared-events';
import { invalidInput, notFound, staleVersion } from '../../../kernel/errors';
import { isUuid, type TenantContext } from '../../../kernel/tenant';
import { keyReads, typesKeyReads } from './event-access';
import { newWebhookSecret } from './signature';
import type { Webhooks } from './webhook-network';
import * as repo from './webhooks.repo';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

export const toEndpoint = (r: repo.EndpointRow): WebhookEndpoint => ({
  id: r.id,
  url: r.url,
  description: r.description,
  apiKey: { id: r.api_key_id, name: r.key_name, revoked: r.key_revoked_at !== null },
  eventTypes: r.event_types,
  enabled: r.enabled,
  disabledReason: r.disabled_reason,
  disabledAt: iso(r.disabled_at),
  failureStreak: r.failure_streak,
  lastSuccessAt: iso(r.last_success_at),
  version: r.version,
  createdAt: iso(r.created_at)!,
});

export const toDelivery = (r: repo.DeliveryRow): WebhookDelivery => ({
  id: r.id,
  endpointId: r.endpoint_id,
  messageId: r.message_id,
  eventId: r.event_id,
  eventSeq: r.event_seq === null ? null : Number(r.event_seq),
  eventType: r.event_type,
  status: r.status as WebhookDelivery['status'],
  attempts: r.attempts,
  nextAttemptAt: r.status === 'pending' ? (iso(r.next_attempt_at) ?? iso(r.created_at)) : null,
  lastAttemptAt: iso(r.last_attempt_at),
  responseCode: r.response_code,
  lastError: r.last_error,
  responseExcerpt: r.response_excerpt,
  redeliveryOf: r.redelivery_of,
  createdAt: iso(r.created_at)!,
});

/**
 * Webhooks send the restaurant's data outside it, signed as the restaurant: setting them up is the
 * restaurant's management (`restaurant` edit; the owner has it), from a password session (the
 * routes refuse PIN sessions).
 */
const authorize = (ctx: TenantContext) => ctx.authorize('edit', 'restaurant');

/** The one answer to a target the server will not post to (it says nothing of what answers there). */
export const TARGET_REFUSED =
  'This address cannot receive webhooks: use a public http(s) address (private, loopback and link-local addresses are refused).';

async function checkTarget(ctx: TenantContext, webhooks: Webhooks, url: string) {
  const u = new URL(url);
  const host = u.hostname.replace(/^\[|\]$/g, '');
  const port = Number(u.port) || (u.protocol === 'https:' ? 443 : 80);
  const why = await webhooks.network.refusalOnSave(host, port);
  if (!why) return;
  ctx.log.info({ host, port, why }, 'webhook target refused');
  throw invalidInput('url', TARGET_REFUSED);
}

/** Every type must be one the key reads in full (400 naming the first that is not). */
function checkTypes(permissions: PermissionMap, types: string[]) {
  const bad = types.find((t) => !keyReads(permissions, t));
  if (bad) throw invalidInput('eventTypes', `This API key may not read ${bad} events.`);
}

async function load(ctx: TenantContext, id: string) {
  const row = isUuid(id) ? await repo.findEndpoint(ctx, id) : undefined;
  if (!row) throw notFound('Webhook endpoint');
  return row;
}

export async function listEndpoints(ctx: TenantContext) {
  authorize(ctx);
  const rows = await repo.listEndpoints(ctx);
  return { data: rows.map(toEndpoint), total: rows.length };
}

export async function getEndpoint(ctx: TenantContext, id: string) {
  authorize(ctx);
  return toEndpoint(await load(ctx, id));
}

/** The keys a webhook may belong to, each with the event types it may subscribe to. */
export async function listKeys(ctx: TenantContext): Promise<{ data: WebhookKey[] }> {
  authorize(ctx);
  const keys = await repo.activeKeys(ctx);
  return {
    data: keys.map((k) => ({
      id: k.id,
      name: k.name,
      tokenPrefix: k.token_prefix,
      eventTypes: typesKeyReads(k.permissions as PermissionMap),
    })),
  };
}

export async function createEndpoint(ctx: TenantContext, body: CreateWebhookEndpointBody, webhooks: Webhooks) {
  authorize(ctx);
  const key = await repo.findActiveKey(ctx, body.apiKeyId);
  if (!key) throw invalidInput('apiKeyId', 'Choose an API key that is not revoked.');
  const eventTypes = [...new Set(body.eventTypes)];
  checkTypes(key.permissions as PermissionMap, eventTypes);
  await checkTarget(ctx, webhooks, body.url);
  const secret = newWebhookSecret();
  const { id } = await repo.insertEndpoint(ctx, {
    apiKeyId: key.id,
    url: body.url,
    description: body.description ?? '',
    eventTypes,
    secret,
    fromSeq: await repo.streamLastSeq(ctx),
  });
  return { ...toEndpoint((await repo.findEndpoint(ctx, id))!), secret };
}

export async function updateEndpoint(
  ctx: TenantContext,
  id: string,
  body: UpdateWebhookEndpointBody,
  webhooks: Webhooks,
) {
  authorize(ctx);
  const row = await load(ctx, id);
  if (row.version !== body.version) throw staleVersion('webhook', toEndpoint(row));
  if (body.eventTypes) checkTypes(row.key_permissions as PermissionMap, body.eventTypes);
  if (body.url !== undefined && body.url !== row.url) await checkTarget(ctx, webhooks, body.url);
  const enabling = body.enabled === true && !row.enabled;
  await repo.updateEndpoint(ctx, id, {
    ...(body.url !== undefined ? { url: body.url } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(body.eventTypes ? { event_types: [...new Set(body.eventTypes)] } : {}),
    ...(body.enabled === false && row.enabled
      ? { enabled: false, disabled_reason: `Disabled by ${ctx.actor.name}`, disabled_at: new Date() }
      : {}),
    ...(enabling
      ? { enabled: true, disabled_reason: null, disabled_at: null, resume_from: null, failure_streak: 0 }
      : {}),
  });
  if (enabling) {
    // Re-enabled: what failed while it was failing is sent again, from where it stopped.
    if (row.resume_from !== null) await repo.requeueFailedFrom(ctx, id, Number(row.resume_from));
    await ctx.emit('webhook.delivery_queued', { endpointId: id, deliveryId: null, reason: 'enabled', url: row.url });
  }
  return toEndpoint((await repo.findEndpoint(ctx, id))!);
}

export async function deleteEndpoint(ctx: TenantContext, id: string) {
  authorize(ctx);
  await load(ctx, id);
  await repo.deleteEndpoint(ctx, id);
}

export async function rotateSecret(ctx: TenantContext, id: string) {
  authorize(ctx);
  await load(ctx, id);
  const secret = newWebhookSecret();
  await repo.updateEndpoint(ctx, id, { secret });
  return { ...toEndpoint((await repo.findEndpoint(ctx, id))!), secret };
}

/** Queues a test message (`webhook.test`, not an event of the stream), sent after what is already queued. */
export async function sendTest(ctx: TenantContext, id: string) {
  authorize(ctx);
  const endpoint = await load(ctx, id);
  const messageId = `msg_${randomUUID()}`;
  const body = {
    id: randomUUID(),
    restaurantId: ctx.restaurantId,
    seq: null,
    type: WEBHOOK_TEST_EVENT,
    version: 1,
    occurredAt: new Date().toISOString(),
    actor: ctx.actor,
    payload: { endpointId: id, message: 'A test event from Restaurant OS.' },
  };
  const row = await repo.insertDelivery(ctx, {
    endpointId: id,
    eventId: null,
    eventSeq: null,
    eventType: WEBHOOK_TEST_EVENT,
    messageId,
    testBody: body,
    redeliveryOf: null,
  });
  await ctx.emit('webhook.delivery_queued', { endpointId: id, deliveryId: row.id, reason: 'test', url: endpoint.url });
  return toDelivery(row);
}

export async function listDeliveries(ctx: TenantContext, id: string, query: WebhookDeliveryListQuery) {
  authorize(ctx);
  await load(ctx, id);
  const { rows, total } = await repo.listDeliveries(ctx, id, query);
  return { data: rows.map(toDelivery), total };
}

/** A new attempt of the same message (`webhook-id`), queued after what is already queued. */
export async function redeliver(ctx: TenantContext, id: string, deliveryId: string) {
  authorize(ctx);
  const endpoint = await load(ctx, id);
  const original = isUuid(deliveryId) ? await repo.findDelivery(ctx, id, deliveryId) : undefined;
  if (!original) throw notFound('Delivery');
  const row = await repo.insertDelivery(ctx, {
    endpointId: id,
    eventId: original.event_id,
    eventSeq: original.event_seq === null ? null : Number(original.event_seq),
    eventType: original.event_type,
    messageId: original.message_id,
    testBody: original.test_body ?? null,
    redeliveryOf: original.redelivery_of ?? original.id,
  });
  await ctx.emit('webhook.delivery_queued', {
    endpointId: id,
    deliveryId: row.id,
    reason: 'redelivery',
    url: endpoint.url,
  });
  return toDelivery(row);
}
