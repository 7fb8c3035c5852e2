/** The HTTP API and its domain modules, with their jobs: what the processes (`@ros/server`) compose. */
export { createApp } from './app';
export type { AppDeps } from './deps';
export {
  billingConfigFrom,
  deliveryConfigFrom,
  linkBaseOf,
  loadConfig,
  type AppConfig,
  type DeliveryConfig,
} from './config';
export { createLogger, processLogger } from './logger';
export { seedDemoIfWanted, type DemoLogin } from './demo-seed';
export { printerNetworkFromEnv, printerNetworkOf, type PrinterNetwork } from './modules/service/printers';
export { verifyWebhook, webhooksFromEnv, webhooksOf, type Webhooks } from './modules/integrations/webhooks';
export { jobDefinitions, type ApiJobDeps } from './jobs';
export { deliveryModeLines, deliveryOf } from './modules/messaging/delivery';
