import { z } from 'zod';
import { defineEvent } from './define';

const id = z.string().uuid();
/** Webhooks are the restaurant's setup: those who may change it read their events. */
const setup = { read: 'restaurant' } as const;

/**
 * A delivery was queued by hand (a redelivery, a test event) or an endpoint was enabled again:
 * the workers send its queue (`webhooks.send-queued`), and open delivery logs reload.
 * Words: `delivery_queued_redelivery`, `delivery_queued_test`, `delivery_queued_enabled`.
 */
export const webhookDeliveryQueued = defineEvent(
  'webhook.delivery_queued',
  z.object({
    endpointId: id,
    deliveryId: id.nullable(),
    reason: z.enum(['redelivery', 'test', 'enabled']),
    url: z.string(),
  }),
  { ...setup, describe: (p) => ({ values: { url: p.url }, context: p.reason }) },
);

/** An endpoint was disabled after its deliveries failed for the whole retry schedule (its owner is notified). */
export const webhookEndpointDisabled = defineEvent(
  'webhook.endpoint_disabled',
  z.object({ endpointId: id, url: z.string(), reason: z.string() }),
  { ...setup, describe: (p) => ({ values: { url: p.url } }) },
);
