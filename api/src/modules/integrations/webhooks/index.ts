/** The webhooks module's face: its routes, its jobs, the process's webhook policy, and the receivers' reference check. */
export { webhooksRoutes } from './webhooks.routes';
export { webhookJobs } from './webhooks.jobs';
export { webhooksFromEnv, webhooksOf, type Webhooks } from './webhook-network';
export { verifyWebhook } from './signature';
