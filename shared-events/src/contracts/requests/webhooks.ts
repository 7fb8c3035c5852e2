import { z } from 'zod';
import { WEBHOOK_DELIVERY_STATUSES } from '../webhooks';
import { ZPageQuery } from './page-query';
import { INT32_MAX } from './primitives';

const URL_MESSAGE = 'Enter the receiver’s http:// or https:// address.';

const fields = {
  url: z
    .string({ error: URL_MESSAGE })
    .trim()
    .min(1, URL_MESSAGE)
    .max(2000, 'At most 2000 characters.')
    .refine((u) => {
      try {
        const parsed = new URL(u);
        return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && !parsed.username && !parsed.password;
      } catch {
        return false;
      }
    }, URL_MESSAGE),
  description: z.string().trim().max(200, 'At most 200 characters.').optional(),
  eventTypes: z
    .array(z.string().min(1).max(100), { error: 'Choose the events to send.' })
    .min(1, 'Choose at least one event.')
    .max(300),
};

export const ZCreateWebhookEndpointBody = z.object({
  ...fields,
  apiKeyId: z.string({ error: 'Choose an API key.' }).uuid('Choose an API key.'),
});
export type CreateWebhookEndpointBody = z.infer<typeof ZCreateWebhookEndpointBody>;

/** A change names the version it was made from (409 when stale); `enabled: true` resends from where it stopped. */
export const ZUpdateWebhookEndpointBody = z.object({
  url: fields.url.optional(),
  description: fields.description,
  eventTypes: fields.eventTypes.optional(),
  enabled: z.boolean().optional(),
  version: z.number({ error: 'version is required' }).int().min(1).max(INT32_MAX),
});
export type UpdateWebhookEndpointBody = z.infer<typeof ZUpdateWebhookEndpointBody>;

export const ZWebhookDeliveryListQuery = z.object({
  status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
  ...ZPageQuery(20, 100).shape,
});
export type WebhookDeliveryListQuery = z.infer<typeof ZWebhookDeliveryListQuery>;
