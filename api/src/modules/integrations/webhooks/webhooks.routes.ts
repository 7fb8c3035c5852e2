import { operations as op } from '@ros/shared-events';
import { created, noContent } from '../../../kernel/replies';
import { defineRoutes } from '../../../kernel/routes';
import * as webhooks from './webhooks.service';

/** Signed webhooks: endpoints (per API key), their secrets, test events, delivery logs and redeliveries. Not from PIN sessions. */
export const webhooksRoutes = defineRoutes('webhooks', (r, deps) => {
  const spec = (summary: string) => ({ summary, floor: false });
  r.tenant(op.listWebhookEndpoints, spec('Webhook endpoints'), (ctx) => webhooks.listEndpoints(ctx));
  r.tenant(op.listWebhookKeys, spec('API keys a webhook may belong to, with the events each may read'), (ctx) =>
    webhooks.listKeys(ctx),
  );
  r.tenant(op.createWebhookEndpoint, spec('Add a webhook endpoint (its secret is shown once)'), async (ctx, { body }) =>
    created(await webhooks.createEndpoint(ctx, body, deps.webhooks)),
  );
  r.tenant(op.getWebhookEndpoint, spec('One webhook endpoint'), (ctx, { params }) =>
    webhooks.getEndpoint(ctx, params.endpointId),
  );
  r.tenant(
    op.updateWebhookEndpoint,
    spec('Change, disable or re-enable an endpoint (versioned)'),
    (ctx, { params, body }) => webhooks.updateEndpoint(ctx, params.endpointId, body, deps.webhooks),
  );
  r.tenant(op.deleteWebhookEndpoint, spec('Remove an endpoint and its delivery log'), async (ctx, { params }) => {
    await webhooks.deleteEndpoint(ctx, params.endpointId);
    return noContent();
  });
  r.tenant(op.rotateWebhookSecret, spec('A new signing secret (shown once)'), (ctx, { params }) =>
    webhooks.rotateSecret(ctx, params.endpointId),
  );
  r.tenant(op.sendTestWebhook, spec('Queue a test event'), async (ctx, { params }) =>
    created(await webhooks.sendTest(ctx, params.endpointId)),
  );
  r.tenant(op.listWebhookDeliveries, spec('The delivery log, newest first'), (ctx, { params, query }) =>
    webhooks.listDeliveries(ctx, params.endpointId, query),
  );
  r.tenant(op.redeliverWebhook, spec('Send a message again (same webhook-id)'), async (ctx, { params }) =>
    created(await webhooks.redeliver(ctx, params.endpointId, params.webhookDeliveryId)),
  );
});
