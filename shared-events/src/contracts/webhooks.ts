import { z } from 'zod';
import { ZPage } from './common';

/** Reply shapes of the webhooks operations (see common.ts). */

/** A delivery's fate: `pending` waits for its (next) attempt, `failed` ran out of retries. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** The event type of a test delivery (no event of the stream: sent on demand to check a receiver). */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** An endpoint: where a restaurant's events are posted, signed with its secret, read as its API key reads. */
export const ZWebhookEndpoint = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  apiKey: z.object({ id: z.string(), name: z.string(), revoked: z.boolean() }),
  eventTypes: z.array(z.string()),
  enabled: z.boolean(),
  /** Why it is disabled (by its owner, or after sustained failure), null when enabled. */
  disabledReason: z.string().nullable(),
  disabledAt: z.string().nullable(),
  /** Attempts that failed in a row (0 after a success). */
  failureStreak: z.number(),
  lastSuccessAt: z.string().nullable(),
  version: z.number(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;

export const ZWebhookEndpointPage = ZPage(ZWebhookEndpoint);
export type WebhookEndpointPage = z.infer<typeof ZWebhookEndpointPage>;

/** An endpoint with its signing secret: the one reply that shows it (create, rotate). */
export const ZWebhookEndpointWithSecret = ZWebhookEndpoint.extend({ secret: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof ZWebhookEndpointWithSecret>;

/** An API key a webhook may belong to, with the event types it may read (what its endpoints may subscribe to). */
export const ZWebhookKey = z.object({
  id: z.string(),
  name: z.string(),
  tokenPrefix: z.string(),
  eventTypes: z.array(z.string()),
});
export type WebhookKey = z.infer<typeof ZWebhookKey>;
export const ZWebhookKeyList = z.object({ data: z.array(ZWebhookKey) });
export type WebhookKeyList = z.infer<typeof ZWebhookKeyList>;

/** One message to one endpoint and its attempts so far. */
export const ZWebhookDelivery = z.object({
  id: z.string(),
  endpointId: z.string(),
  /** The `webhook-id` header: the same for every attempt and redelivery of this message. */
  messageId: z.string(),
  eventId: z.string().nullable(),
  eventSeq: z.number().nullable(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number(),
  nextAttemptAt: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  responseCode: z.number().nullable(),
  lastError: z.string().nullable(),
  /** The start of the receiver's last answer (at most 1 KB). */
  responseExcerpt: z.string().nullable(),
  /** The delivery this one sends again (a manual redelivery). */
  redeliveryOf: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZWebhookDeliveryPage = ZPage(ZWebhookDelivery);
export type WebhookDeliveryPage = z.infer<typeof ZWebhookDeliveryPage>;
